// « Nouvelle réclamation »: a claim to a payer for one or more visits of a patient, paid or not, each
// visit's invoice claimed for at most what it bills (its total less its credit notes). A SAAQ or
// CNESST claim belongs to one of the patient's cases of that payer. Written with its audit entry in
// one batch; the database refuses a claim above its invoice too (migration 0035).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { claimMessages, type NewClaim } from 'shared-domain/billing/insurance-claim';
import { issuedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import { formatMoney } from 'shared-domain/platform/format';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { insuranceCases, insuranceClaimInvoices, insuranceClaims, invoices, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal, notFound } from '../../platform/http/app-error';

export async function makeClaim(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, wanted: NewClaim): Promise<{ id: string }> {
  const { db } = deps;
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, wanted.patientId));
  if (!patient) throw notFound();
  if (wanted.caseId !== null) {
    const [found] = await db
      .select({ patientId: insuranceCases.patientId, payer: insuranceCases.payer })
      .from(insuranceCases)
      .where(eq(insuranceCases.id, wanted.caseId));
    if (!found || found.patientId !== wanted.patientId) throw fieldRefusal('caseId', claimMessages.caseOfOtherPatient);
    if (found.payer !== wanted.payer) throw fieldRefusal('caseId', claimMessages.caseOtherPayer);
  }
  const ids = wanted.invoices.map((invoice) => invoice.invoiceId);
  const found = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.totalAmount, credited: invoices.creditedAmount })
    .from(invoices)
    .where(
      and(inArray(invoices.id, ids), eq(invoices.patientId, wanted.patientId), inArray(invoices.paymentStatus, issuedInvoiceStatuses)),
    );
  for (const claimed of wanted.invoices) {
    const invoice = found.find((row) => row.id === claimed.invoiceId);
    if (!invoice) throw fieldRefusal('invoices', claimMessages.invoiceNotFound);
    const most = invoice.total - invoice.credited;
    if (claimed.amountCents > most) throw fieldRefusal('invoices', claimMessages.aboveInvoice(invoice.number ?? '', formatMoney(most)));
  }
  const today = await clinicToday(deps);
  const id = randomUUID();
  const claimedCents = wanted.invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0);
  await db.batch([
    db.insert(insuranceClaims).values({
      id,
      patientId: wanted.patientId,
      payer: wanted.payer,
      insurer: wanted.payer === 'insurer' ? wanted.insurer : null,
      caseId: wanted.payer === 'insurer' ? null : wanted.caseId,
      policyNumber: wanted.policyNumber,
      certificateNumber: wanted.certificateNumber,
      claimedAmount: claimedCents,
      status: 'to_submit',
      createdOn: today,
      statusOn: today,
      createdBy: staffId,
      ...timestamps(deps.clock),
    }),
    db
      .insert(insuranceClaimInvoices)
      .values(wanted.invoices.map((invoice) => ({ claimId: id, invoiceId: invoice.invoiceId, amount: invoice.amountCents }))),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'insurance_claim.created',
      entity: 'insurance_claims',
      entityId: id,
      details: { patientId: wanted.patientId, claimId: id, payer: wanted.payer, invoiceIds: ids, claimedCents },
    }),
  ]);
  return { id };
}
