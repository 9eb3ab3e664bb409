// « Rouvrir la journée » (an admin): a closed day takes payments and corrections again, with the
// reason kept. The close stays as it was; a reopening row names it, so the day is open again
// (`closed_cash_days`) until someone closes it anew. One guarded batch: the reopening and its audit
// entry are written only if that close still keeps the day closed (two admins at once reopen it once).
import { randomUUID } from 'node:crypto';
import { eq, exists, type SQL, sql } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import { errorCodes } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { cashDayReopenings, closedCashDays } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { loadCashDay } from './cash-day';
import { closingOfDay } from './closed-day';

const notClosed = () => new AppError(errorCodes.billingChanged, deskMessages.dayNotClosed);

export async function reopenCashDay(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staffId: string,
  businessDate: string,
  reason: string,
): Promise<DeskCashDay> {
  const closingId = await closingOfDay(deps.db, businessDate);
  if (!closingId) throw notClosed();

  const id = randomUUID();
  const stillClosedByIt: SQL = exists(deps.db.select({ one: sql`1` }).from(closedCashDays).where(eq(closedCashDays.closingId, closingId)));
  const [, reopened] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'cash_day.reopened',
        entity: 'cash_closings',
        entityId: closingId,
        details: { businessDate, closingId, reason },
      },
      stillClosedByIt,
    ),
    deps.db.run(
      insertWhere(
        cashDayReopenings,
        { id, businessDate, closingId, reason, reopenedBy: staffId, reopenedAt: deps.clock.now().toISOString() },
        stillClosedByIt,
      ),
    ),
  ]);
  if (reopened.rowsAffected !== 1) throw notClosed();
  return loadCashDay(deps.db, businessDate);
}
