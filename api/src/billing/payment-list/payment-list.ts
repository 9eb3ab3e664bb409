// « Paiements »: every payment and refund of a period, newest first, filtered by tender,
// patient, staff member (or online) and closed or open day, with the totals by tender over the
// whole filter (not the page). Keyset paging on (received instant, id): a payment taken while
// someone reads does not shift the pages under them.
import { and, desc, eq, exists, gte, inArray, isNull, lt, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import { settledAfterCloseReason } from 'shared-domain/billing/cash-close';
import { addDays } from 'shared-domain/platform/clinic-time';
import type { DeskPaymentList, DeskPaymentRow } from 'shared-domain/billing/desk-payment-views';
import { onlineStaffFilter, paymentListLimits } from 'shared-domain/billing/payment-list';
import { transactionStatusLabel } from 'shared-domain/billing/payment-transaction';
import { type Tender, tenderLabel, tenders } from 'shared-domain/billing/tender';
import type { Database } from '../../platform/db/client';
import { closedCashDays, invoicePayments, invoices, patients, paymentTransactions, staffUsers } from '../../platform/db/schema';
import { signedAmount, tenderOf } from '../cash-closing/cash-day';
import type { TransactionCursor } from '../payments/transaction-cursor';

const pt = paymentTransactions;

/** Rows written before payments recorded it carry no receipt instant (nor tender: `tenderOf`). */
const receivedAtOf = sql<string>`coalesce(${pt.receivedAt}, ${pt.createdAt})`;
const closingOfRow = () => sql`(select 1 from ${closedCashDays} where ${closedCashDays.businessDate} = ${pt.businessDate})`;

export interface PaymentFilter {
  from: string;
  to: string;
  tender?: Tender | undefined;
  patientId?: string | undefined;
  /** A staff member's id, or `online` for what patients paid themselves. */
  staffId?: string | undefined;
  closedDay?: 'true' | 'false' | undefined;
}

/** The period asked, or the last month up to today. */
export function paymentPeriod(query: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, paymentListLimits.defaultDays - 1) : today);
  return { from: query.from ?? addDays(to, -(paymentListLimits.defaultDays - 1)), to };
}

function filterCondition(filter: PaymentFilter): SQL {
  return and(
    inArray(pt.transactionType, ['payment', 'deposit', 'refund']),
    // A voided payment stays listed (struck out on screen); pending and failed card attempts are not money.
    inArray(pt.status, ['completed', 'voided']),
    gte(pt.businessDate, filter.from),
    lte(pt.businessDate, filter.to),
    filter.tender === undefined ? undefined : eq(tenderOf, filter.tender),
    filter.patientId === undefined ? undefined : eq(pt.patientId, filter.patientId),
    filter.staffId === undefined ? undefined : filter.staffId === onlineStaffFilter ? isNull(pt.takenBy) : eq(pt.takenBy, filter.staffId),
    filter.closedDay === undefined ? undefined : filter.closedDay === 'true' ? exists(closingOfRow()) : notExists(closingOfRow()),
  ) as SQL;
}

function afterCursor(cursor: TransactionCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(receivedAtOf, cursor.createdAt), and(eq(receivedAtOf, cursor.createdAt), lt(pt.id, cursor.id)));
}

