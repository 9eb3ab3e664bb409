// The status of issued invoices from their amounts, written by SQL inside the batch that changed
// them (a payment applied, a credit note, an issue), so the status can never disagree with the
// amounts it is derived from. The CASE mirrors `issuedInvoiceStatus` of shared-domain/billing/invoice-ledger
// line for line; invoice-status-sql.test.ts checks both agree on many generated invoices.
import { and, inArray, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { issuedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { invoices } from '../../platform/db/schema';

/** `issuedInvoiceStatus` as a SQL expression over the `invoices` row being updated. */
export function issuedInvoiceStatusSql(today: string): SQL {
  const total = sql`${invoices.totalAmount}`;
  const credited = sql`${invoices.creditedAmount}`;
  const paid = sql`${invoices.paidAmount}`;
  return sql`(case
    when ${total} > 0 and ${total} - ${credited} <= 0 then 'credited'
    when max(0, ${total} - ${credited} - ${paid}) = 0 then 'paid'
    when ${invoices.dueOn} < ${today} then 'overdue'
    when ${paid} > 0 then 'partial'
    else 'unpaid'
  end)`;
}

/**
 * One UPDATE (a batch item) that sets the status of the given invoices from their amounts, if they
 * are issued: drafts, waived fees and void invoices are left as they are. `ids` is a list of ids, or
 * a query selecting them (a select builder, or its `sql` text). `today` is the clinic's calendar date ('YYYY-MM-DD'). Only rows whose
 * status changes are written; `updated_at` is left to the statements that changed the amounts.
 */
export function invoiceStatusRefresh(db: AppDeps['db'], ids: SQL | SQLWrapper | readonly string[], today: string) {
  const status = issuedInvoiceStatusSql(today);
  return db
    .update(invoices)
    .set({ paymentStatus: sql`${status}` as SQL<(typeof invoices.paymentStatus)['_']['data']> })
    .where(and(idIn(ids), inArray(invoices.paymentStatus, issuedInvoiceStatuses), sql`${invoices.paymentStatus} <> ${status}`));
}

function idIn(ids: SQL | SQLWrapper | readonly string[]): SQL {
  if (ids instanceof SQL) return sql`${invoices.id} in (${ids})`;
  if (isIdList(ids)) return ids.length === 0 ? sql`false` : inArray(invoices.id, [...ids]);
  // A select builder brings its own parentheses.
  return inArray(invoices.id, ids);
}

function isIdList(ids: SQLWrapper | readonly string[]): ids is readonly string[] {
  return Array.isArray(ids);
}
