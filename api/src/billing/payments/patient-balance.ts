// What the patient owes (specification §3 "billing"): the invoices still unpaid or overdue, which
// the balance banner adds up and the pay-now dialog settles all at once.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { balanceDue, invoiceNumber } from 'shared-domain/invoice';
import type { InvoicePaymentStatus } from 'shared-domain/payment-status';
import type { AppDeps } from '../../deps';
import { invoices } from '../../platform/db/schema';

export const owedInvoiceStatuses = ['unpaid', 'overdue'] as const satisfies readonly InvoicePaymentStatus[];
export type OwedInvoiceStatus = (typeof owedInvoiceStatuses)[number];

const isOwed = (status: InvoicePaymentStatus): status is OwedInvoiceStatus => (owedInvoiceStatuses as readonly string[]).includes(status);

/** The patient's owed invoices, oldest first, with the balance they make. */
export async function patientBalance(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const rows = await deps.db
    .select({
      id: invoices.id,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      totalAmount: invoices.totalAmount,
      paymentStatus: invoices.paymentStatus,
    })
    .from(invoices)
    .where(and(eq(invoices.patientId, patientId), inArray(invoices.paymentStatus, owedInvoiceStatuses)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  const owed = rows.flatMap((row) => (isOwed(row.paymentStatus) ? [{ ...row, paymentStatus: row.paymentStatus }] : []));
  return {
    ...balanceDue(owed),
    invoices: owed.map((row) => ({
      id: row.id,
      number: invoiceNumber(row.id),
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      totalCents: row.totalAmount,
      status: row.paymentStatus,
    })),
  };
}

export type PatientBalance = Awaited<ReturnType<typeof patientBalance>>;
