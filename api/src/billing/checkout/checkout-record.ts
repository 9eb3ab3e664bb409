// A checkout's record: its row in `checkouts` (the tenders, the invoices and what each received, the
// credit used and kept), written once by the batch it anchors and never changed (migration 0017).
// What a repeated request is answered from and what the receipt is made of; the audit trail beside
// it may be pruned without changing either.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { checkouts } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';

export interface RecordedCheckout {
  checkoutId: string;
  patientId: string;
  staffId: string | null;
  recordedAt: string;
  /** As handed over; a cash tender rounded to 5 cents says by how much. */
  tenders: { tender: string; amountCents: number; roundingCents?: number }[];
  invoiceIds: string[];
  /** What each of `invoiceIds` received, in the same order. */
  appliedCents: number[];
  creditAppliedCents: number;
  creditKeptCents: number;
  /** The digest of the request that recorded it (`checkoutRequestDigest`); null when unknown. */
  requestDigest: string | null;
}

/** The checkout's record (its row), undefined while none. */
export async function recordedCheckout(deps: Pick<AppDeps, 'db'>, checkoutId: string): Promise<RecordedCheckout | undefined> {
  const [row] = await deps.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
  if (!row) return undefined;
  return {
    checkoutId,
    patientId: row.patientId,
    staffId: row.staffId,
    recordedAt: row.createdAt,
    tenders: row.tenders,
    invoiceIds: row.invoiceIds,
    appliedCents: row.appliedCents,
    creditAppliedCents: row.creditAppliedCents,
    creditKeptCents: row.creditKeptCents,
    requestDigest: row.requestDigest,
  };
}

/**
 * The statement writing a checkout's row when `condition` holds, and never twice: the batch it
 * anchors tests `checkoutWritten` with the same audit entry id.
 */
export function recordCheckoutWhere(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  checkout: Omit<RecordedCheckout, 'recordedAt'> & { idempotencyKey: string; auditEventId: string },
  condition: SQL,
) {
  const row: typeof checkouts.$inferInsert = {
    id: checkout.checkoutId,
    patientId: checkout.patientId,
    idempotencyKey: checkout.idempotencyKey,
    staffId: checkout.staffId,
    auditEventId: checkout.auditEventId,
    tenders: checkout.tenders,
    invoiceIds: checkout.invoiceIds,
    appliedCents: checkout.appliedCents,
    creditAppliedCents: checkout.creditAppliedCents,
    creditKeptCents: checkout.creditKeptCents,
    requestDigest: checkout.requestDigest,
    ...createdTimestamp(deps.clock),
  };
  return deps.db.run(sql`${insertWhere(checkouts, row, condition)} on conflict do nothing`);
}

/** True once the checkout's row was written by the batch whose audit entry has this id (the batch's anchor). */
export function checkoutWritten(checkoutId: string, auditEventId: string): SQL {
  return sql`exists (select 1 from ${checkouts} where ${checkouts.id} = ${checkoutId} and ${checkouts.auditEventId} = ${auditEventId})`;
}
