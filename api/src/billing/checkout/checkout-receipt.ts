// The receipt of a recorded checkout, for « Imprimer le reçu » (PDF) and « Renvoyer le reçu »
// (e-mail again): read back from the checkout's record and its payments, so the reprint says what
// the first receipt said.
import { and, eq } from 'drizzle-orm';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { tenderLabel } from 'shared-domain/billing/tender';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { invoices, paymentTransactions } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { loadPatient } from '../account/patient-account';
import { type PaymentReceiptData, paymentReceiptEmail } from '../payments/payment-receipt-email';
import { cardLabels } from './card-labels';
import { recordedCheckout } from './checkout-record';

export async function checkoutReceipt(deps: AppDeps, checkoutId: string) {
  const recorded = await recordedCheckout(deps, checkoutId);
  if (!recorded) throw notFound();
  const [clinic, patient, payments] = await Promise.all([
    loadEmailClinic(deps.db),
    loadPatient(deps.db, recorded.patientId),
    deps.db
      .select({
        id: paymentTransactions.id,
        tender: paymentTransactions.tender,
        amountCents: paymentTransactions.amount,
        roundingCents: paymentTransactions.cashRounding,
        paymentMethodId: paymentTransactions.paymentMethodId,
        receivedAt: paymentTransactions.receivedAt,
      })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.checkoutId, checkoutId), eq(paymentTransactions.status, 'completed')))
      .orderBy(paymentTransactions.idempotencyKey),
  ]);
  const cards = await cardLabels(
    deps,
    payments.flatMap((payment) => (payment.paymentMethodId ? [payment.paymentMethodId] : [])),
  );
  const invoiceRows = recorded.invoiceIds.length
    ? await Promise.all(
        recorded.invoiceIds.map(async (id) => {
          const [row] = await deps.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
          return { id, number: row?.number ?? invoiceNumber(id) };
        }),
      )
    : [];
  const data: PaymentReceiptData = {
    clinic,
    patientName: patient.name,
    // As handed over: a cash payment rounded to 5 cents with its rounding, shown on a line of its own.
    amountCents: payments.reduce((sum, payment) => sum + payment.amountCents + payment.roundingCents, 0),
    tenders: payments.map((payment) => ({
      label: (payment.paymentMethodId && cards.get(payment.paymentMethodId)) || tenderLabel(payment.tender ?? 'card_on_file'),
      amountCents: payment.amountCents + payment.roundingCents,
    })),
    cashRoundingCents: payments.reduce((sum, payment) => sum + payment.roundingCents, 0),
    paidAt: new Date(payments[0]?.receivedAt ?? recorded.recordedAt),
    timeZone: clinic.timeZone,
    invoices: invoiceRows.map((row, index) => ({ number: row.number, totalCents: recorded.appliedCents[index] ?? 0 })),
    creditAppliedCents: recorded.creditAppliedCents,
    creditKeptCents: recorded.creditKeptCents,
    taxNumbers: clinic.taxRegistered ? { gst: clinic.gstNumber || null, qst: clinic.qstNumber || null } : undefined,
    paymentsUrl: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
  };
  return { recorded, patient, clinic, data, mail: () => paymentReceiptEmail(data) };
}
