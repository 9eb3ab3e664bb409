// « Fermeture de caisse »: the day as the close shows it — what the drawer, the
// terminal's batch, cheques and e-transfers should hold from the day's completed payments and
// refunds (shared-domain/billing/cash-close), card on file apart, and the closing once done.
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type CashMovement, expectedByCount } from 'shared-domain/billing/cash-close';
import type { DeskCashClosingSummary, DeskCashDay } from 'shared-domain/billing/desk-cash-views';
import { type ClosingCount, closingCounts, type Tender, tenders } from 'shared-domain/billing/tender';
import type { Database } from '../../platform/db/client';
import { cashClosings, closedCashDays, paymentTransactions, staffUsers } from '../../platform/db/schema';
import { dayHistory } from './cash-day-history';
import { settledAfterCloseOf } from './settled-after-close';

const pt = paymentTransactions;

/** Rows written before payments recorded a tender carry none: they were the portal's card payments. */
export const tenderOf = sql<Tender>`coalesce(${pt.tender}, 'card_on_file')`;
/** A payment's amount, a refund's negated. */
export const signedAmount = sql<number>`(case when ${pt.transactionType} = 'refund' then -${pt.amount} else ${pt.amount} end)`;
/** What the drawer (or the batch…) took or gave: the signed amount with its cash rounding. */
const signedTaken = sql<number>`(case when ${pt.transactionType} = 'refund' then -(${pt.amount} + ${pt.cashRounding}) else ${pt.amount} + ${pt.cashRounding} end)`;

/** The movements the close counts: completed payments, deposits and refunds of the clinic day. */
export function dayMovementsOf(businessDate: string | SQL): SQL {
  return and(
    eq(pt.businessDate, businessDate),
    eq(pt.status, 'completed'),
    inArray(pt.transactionType, ['payment', 'deposit', 'refund']),
  ) as SQL;
}

export async function dayMovements(db: Database, businessDate: string): Promise<CashMovement[]> {
  const rows = await db
    .select({ type: pt.transactionType, tender: tenderOf, amountCents: pt.amount, roundingCents: pt.cashRounding })
    .from(pt)
    .where(dayMovementsOf(businessDate));
  return rows.map((row) => ({
    kind: row.type === 'refund' ? 'refund' : 'payment',
    tender: row.tender,
    amountCents: row.amountCents,
    roundingCents: row.roundingCents,
  }));
}

/**
 * What the day's movements are, as one text the database can compute in the close's guarded
 * insert: their count and the signed sum of each tender. A payment taken, voided or refunded
 * between the screen and the close changes it, and the close is refused instead of freezing a day
 * nobody looked at.
 */
export function movementsFingerprint(movements: readonly CashMovement[]): string {
  const sums = Object.fromEntries(tenders.map((tender) => [tender, 0])) as Record<Tender, number>;
  for (const movement of movements) {
    const taken = movement.amountCents + (movement.roundingCents ?? 0);
    sums[movement.tender] += movement.kind === 'refund' ? -taken : taken;
  }
  return [movements.length, ...tenders.map((tender) => sums[tender])].join('|');
}

export function movementsFingerprintSql(db: Database, businessDate: string): SQL {
  const sums = tenders.map((tender) => sql`coalesce(sum(case when ${tenderOf} = ${tender} then ${signedTaken} else 0 end), 0)`);
  const parts = [sql`count(*)`, ...sums];
  const fingerprint = db
    .select({ fingerprint: sql`${sql.join(parts, sql` || '|' || `)}` })
    .from(pt)
    .where(dayMovementsOf(businessDate));
  return sql`(${fingerprint})`;
}

function parseCounts(json: string): Record<ClosingCount, number> {
  const parsed = JSON.parse(json) as Partial<Record<ClosingCount, number>>;
  return Object.fromEntries(closingCounts.map((count) => [count, parsed[count] ?? 0])) as Record<ClosingCount, number>;
}

const closingColumns = {
  businessDate: cashClosings.businessDate,
  counted: cashClosings.counted,
  expectedCents: cashClosings.expectedCents,
  countedCents: cashClosings.countedCents,
  differenceCents: cashClosings.differenceCents,
  openingCashCents: cashClosings.openingCashCents,
  note: cashClosings.note,
  closedByName: staffUsers.fullName,
  closedAt: cashClosings.closedAt,
};

export async function loadCashDay(db: Database, businessDate: string): Promise<DeskCashDay> {
  const [movements, settledAfterClose, [closing], history] = await Promise.all([
    dayMovements(db, businessDate),
    settledAfterCloseOf(db, businessDate),
    currentClosings(db).where(eq(cashClosings.businessDate, businessDate)),
    dayHistory(db, businessDate),
  ]);
  const expected = expectedByCount(movements);
  return {
    businessDate,
    expected: expected.byCount,
    cardOnFileCents: expected.cardOnFileCents,
    expectedCents: expected.expectedCents,
    paymentsCount: expected.movements,
    cashRoundingCents: expected.cashRoundingCents,
    settledAfterClose,
    closing: closing
      ? {
          counted: parseCounts(closing.counted),
          countedCents: closing.countedCents,
          differenceCents: closing.differenceCents,
          openingCashCents: closing.openingCashCents,
          note: closing.note,
          closedByName: closing.closedByName,
          closedAt: closing.closedAt,
        }
      : null,
    history,
  } satisfies DeskCashDay;
}

/** The closes that keep their day closed (not reopened since), with who closed them. */
function currentClosings(db: Database) {
  return db
    .select(closingColumns)
    .from(cashClosings)
    .innerJoin(closedCashDays, eq(closedCashDays.closingId, cashClosings.id))
    .leftJoin(staffUsers, eq(staffUsers.id, cashClosings.closedBy))
    .$dynamic();
}

/** The closed days of a period (a reopened day only once closed again), newest first, with who closed them. */
export async function listCashClosings(db: Database, from: string, to: string): Promise<DeskCashClosingSummary[]> {
  const rows = await currentClosings(db)
    .where(and(gte(cashClosings.businessDate, from), lte(cashClosings.businessDate, to)))
    .orderBy(desc(cashClosings.businessDate), asc(cashClosings.closedAt));
  return rows.map(({ counted: _counted, ...row }) => row satisfies DeskCashClosingSummary);
}
