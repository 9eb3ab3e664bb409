// Paying invoices with the patient's account credit, the same way at the desk's checkout and at the
// portal: the money taken from the oldest unapplied payments first (credit-sources.ts), paired with
// what each invoice gets, checked again inside the batch that applies it (each source still holding
// its share), and applied there: the source's allocated amount raised and its row for the invoice
// added to (or written).
import { and, eq, exists, gte, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { allocatePayment } from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { invoicePayments, paymentTransactions } from '../../platform/db/schema';
import { type CreditSource, takeFromSources, unappliedCentsSql } from './credit-sources';

/** Which source payment's money goes to which invoice. */
export interface CreditUse {
  sourceId: string;
  invoiceId: string;
  amountCents: number;
}

/** Which source payment's money goes to which invoice, both in order. */
export function pairCredit(
  taken: readonly { id: string; amountCents: number }[],
  allocations: readonly { invoiceId: string; amountCents: number }[],
): CreditUse[] {
  const pairs: CreditUse[] = [];
  const sources = taken.map((source) => ({ ...source }));
  let s = 0;
  for (const allocation of allocations) {
    let left = allocation.amountCents;
    while (left > 0) {
      const source = sources[s];
      if (!source) throw new RangeError('credit taken does not cover its allocations');
      const amount = Math.min(left, source.amountCents);
      pairs.push({ sourceId: source.id, invoiceId: allocation.invoiceId, amountCents: amount });
      source.amountCents -= amount;
      left -= amount;
      if (source.amountCents === 0) s += 1;
    }
  }
  return pairs;
}

/**
 * `cents` of credit spread over the invoices (oldest first, each up to what it owes) and taken from
 * the sources (oldest first): what each invoice gets and from which payment.
 */
export function planCreditUse(
  sources: readonly CreditSource[],
  invoices: readonly { id: string; openCents: number }[],
  cents: number,
): { allocations: { invoiceId: string; amountCents: number }[]; uses: CreditUse[] } {
  const { allocations } = allocatePayment(invoices, cents);
  return { allocations, uses: pairCredit(takeFromSources(sources, cents), allocations) };
}

/** One condition per source: still completed and still holding (unapplied, unrefunded, unheld) its share. */
export function creditStillThere(db: AppDeps['db'], uses: readonly CreditUse[]): SQL[] {
  const bySource = new Map<string, number>();
  for (const use of uses) bySource.set(use.sourceId, (bySource.get(use.sourceId) ?? 0) + use.amountCents);
  return [...bySource].map(([sourceId, cents]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.id, sourceId), eq(paymentTransactions.status, 'completed'), gte(unappliedCentsSql, cents))),
    ),
  );
}

/**
 * The statements applying the credit, for a batch, each acting only while `guard` holds: the
 * source's allocated amount raised, and its row for the invoice written (a source that already paid
 * part of this invoice adds to its row). The invoices' paid amounts are the caller's, with the rest
 * of what they receive (`applyClaimsStatements`).
 */
export function applyCreditStatements(db: AppDeps['db'], uses: readonly CreditUse[], guard: SQL): BatchItem<'sqlite'>[] {
  return uses.flatMap((use) => [
    db
      .update(paymentTransactions)
      .set({ allocatedAmount: sql`${paymentTransactions.allocatedAmount} + ${use.amountCents}` })
      .where(and(eq(paymentTransactions.id, use.sourceId), guard)),
    db.run(
      sql`${insertWhere(invoicePayments, { transactionId: use.sourceId, invoiceId: use.invoiceId, amount: use.amountCents }, guard)} on conflict (${sql.identifier(invoicePayments.transactionId.name)}, ${sql.identifier(invoicePayments.invoiceId.name)}) do update set ${sql.identifier(invoicePayments.amount.name)} = ${sql.identifier(invoicePayments.amount.name)} + excluded.${sql.identifier(invoicePayments.amount.name)}`,
    ),
  ]);
}
