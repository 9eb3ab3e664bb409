// What pending card payments hold on an invoice: a card charged but not yet recorded has claimed its
// share, and the account credit it will apply with the charge (`credit_holds`), so the desk may not
// take either again. Read when choosing the invoices and in the batch's guard.
import { type SQL, sql } from 'drizzle-orm';
import { creditHolds, invoicePayments, paymentTransactions } from '../../platform/db/schema';

/** The cents of `invoiceId` held by pending card payments (claims and credit held), the checkout's own card aside. */
export function pendingClaimsSql(invoiceId: SQL | string, exceptTransactionId?: string): SQL {
  const except = exceptTransactionId ? sql` and ${paymentTransactions.id} <> ${exceptTransactionId}` : sql``;
  const claims = sql`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} join ${paymentTransactions} on ${paymentTransactions.id} = ${invoicePayments.transactionId} where ${invoicePayments.invoiceId} = ${invoiceId} and ${paymentTransactions.status} = 'pending'${except}), 0)`;
  const held = sql`coalesce((select sum(${creditHolds.amount}) from ${creditHolds} join ${paymentTransactions} on ${paymentTransactions.id} = ${creditHolds.transactionId} where ${creditHolds.invoiceId} = ${invoiceId} and ${paymentTransactions.status} = 'pending'${except}), 0)`;
  return sql`(${claims} + ${held})`;
}
