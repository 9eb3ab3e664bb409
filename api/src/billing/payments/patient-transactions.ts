// The patient's payment history (specification §2.11 transactions table, §4 status labels): newest
// first, ten a page, each with the invoices it settles so the page can open them.
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { type TransactionStatus, transactionStatusLabel } from 'shared-domain/billing/payment-transaction';
import type { AppDeps } from '../../deps';
import { invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import { encodeTransactionCursor, type TransactionCursor } from './transaction-cursor';

/** The spec shows the last ten; more come on demand. */
export const transactionPageSize = 10;

const transactionColumns = {
  id: paymentTransactions.id,
  createdAt: paymentTransactions.createdAt,
  description: paymentTransactions.description,
  amount: paymentTransactions.amount,
  status: paymentTransactions.status,
  transactionType: paymentTransactions.transactionType,
};

type TransactionRow = {
  id: string;
  createdAt: string;
  description: string | null;
  amount: number;
  status: TransactionStatus;
  transactionType: (typeof paymentTransactions.$inferSelect)['transactionType'];
};

/** The transactions, as the table and the pay-now answer show them, with their invoices. */
export async function describeTransactions(deps: Pick<AppDeps, 'db'>, patientId: string, rows: readonly TransactionRow[]) {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await deps.db
          .select({ transactionId: invoicePayments.transactionId, invoiceId: invoices.id, number: invoices.number })
          .from(invoicePayments)
          // The invoice's own patient too: a row can only ever name the patient's invoices, and this says so.
          .innerJoin(invoices, and(eq(invoices.id, invoicePayments.invoiceId), eq(invoices.patientId, patientId)))
          .where(inArray(invoicePayments.transactionId, ids))
          .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    description: row.description ?? '',
    // Money given back to the patient reads as such: a refund is negative.
    amountCents: row.transactionType === 'refund' ? -row.amount : row.amount,
    status: row.status,
    statusLabel: transactionStatusLabel(row.status),
    invoices: links
      .filter((link) => link.transactionId === row.id)
      // The clinic's number (« F-00042 ») the invoice carries; rows issued before the clinic's numbering had one made from their id.
      .map((link) => ({ id: link.invoiceId, number: link.number ?? invoiceNumber(link.invoiceId) })),
  }));
}

export type DescribedTransaction = Awaited<ReturnType<typeof describeTransactions>>[number];

/** One of the patient's transactions as the table shows it, or undefined. */
export async function patientTransaction(deps: Pick<AppDeps, 'db'>, patientId: string, transactionId: string) {
  const rows = await deps.db
    .select(transactionColumns)
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.id, transactionId)));
  return (await describeTransactions(deps, patientId, rows))[0];
}

/** A page of the patient's transactions, newest first, after `before` (the previous page's end). */
export async function listPatientTransactions(deps: Pick<AppDeps, 'db'>, patientId: string, before?: TransactionCursor) {
  const rows = await deps.db
    .select(transactionColumns)
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.patientId, patientId),
        before
          ? or(
              lt(paymentTransactions.createdAt, before.createdAt),
              and(eq(paymentTransactions.createdAt, before.createdAt), lt(paymentTransactions.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    // One more than a page says whether another follows.
    .limit(transactionPageSize + 1);
  const page = rows.slice(0, transactionPageSize);
  const last = page.at(-1);
  return {
    transactions: await describeTransactions(deps, patientId, page),
    nextCursor: rows.length > transactionPageSize && last ? encodeTransactionCursor(last) : null,
  };
}
