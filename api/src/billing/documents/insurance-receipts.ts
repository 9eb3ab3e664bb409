// Insurance receipts: one per visit that took place and whose invoice is paid, with what a Quebec
// insurer asks for. The visit's amount is its own line on the paid invoice (an item sold the same
// day is not care an insurer reimburses). Scoped to the patient like every portal read.
import { and, eq } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type InsuranceReceipt, insuranceReceipt } from 'shared-domain/billing/invoice';
import type { AppDeps } from '../../deps';
import { loadClinicSettings } from '../../clinic/public';
import { appointments, invoiceLines, invoices, patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { type ClinicLetterhead, clinicAddressLines, clinicLetterhead } from './letterhead';

export interface PatientInsuranceReceipt extends InsuranceReceipt {
  appointmentId: string;
  /** The letterhead every money document prints. */
  clinic: ClinicLetterhead;
  /** The clinic's, to print the dates in. */
  timeZone: string;
}

async function patientReceipts(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, appointmentId?: string) {
  const rows = await deps.db
    .select({
      appointmentId: appointments.id,
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      status: appointments.status,
      serviceDate: invoiceLines.serviceDate,
      service: invoiceLines.description,
      amount: invoiceLines.amount,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(appointments, eq(appointments.id, invoiceLines.appointmentId))
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        eq(invoices.patientId, patientId),
        eq(appointments.patientId, patientId),
        // The invoice says whether the visit was paid: portal payments settle invoices, not appointments.
        eq(invoices.paymentStatus, 'paid'),
        appointmentId === undefined ? undefined : eq(appointments.id, appointmentId),
      ),
    );
  if (rows.length === 0) return [];
  const settings = await loadClinicSettings(deps.db);
  const issueDate = clinicDate(deps.clock.now(), settings.timeZone);
  const letterhead = clinicLetterhead(settings, { taxable: false });
  // A visit billed on more than one paid invoice (rare: a correction) is one receipt for their sum.
  const visits = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = visits.get(row.appointmentId);
    visits.set(row.appointmentId, seen ? { ...seen, amount: seen.amount + row.amount } : row);
  }
  const receipts: (PatientInsuranceReceipt & { sortKey: string })[] = [];
  for (const visit of visits.values()) {
    const receipt = insuranceReceipt({
      visit: {
        id: visit.appointmentId,
        date: visit.scheduledDate ?? visit.serviceDate,
        service: visit.service,
        status: visit.status,
        paymentStatus: 'paid',
        amountPaidCents: visit.amount,
      },
      practitioner: { name: settings.practitionerName, licenceNumber: settings.practitionerLicenceNumber ?? '' },
      clinic: { name: settings.clinicName, address: clinicAddressLines(settings).join(', ') },
      patientName: `${visit.firstName} ${visit.lastName}`.trim(),
      issueDate,
    });
    if (!receipt) continue;
    receipts.push({
      ...receipt,
      appointmentId: visit.appointmentId,
      clinic: letterhead,
      timeZone: settings.timeZone,
      sortKey: `${receipt.visitDate} ${visit.scheduledTime ?? ''}`,
    });
  }
  return receipts.sort((a, b) => b.sortKey.localeCompare(a.sortKey)).map(({ sortKey: _sortKey, ...receipt }) => receipt);
}

/** The Documents tab's receipts, newest visit first. */
export async function listInsuranceReceipts(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string) {
  const receipts = await patientReceipts(deps, patientId);
  return receipts.map((receipt) => ({
    appointmentId: receipt.appointmentId,
    number: receipt.receiptNumber,
    visitDate: receipt.visitDate,
    service: receipt.service,
    amountPaidCents: receipt.amountPaidCents,
    practitionerName: receipt.practitionerName,
    licenceNumber: receipt.licenceNumber,
  }));
}

/** Whether a visit of the patient has a receipt to give (the desk offers « Reçu pour assurance »). */
export async function hasInsuranceReceipt(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, appointmentId: string): Promise<boolean> {
  return (await patientReceipts(deps, patientId, appointmentId)).length > 0;
}

/** The receipt of one visit; 404 when it is another patient's, not completed or not paid. */
export async function loadInsuranceReceipt(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  patientId: string,
  appointmentId: string,
  notFoundMessage?: string,
): Promise<PatientInsuranceReceipt> {
  const [receipt] = await patientReceipts(deps, patientId, appointmentId);
  if (!receipt) throw notFound(notFoundMessage);
  return receipt;
}
