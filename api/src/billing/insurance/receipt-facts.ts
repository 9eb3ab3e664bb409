// What a visit's insurance receipt is made of, read from the visit's invoice: its care lines (a
// service, « Remboursable ») and the items sold with them, the tenders that paid it, the patient with
// her plan member and payer, what a payer paid of it apart, the SAAQ or CNESST case it was claimed
// under, the clinic and its practitioner. A fee, a product sold alone, a visit not
// paid in full or that did not take place has no receipt: the refusal says why, in French (409).
import { and, asc, eq, sql } from 'drizzle-orm';
import { type InsuranceReceiptInput, insuranceReceiptRefusal, insuranceReceiptRefusals } from 'shared-domain/billing/insurance-receipt';
import type { Tender } from 'shared-domain/billing/tender';
import { errorCodes } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { loadClinicSettings } from '../../clinic/public';
import {
  appointments,
  insuranceCases,
  insuranceClaimInvoices,
  insuranceClaims,
  invoiceLines,
  invoicePayments,
  invoices,
  patientInsurance,
  patients,
  payerPaymentAllocations,
  paymentTransactions,
  serviceTypes,
} from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { type ClinicLetterhead, clinicLetterhead } from '../documents/letterhead';

/** Everything but the number, its date and the reprint's, which the issued receipt gives. */
export interface ReceiptFacts {
  appointmentId: string;
  invoiceId: string;
  patientId: string;
  patientEmail: string | null;
  receipt: Omit<InsuranceReceiptInput, 'number' | 'issuedOn' | 'reprintedOn'>;
  clinic: ClinicLetterhead;
  timeZone: string;
}

/** Which invoice of a visit answers for its receipt: its care's, else the fee billed for it. */
async function invoiceOfVisit(deps: Pick<AppDeps, 'db'>, appointmentId: string, patientId?: string): Promise<string> {
  const rows = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.appointmentId, appointmentId), patientId === undefined ? undefined : eq(invoices.patientId, patientId)))
    .orderBy(sql`case ${invoices.kind} when 'visit' then 0 else 1 end`, asc(invoices.issuedOn));
  // The portal says of another patient's visit what it says of an unknown one.
  if (!rows[0]) throw patientId === undefined ? notFound(insuranceReceiptRefusals.notFound) : notFound();
  return rows[0].id;
}

/** The receipt's facts for a visit (`patientId`: the portal's scope; another patient's visit is a 404). */
export async function receiptFactsOfVisit(deps: Pick<AppDeps, 'db'>, appointmentId: string, patientId?: string): Promise<ReceiptFacts> {
  return receiptFactsOfInvoice(deps, await invoiceOfVisit(deps, appointmentId, patientId));
}

export async function receiptFactsOfInvoice(deps: Pick<AppDeps, 'db'>, invoiceId: string): Promise<ReceiptFacts> {
  const { db } = deps;
  const [invoice] = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      status: invoices.paymentStatus,
      appointmentId: invoices.appointmentId,
      patientId: invoices.patientId,
      issuedOn: invoices.issuedOn,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      visitStatus: appointments.status,
      visitDate: appointments.scheduledDate,
      visitKind: serviceTypes.visitKind,
      planMemberName: patientInsurance.planMemberName,
      planMemberRelationship: patientInsurance.planMemberRelationship,
      payerName: patientInsurance.payerName,
    })
    .from(invoices)
    .innerJoin(patients, eq(patients.id, invoices.patientId))
    .leftJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .leftJoin(patientInsurance, eq(patientInsurance.patientId, invoices.patientId))
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound(insuranceReceiptRefusals.notFound);
  const lines = await db
    .select({
      description: invoiceLines.description,
      serviceDate: invoiceLines.serviceDate,
      amount: invoiceLines.amount,
      credited: invoiceLines.creditedAmount,
      taxCode: invoiceLines.taxCode,
      productId: invoiceLines.productId,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.lineOrder);
  // Care is what is not a product: the visit's service (and a free line the desk wrote for it).
  const kept = lines.map((line) => ({ ...line, amount: line.amount - line.credited })).filter((line) => line.amount > 0);
  const careCents = kept.filter((line) => line.productId === null).reduce((sum, line) => sum + line.amount, 0);
  const refusal = insuranceReceiptRefusal({
    invoiceKind: invoice.kind,
    invoiceStatus: invoice.status,
    visitStatus: invoice.visitStatus,
    careCents,
  });
  if (refusal || !invoice.appointmentId) throw new AppError(errorCodes.noInsuranceReceipt, refusal ?? insuranceReceiptRefusals.notFound);
  const paidBy = await db
    .select({ tender: paymentTransactions.tender, amount: invoicePayments.amount, byPayer: payerPaymentAllocations.transactionId })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .leftJoin(payerPaymentAllocations, eq(payerPaymentAllocations.transactionId, paymentTransactions.id))
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(paymentTransactions.status, 'completed')))
    .orderBy(paymentTransactions.createdAt);
  // A payer's payment (an insurer, the SAAQ, the CNESST) is another party's: apart from what she paid.
  const paidByOtherPartyCents = paidBy.filter((row) => row.byPayer !== null).reduce((sum, row) => sum + row.amount, 0);
  const [insuranceCase] = await db
    .select({ payer: insuranceCases.payer, claimNumber: insuranceCases.claimNumber, prescriptionDate: insuranceCases.prescriptionDate })
    .from(insuranceClaimInvoices)
    .innerJoin(insuranceClaims, eq(insuranceClaims.id, insuranceClaimInvoices.claimId))
    .innerJoin(insuranceCases, eq(insuranceCases.id, insuranceClaims.caseId))
    .where(eq(insuranceClaimInvoices.invoiceId, invoiceId))
    .orderBy(insuranceClaims.createdAt)
    .limit(1);
  const settings = await loadClinicSettings(db);
  const letterhead = clinicLetterhead(settings, { taxable: kept.some((line) => line.taxCode !== 'exempt') });
  return {
    appointmentId: invoice.appointmentId,
    invoiceId,
    patientId: invoice.patientId,
    patientEmail: invoice.email,
    clinic: letterhead,
    timeZone: settings.timeZone,
    receipt: {
      serviceDate: invoice.visitDate ?? kept[0]?.serviceDate ?? invoice.issuedOn,
      patientName: `${invoice.firstName} ${invoice.lastName}`.trim(),
      payerName: invoice.payerName,
      planMember:
        invoice.planMemberName && invoice.planMemberRelationship
          ? { name: invoice.planMemberName, relationship: invoice.planMemberRelationship }
          : null,
      visitKind: invoice.visitKind ?? 'follow_up',
      lines: kept.map((line) => ({
        description: line.description,
        amountCents: line.amount,
        taxCode: line.taxCode,
        care: line.productId === null,
      })),
      practitioner: {
        name: settings.practitionerName,
        title: settings.practitionerTitle,
        permitNumber: settings.practitionerLicenceNumber,
      },
      clinic: { name: settings.clinicName, addressLines: letterhead.addressLines, phone: letterhead.phone },
      // The portal's card payments carry no tender: they are the card on file.
      tenders: paidBy.filter((row) => row.byPayer === null).map((row): Tender => row.tender ?? 'card_on_file'),
      paidByOtherPartyCents,
      insuranceCase: insuranceCase ?? null,
    },
  };
}
