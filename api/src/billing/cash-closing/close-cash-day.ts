// Closing the day (« Fermer la caisse »): the counted amounts beside the expected ones,
// the difference explained when there is one, then the day is frozen (closed-day.ts). One guarded
// batch: the closing row and its audit entry are written only if the day is still open and its
// movements are still those the screen showed. A day an admin reopened is closed again the same way,
// a new row with the next sequence (the unique index refuses a second row with the same one).
import { randomUUID } from 'node:crypto';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { closingDifference, expectedByCount, withOpeningCash } from 'shared-domain/billing/cash-close';
import type { CashClosing } from 'shared-domain/billing/cash-close';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import { errorCodes } from 'shared-domain/platform/errors';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { cashClosings } from '../../platform/db/schema';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { dayMovements, loadCashDay, movementsFingerprint, movementsFingerprintSql } from './cash-day';
import { dayIsOpen, isDayClosed } from './closed-day';

const alreadyClosed = () => new AppError(errorCodes.dayClosed, deskMessages.dayAlreadyClosed);
const changedMeanwhile = () => new AppError(errorCodes.billingChanged, deskMessages.closingChanged);

export async function closeCashDay(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, input: CashClosing): Promise<DeskCashDay> {
  const { businessDate } = input;
  if (businessDate > (await clinicToday(deps))) throw fieldRefusal('businessDate', deskMessages.dayInFuture);
  if (await isDayClosed(deps.db, businessDate)) throw alreadyClosed();

  const movements = await dayMovements(deps.db, businessDate);
  const expected = expectedByCount(movements);
  if (input.expectedCents !== expected.expectedCents) throw changedMeanwhile();
  // The drawer should hold its float plus the day's cash movements (negative on a day of refunds).
  const drawer = withOpeningCash(expected.byCount, input.openingCash);
  const difference = closingDifference(drawer, input.counted);
  if (difference.needsNote && input.note === '') throw fieldRefusal('note', deskMessages.differenceNoteRequired);

  const [closes] = await deps.db.select({ n: count() }).from(cashClosings).where(eq(cashClosings.businessDate, businessDate));
  const id = randomUUID();
  const guard = and(
    dayIsOpen(deps.db, businessDate),
    movementsFingerprintEquals(deps, businessDate, movementsFingerprint(movements)),
  ) as SQL;
  const written = deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'cash_closing.closed',
        entity: 'cash_closings',
        entityId: id,
        details: {
          businessDate,
          expectedCents: difference.expectedCents,
          countedCents: difference.countedCents,
          differenceCents: difference.differenceCents,
          openingCashCents: input.openingCash,
        },
      },
      guard,
    ),
    deps.db.run(
      insertWhere(
        cashClosings,
        {
          id,
          businessDate,
          sequence: (closes?.n ?? 0) + 1,
          expected: JSON.stringify(drawer),
          openingCashCents: input.openingCash,
          counted: JSON.stringify(input.counted),
          expectedCents: difference.expectedCents,
          countedCents: difference.countedCents,
          differenceCents: difference.differenceCents,
          note: input.note,
          closedBy: staffId,
          closedAt: deps.clock.now().toISOString(),
        },
        guard,
      ),
    ),
  ]);
  // Another close of the same day, after a reopening, took this sequence between the count and the write.
  const [, closed] = await written.catch((error: unknown) => {
    if (isSequenceTaken(error)) return [null, { rowsAffected: 0 }] as const;
    throw error;
  });
  if (closed.rowsAffected !== 1) throw (await isDayClosed(deps.db, businessDate)) ? alreadyClosed() : changedMeanwhile();
  return loadCashDay(deps.db, businessDate);
}

function movementsFingerprintEquals(deps: Pick<AppDeps, 'db'>, businessDate: string, fingerprint: string): SQL {
  return sql`${movementsFingerprintSql(deps.db, businessDate)} = ${fingerprint}`;
}

function isSequenceTaken(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes('UNIQUE constraint failed: cash_closings.business_date')) return true;
  }
  return false;
}
