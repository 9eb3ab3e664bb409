// The paid visits that have an insurance receipt, newest first: the visit's care invoice paid in
// full, the visit taken place, a care line on it (a fee or a product alone has none). With the
// receipt's number and date once issued, and how many times it was printed (more than once: a
// duplicate was made). « Assurances » filters them by period and patient; the portal lists hers.
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import {
  appointments,
  insuranceReceiptPrints,
  insuranceReceipts,
  invoiceLines,
  invoices,
  patients,
  serviceTypes,
} from '../../platform/db/schema';

export interface ReceiptVisitFilter {
  patientId?: string;
  appointmentId?: string;
  /** Service dates, inclusive: 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  /** At most this many, newest first. */
  limit?: number;
}

export async function listReceiptVisits(deps: Pick<AppDeps, 'db'>, filter: ReceiptVisitFilter) {
  const prints = deps.db
    .select({
      receiptId: insuranceReceiptPrints.receiptId,
      count: sql<number>`count(*)`.as('print_count'),
      lastOn: sql<string | null>`max(${insuranceReceiptPrints.printedOn})`.as('last_printed_on'),
    })
    .from(insuranceReceiptPrints)
    .groupBy(insuranceReceiptPrints.receiptId)
    .as('prints');
  const rows = await deps.db
    .select({
      appointmentId: appointments.id,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      serviceDate: appointments.scheduledDate,
      service: serviceTypes.name,
      amountPaidCents: sql<number>`${invoices.totalAmount} - ${invoices.creditedAmount}`,
      number: insuranceReceipts.number,
      issuedOn: insuranceReceipts.issuedOn,
      printCount: sql<number>`coalesce(${prints.count}, 0)`,
      lastPrintedOn: prints.lastOn,
    })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .leftJoin(insuranceReceipts, eq(insuranceReceipts.appointmentId, appointments.id))
    .leftJoin(prints, eq(prints.receiptId, insuranceReceipts.id))
    .where(
      and(
        eq(invoices.kind, 'visit'),
        eq(invoices.paymentStatus, 'paid'),
        eq(appointments.status, 'completed'),
        eq(appointments.patientId, invoices.patientId),
        sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id} and ${isNull(invoiceLines.productId)}
          and ${invoiceLines.amount} > ${invoiceLines.creditedAmount})`,
        filter.patientId === undefined ? undefined : eq(invoices.patientId, filter.patientId),
        filter.appointmentId === undefined ? undefined : eq(appointments.id, filter.appointmentId),
        filter.from === undefined ? undefined : gte(appointments.scheduledDate, filter.from),
        filter.to === undefined ? undefined : lte(appointments.scheduledDate, filter.to),
      ),
    )
    .orderBy(desc(appointments.scheduledDate), desc(appointments.scheduledTime))
    .limit(filter.limit ?? 500);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    patientName: `${firstName} ${lastName}`.trim(),
    service: row.service ?? '',
    serviceDate: row.serviceDate ?? '',
    printCount: Number(row.printCount),
  }));
}

export type ReceiptVisit = Awaited<ReturnType<typeof listReceiptVisits>>[number];
