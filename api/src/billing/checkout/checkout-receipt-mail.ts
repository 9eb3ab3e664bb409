// The receipt a checkout e-mails as it is written (record-checkout.ts, step 3): the plan as it will
// stand once the batch lands, each draft named by the number the batch gives it.
import { eq } from 'drizzle-orm';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { invoiceNumber as sequenceNumber } from 'shared-domain/billing/invoice-numbering';
import { tenderLabel } from 'shared-domain/billing/tender';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { clinicSettings } from '../../platform/db/schema';
import { patientInvoiceSummaries } from '../account/invoice-summaries';
import { loadPatient } from '../account/patient-account';
import { paymentReceiptEmail } from '../payments/payment-receipt-email';
import { cardLabels } from './card-labels';
import { allocationsByInvoice, type CheckoutPlan } from './checkout-plan';

/** The receipt of the plan, as it will stand once written (drafts numbered by the same batch). */
export async function checkoutReceiptMail(deps: AppDeps, plan: CheckoutPlan) {
  const clinic = await loadEmailClinic(deps.db);
  const [patient, summaries, cards] = await Promise.all([
    loadPatient(deps.db, plan.patientId),
    patientInvoiceSummaries(
      deps.db,
      plan.patientId,
      plan.invoices.map((invoice) => invoice.id),
    ),
    cardLabels(
      deps,
      plan.tenders.flatMap((tender) => (tender.paymentMethodId ? [tender.paymentMethodId] : [])),
    ),
  ]);
  const byInvoice = allocationsByInvoice(plan);
  const paid = plan.tenders.reduce((sum, tender) => sum + tender.amountCents + tender.roundingCents, 0);
  return paymentReceiptEmail({
    clinic,
    patientName: patient.name,
    amountCents: paid,
    tenders: plan.tenders.map((tender) => ({
      label: tender.paymentMethodId ? (cards.get(tender.paymentMethodId) ?? tenderLabel(tender.tender)) : tenderLabel(tender.tender),
      amountCents: tender.amountCents + tender.roundingCents,
    })),
    cashRoundingCents: plan.tenders.reduce((sum, tender) => sum + tender.roundingCents, 0),
    paidAt: new Date(plan.receivedAt),
    timeZone: clinic.timeZone,
    // A draft's number is given by the batch itself: the one the sequence gives next, in order.
    invoices: receiptInvoiceNumbers(plan, summaries, byInvoice),
    creditAppliedCents: plan.creditAppliedCents,
    creditKeptCents: plan.creditKeptCents,
    taxNumbers: clinic.taxRegistered ? { gst: clinic.gstNumber || null, qst: clinic.qstNumber || null } : undefined,
    paymentsUrl: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
  });
}

/** The invoices as the receipt names them: a draft by the number the batch gives it (the sequence, in order). */
function receiptInvoiceNumbers(
  plan: CheckoutPlan,
  summaries: readonly { id: string; number: string | null }[],
  byInvoice: Map<string, number>,
) {
  let next = plan.sequence.next;
  const numbers = new Map(
    plan.invoices.map((invoice) => {
      const number = summaries.find((summary) => summary.id === invoice.id)?.number;
      return [invoice.id, number ?? sequenceNumber(plan.sequence.prefix, next++)];
    }),
  );
  return plan.invoices.map((invoice) => ({
    number: numbers.get(invoice.id) ?? invoiceNumber(invoice.id),
    totalCents: byInvoice.get(invoice.id) ?? 0,
  }));
}

export async function invoiceSequence(deps: Pick<AppDeps, 'db'>) {
  const [row] = await deps.db
    .select({ prefix: clinicSettings.invoicePrefix, next: clinicSettings.invoiceNextNumber })
    .from(clinicSettings)
    .where(eq(clinicSettings.id, 1));
  return row ?? { prefix: 'F-', next: 1 };
}
