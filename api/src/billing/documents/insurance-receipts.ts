// The portal's insurance receipts: one per paid visit of the session's patient (the list says its
// number once the receipt was first printed), and its PDF, printed as the desk prints it
// (billing/insurance/print-receipt: the first print issues the number, later ones are duplicates).
import type { AppDeps } from '../../deps';
import { printReceipt } from '../insurance/print-receipt';
import { receiptFactsOfVisit } from '../insurance/receipt-facts';
import { listReceiptVisits } from '../insurance/receipt-list';

/** The Documents tab's receipts, newest visit first. */
export async function listInsuranceReceipts(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const visits = await listReceiptVisits(deps, { patientId });
  return visits.map((visit) => ({
    appointmentId: visit.appointmentId,
    /** Null until the receipt is first printed (its number is given then). */
    number: visit.number,
    visitDate: visit.serviceDate,
    service: visit.service,
    amountPaidCents: visit.amountPaidCents,
  }));
}

/** Whether a visit of the patient has a receipt to give (the desk offers « Reçu pour assurance »). */
export async function hasInsuranceReceipt(deps: Pick<AppDeps, 'db'>, patientId: string, appointmentId: string): Promise<boolean> {
  return (await listReceiptVisits(deps, { patientId, appointmentId })).length > 0;
}

/** The patient's own receipt of one visit, printed: another patient's visit is a 404, a visit without one a 409. */
export async function printPatientReceipt(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, appointmentId: string) {
  const facts = await receiptFactsOfVisit(deps, appointmentId, patientId);
  return printReceipt(deps, facts, { channel: 'portal', actor: { type: 'patient', id: patientId } });
}
