// The visits of a patient a claim may cover: her visits' issued care invoices, paid or not, with the
// service and its date and what each bills (its total less its credit notes), newest first. A fee or
// a sale is not care, and a draft is not billed yet.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { issuedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { appointments, invoices, serviceTypes } from '../../platform/db/schema';

export async function listClaimableVisits(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const rows = await deps.db
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      serviceDate: appointments.scheduledDate,
      service: serviceTypes.name,
      billedCents: sql<number>`${invoices.totalAmount} - ${invoices.creditedAmount}`,
      owedCents: sql<number>`max(0, ${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount})`,
      paymentStatus: invoices.paymentStatus,
    })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(
      and(
        eq(invoices.patientId, patientId),
        eq(invoices.kind, 'visit'),
        inArray(invoices.paymentStatus, issuedInvoiceStatuses),
        sql`${invoices.totalAmount} - ${invoices.creditedAmount} > 0`,
      ),
    )
    .orderBy(desc(appointments.scheduledDate))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    invoiceNumber: row.invoiceNumber ?? '',
    serviceDate: row.serviceDate ?? '',
    service: row.service ?? '',
    billedCents: Number(row.billedCents),
    owedCents: Number(row.owedCents),
  }));
}
