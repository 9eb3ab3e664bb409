// The claims « Assurances » follows, newest first, each with the visits it covers (the invoice's
// number, the service and its date — never the visit's reason: a claim names the service only), what
// the payer paid on each, and what the patient owes of each once the payer has answered. A claim
// awaiting its payer more than 30 days is a follow-up to do (`followUpDueOn`, from the clinic's day).
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type ClaimPayer, type ClaimStatus, followUpDueOn } from 'shared-domain/billing/insurance-claim';
import type { AppDeps } from '../../deps';
import {
  appointments,
  insuranceCases,
  insuranceClaimInvoices,
  insuranceClaims,
  invoices,
  patients,
  serviceTypes,
} from '../../platform/db/schema';

export interface ClaimFilter {
  status?: ClaimStatus;
  payer?: ClaimPayer;
  patientId?: string;
  claimIds?: readonly string[];
  /** Only the claims whose follow-up is due on this clinic day. */
  followUpsOn?: string;
}

export const claimListLimit = 500;

/** The patient's share of an invoice once its payer has answered: what it still owes. */
const answered = new Set<ClaimStatus>(['paid', 'partially_paid', 'refused']);

export async function listClaims(deps: Pick<AppDeps, 'db'>, filter: ClaimFilter) {
  const { db } = deps;
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(insuranceClaims.status, filter.status) : undefined,
    filter.payer ? eq(insuranceClaims.payer, filter.payer) : undefined,
    filter.patientId ? eq(insuranceClaims.patientId, filter.patientId) : undefined,
    filter.claimIds ? inArray(insuranceClaims.id, [...filter.claimIds]) : undefined,
    filter.followUpsOn ? inArray(insuranceClaims.status, ['submitted', 'pending']) : undefined,
  ];
  const claims = await db
    .select({
      id: insuranceClaims.id,
      patientId: insuranceClaims.patientId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      payer: insuranceClaims.payer,
      insurer: insuranceClaims.insurer,
      caseId: insuranceClaims.caseId,
      caseClaimNumber: insuranceCases.claimNumber,
      prescriptionDate: insuranceCases.prescriptionDate,
      policyNumber: insuranceClaims.policyNumber,
      certificateNumber: insuranceClaims.certificateNumber,
      claimedCents: insuranceClaims.claimedAmount,
      paidCents: insuranceClaims.paidAmount,
      status: insuranceClaims.status,
      createdOn: insuranceClaims.createdOn,
      submittedOn: insuranceClaims.submittedOn,
      statusOn: insuranceClaims.statusOn,
      lastFollowUpOn: insuranceClaims.lastFollowUpOn,
      payerReference: insuranceClaims.payerReference,
    })
    .from(insuranceClaims)
    .innerJoin(patients, eq(patients.id, insuranceClaims.patientId))
    .leftJoin(insuranceCases, eq(insuranceCases.id, insuranceClaims.caseId))
    .where(and(...conditions))
    .orderBy(desc(insuranceClaims.createdOn), desc(insuranceClaims.createdAt))
    .limit(claimListLimit);
  const items =
    claims.length === 0
      ? []
      : await db
          .select({
            claimId: insuranceClaimInvoices.claimId,
            invoiceId: insuranceClaimInvoices.invoiceId,
            invoiceNumber: invoices.number,
            serviceDate: appointments.scheduledDate,
            issuedOn: invoices.issuedOn,
            service: serviceTypes.name,
            claimedCents: insuranceClaimInvoices.amount,
            paidCents: insuranceClaimInvoices.paidAmount,
            totalCents: invoices.totalAmount,
            creditedCents: invoices.creditedAmount,
            invoicePaidCents: invoices.paidAmount,
          })
          .from(insuranceClaimInvoices)
          .innerJoin(invoices, eq(invoices.id, insuranceClaimInvoices.invoiceId))
          .leftJoin(appointments, eq(appointments.id, invoices.appointmentId))
          .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
          .where(
            inArray(
              insuranceClaimInvoices.claimId,
              claims.map((claim) => claim.id),
            ),
          )
          .orderBy(appointments.scheduledDate, invoices.issuedOn);
  const rows = claims.map(({ firstName, lastName, caseClaimNumber, prescriptionDate, ...claim }) => {
    const visits = items
      .filter((item) => item.claimId === claim.id)
      .map((item) => ({
        invoiceId: item.invoiceId,
        invoiceNumber: item.invoiceNumber ?? '',
        serviceDate: item.serviceDate ?? item.issuedOn,
        service: item.service ?? '',
        claimedCents: item.claimedCents,
        paidCents: item.paidCents,
        owedCents: Math.max(0, item.totalCents - item.creditedCents - item.invoicePaidCents),
      }));
    return {
      ...claim,
      patientName: `${firstName} ${lastName}`.trim(),
      claimNumber: caseClaimNumber,
      prescriptionDate,
      visits,
      followUpDueOn: followUpDueOn(claim),
      patientOwesCents: answered.has(claim.status) ? visits.reduce((sum, visit) => sum + visit.owedCents, 0) : null,
    };
  });
  const { followUpsOn } = filter;
  return followUpsOn ? rows.filter((row) => row.followUpDueOn !== null && row.followUpDueOn <= followUpsOn) : rows;
}

export type ClaimRow = Awaited<ReturnType<typeof listClaims>>[number];