/** One page of rows after `cursor`, and whether more follow. */
export async function paymentRows(db: Database, filter: PaymentFilter, cursor: TransactionCursor | undefined, limit: number) {
  const rows = await db
    .select({
      id: pt.id,
      type: pt.transactionType,
      status: pt.status,
      tender: tenderOf,
      amountCents: signedAmount,
      receivedAt: receivedAtOf,
      businessDate: pt.businessDate,
      patientId: pt.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      takenByName: staffUsers.fullName,
      dayClosed: sql<number>`exists ${closingOfRow()}`,
      note: pt.notes,
      authorizedOn: pt.authorizedOn,
      // What may still go back: money in, completed, neither applied to invoices nor refunded.
      refundableCents: sql<number>`case when ${pt.transactionType} in ('payment', 'deposit') and ${pt.status} = 'completed' then max(0, ${pt.amount} - ${pt.allocatedAmount} - ${pt.refundedAmount}) else 0 end`,
    })
    .from(pt)
    .innerJoin(patients, eq(patients.id, pt.patientId))
    .leftJoin(staffUsers, eq(staffUsers.id, pt.takenBy))
    .where(and(filterCondition(filter), afterCursor(cursor)))
    .orderBy(desc(receivedAtOf), desc(pt.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const numbers = await invoiceNumbersOf(
    db,
    page.map((row) => row.id),
  );
  const payments = page.map(
    (row): DeskPaymentRow => ({
      id: row.id,
      kind: row.type === 'refund' ? 'refund' : 'payment',
      status: row.status,
      statusLabel: transactionStatusLabel(row.status),
      tender: row.tender,
      tenderLabel: tenderLabel(row.tender),
      amountCents: Number(row.amountCents),
      receivedAt: row.receivedAt,
      businessDate: row.businessDate ?? row.receivedAt.slice(0, 10),
      patientId: row.patientId,
      patientName: `${row.firstName} ${row.lastName}`.trim(),
      takenByName: row.takenByName,
      invoiceNumbers: numbers.get(row.id) ?? [],
      dayClosed: Boolean(row.dayClosed),
      note: row.note,
      refundableCents: Number(row.refundableCents),
      settledAfterClose:
        row.authorizedOn && row.businessDate
          ? settledAfterCloseReason(row.type === 'refund' ? 'refund' : 'payment', row.authorizedOn, row.businessDate, row.tender)
          : null,
    }),
  );
  const last = page.at(-1);
  return { payments, next: rows.length > limit && last ? { createdAt: last.receivedAt, id: last.id } : undefined };
}

async function invoiceNumbersOf(db: Database, ids: readonly string[]): Promise<Map<string, string[]>> {
  const numbers = new Map<string, string[]>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .select({ id: invoicePayments.transactionId, number: invoices.number })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(inArray(invoicePayments.transactionId, ids.slice(start, start + 500)))
      .orderBy(invoices.number);
    for (const row of rows) if (row.number) numbers.set(row.id, [...(numbers.get(row.id) ?? []), row.number]);
  }
  return numbers;
}

/** payments − refunds by tender over the whole filter, completed movements only, in the tenders' order. */
export async function paymentTotals(db: Database, filter: PaymentFilter) {
  const rows = await db
    .select({ tender: tenderOf, cents: sql<number>`sum(${signedAmount})` })
    .from(pt)
    .where(and(filterCondition(filter), eq(pt.status, 'completed')))
    .groupBy(tenderOf);
  const byTender = new Map(rows.map((row) => [row.tender, Number(row.cents)]));
  const totalsByTender = tenders
    .filter((tender) => byTender.has(tender))
    .map((tender) => ({ tender, tenderLabel: tenderLabel(tender), amountCents: byTender.get(tender) ?? 0 }));
  return { totalsByTender, totalCents: totalsByTender.reduce((sum, row) => sum + row.amountCents, 0) };
}

/**
 * Who took money in or gave it back over the filter's period, by name: the « Reçu par » filter's
 * choices (every staff member of the period, whichever of them the list is filtered on).
 */
export async function paymentTakers(db: Database, period: { from: string; to: string }) {
  return db
    .selectDistinct({ id: staffUsers.id, name: staffUsers.fullName })
    .from(pt)
    .innerJoin(staffUsers, eq(staffUsers.id, pt.takenBy))
    .where(filterCondition(period))
    .orderBy(staffUsers.fullName, staffUsers.id);
}

export async function listPayments(
  db: Database,
  filter: PaymentFilter,
  cursor: TransactionCursor | undefined,
  encode: (cursor: TransactionCursor) => string,
) {
  const [page, totals, receivedBy] = await Promise.all([
    paymentRows(db, filter, cursor, paymentListLimits.pageSize),
    paymentTotals(db, filter),
    paymentTakers(db, { from: filter.from, to: filter.to }),
  ]);
  return { payments: page.payments, ...totals, receivedBy, nextCursor: page.next ? encode(page.next) : null } satisfies DeskPaymentList;
}

/** Every row of the filter, page by page (the CSV export). */
export async function* allPayments(db: Database, filter: PaymentFilter): AsyncGenerator<DeskPaymentRow[]> {
  let cursor: TransactionCursor | undefined;
  do {
    const page = await paymentRows(db, filter, cursor, 1000);
    yield page.payments;
    cursor = page.next;
  } while (cursor);
}
