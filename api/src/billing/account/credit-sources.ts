// The patient's account credit (shared-domain/billing/invoice-ledger): what completed payments and
// deposits brought that is neither applied to an invoice nor refunded. Credit is used, and refunded,
// from the oldest such payment first, so the same money is never counted twice. Credit a pending card
// payment holds (`credit_holds`, applied with its charge) counts as used until that payment ends.
// A deposit is its visit's until that visit's draft is issued: it is credit only once the visit is
// no longer to come and has no draft waiting for it (cancelled in time, or what is left over after
// the invoice took its part). The receivables' ledger still counts it as money received.
import { and, asc, eq, gt, inArray, not, type SQL, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import type { Tender } from 'shared-domain/billing/tender';
import type { AppDeps } from '../../deps';
import { appointments, creditHolds, invoices, paymentTransactions } from '../../platform/db/schema';

/** What pending card payments hold of the payment row in scope, in SQL. */
const heldCentsSql = sql<number>`coalesce((select sum(held.${sql.identifier(creditHolds.amount.name)}) from ${creditHolds} held join ${paymentTransactions} holder on holder.${sql.identifier(paymentTransactions.id.name)} = held.${sql.identifier(creditHolds.transactionId.name)} where held.${sql.identifier(creditHolds.sourceId.name)} = ${paymentTransactions.id} and holder.${sql.identifier(paymentTransactions.status.name)} = 'pending'), 0)`;

/** `amount − allocated − refunded − held by pending card payments` of a payment row, in SQL. */
export const unappliedCentsSql = sql<number>`(${paymentTransactions.amount} - ${paymentTransactions.allocatedAmount} - ${paymentTransactions.refundedAmount} - ${heldCentsSql})`;

/** Completed money in (payments, deposits) of the patient: the rows credit is made of. */
export function moneyInOf(patientId: string): SQL {
  return and(
    eq(paymentTransactions.patientId, patientId),
    inArray(paymentTransactions.transactionType, ['payment', 'deposit']),
    eq(paymentTransactions.status, 'completed'),
  ) as SQL;
}

/** A deposit still waiting for its visit: the visit is to come, or its draft is not issued yet. */
const depositKeptForItsVisitSql = sql`(${paymentTransactions.transactionType} = 'deposit' and ${paymentTransactions.appointmentId} is not null and (exists (select 1 from ${appointments} where ${appointments.id} = ${paymentTransactions.appointmentId} and ${inArray(appointments.status, [...slotHoldingStatuses])}) or exists (select 1 from ${invoices} where ${invoices.appointmentId} = ${paymentTransactions.appointmentId} and ${invoices.paymentStatus} = 'draft')))`;

export interface CreditSource {
  id: string;
  tender: Tender | null;
  amountCents: number;
  allocatedCents: number;
  refundedCents: number;
  unappliedCents: number;
  receivedAt: string;
}

/** The patient's payments with money not applied nor refunded, oldest first. */
export async function creditSources(db: AppDeps['db'], patientId: string): Promise<CreditSource[]> {
  const receivedAt = sql<string>`coalesce(${paymentTransactions.receivedAt}, ${paymentTransactions.createdAt})`;
  const rows = await db
    .select({
      id: paymentTransactions.id,
      tender: paymentTransactions.tender,
      amountCents: paymentTransactions.amount,
      allocatedCents: paymentTransactions.allocatedAmount,
      refundedCents: paymentTransactions.refundedAmount,
      unappliedCents: unappliedCentsSql,
      receivedAt,
    })
    .from(paymentTransactions)
    .where(and(moneyInOf(patientId), gt(unappliedCentsSql, 0), not(depositKeptForItsVisitSql)))
    .orderBy(asc(receivedAt), asc(paymentTransactions.id));
  return rows.map((row) => ({ ...row, unappliedCents: Number(row.unappliedCents) }));
}

/** Takes `cents` from the sources in order; what each gives. Throws if they hold less. */
export function takeFromSources(sources: readonly CreditSource[], cents: number): { id: string; amountCents: number }[] {
  let left = cents;
  const taken: { id: string; amountCents: number }[] = [];
  for (const source of sources) {
    if (left === 0) break;
    const amount = Math.min(left, source.unappliedCents);
    if (amount > 0) taken.push({ id: source.id, amountCents: amount });
    left -= amount;
  }
  if (left > 0) throw new RangeError(`the credit sources hold ${cents - left} cents, not ${cents}`);
  return taken;
}
