// What pending card payments hold on an invoice: a card charged but not yet recorded has claimed its
// share, so the desk may not take it again. Read when choosing the invoices and in the batch's guard.
import { type SQL, sql } from 'drizzle-orm';
import { invoicePayments, paymentTransactions } from '../../platform/db/schema';

/** The cents of `invoiceId` held by pending card payments, the checkout's own card aside. */
export function pendingClaimsSql(invoiceId: SQL | string, exceptTransactionId?: string): SQL {
  return sql`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} join ${paymentTransactions} on ${paymentTransactions.id} = ${invoicePayments.transactionId} where ${invoicePayments.invoiceId} = ${invoiceId} and ${paymentTransactions.status} = 'pending'${exceptTransactionId ? sql` and ${paymentTransactions.id} <> ${exceptTransactionId}` : sql``}), 0)`;
}
