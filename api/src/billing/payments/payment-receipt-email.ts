// The receipt e-mailed once a payment is made: at the portal (the balance or chosen invoices, by a
// saved card; a guardian's payment for her family, each person's part on its row) or at the desk's checkout (one or several tenders, account credit used or kept). How
// much, how, when, the invoices it paid with their numbers, the credit, and the clinic's GST/QST
// numbers when it is registered, with the way back to the portal's payments tab. Built on the
// appointment e-mails' layout so every message from the clinic looks and reads alike.
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface PaymentReceiptData {
  clinic: ClinicDetails;
  /** Who the greeting names. */
  patientName: string;
  /** What the patient paid (all tenders; credit used is not money paid). */
  amountCents: number;
  /** The saved card, when the payment was a single card payment (the portal's). */
  card?: { brand: string; lastFour: string };
  /** The desk's tenders, each with its label ('Comptant', 'Visa se terminant par 4242'). */
  tenders?: readonly { label: string; amountCents: number }[];
  /** The instant the payment was received, written as the clinic's calendar date. */
  paidAt: Date;
  timeZone: string;
  /** The invoices the payment settled, each with what was applied to it. */
  invoices: readonly { number: string; totalCents: number }[];
  /** A family's payment: each person's part (her invoices and what each received), instead of `invoices`. */
  people?: readonly { name: string; invoices: readonly { number: string; totalCents: number }[] }[];
  /** Account credit used to pay the invoices, and what was left over and kept as credit. */
  creditAppliedCents?: number;
  creditKeptCents?: number;
  /** Cash rounded to 5 cents: what the drawer took beyond what the cash paid (negative: short of it). */
  cashRoundingCents?: number;
  /** Printed when the clinic is registered for the taxes. */
  taxNumbers?: { gst: string | null; qst: string | null };
  /** The portal's payments tab. */
  paymentsUrl: string;
}

export const cashRoundingLabel = 'Arrondi du comptant au 0,05 $';

/** The details rows of the receipt, shared by the e-mail and the desk's PDF. */
export function paymentReceiptRows(data: Omit<PaymentReceiptData, 'clinic' | 'paymentsUrl'>): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [{ label: 'Montant payé', value: formatMoney(data.amountCents) }];
  if (data.card) rows.push({ label: 'Carte', value: `${data.card.brand} se terminant par ${data.card.lastFour}` });
  for (const tender of data.tenders ?? []) rows.push({ label: tender.label, value: formatMoney(tender.amountCents) });
  rows.push({ label: 'Date', value: formatDate(data.paidAt, data.timeZone) });
  const invoicesText = (invoices: readonly { number: string; totalCents: number }[]) =>
    invoices.map((invoice) => `${invoice.number} (${formatMoney(invoice.totalCents)})`).join(', ');
  if (data.invoices.length > 0) {
    rows.push({ label: data.invoices.length > 1 ? 'Factures payées' : 'Facture payée', value: invoicesText(data.invoices) });
  }
  for (const person of data.people ?? []) {
    const total = person.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0);
    rows.push({ label: `Pour ${person.name}`, value: `${formatMoney(total)} — ${invoicesText(person.invoices)}` });
  }
  if (data.creditAppliedCents) rows.push({ label: 'Crédit au compte utilisé', value: formatMoney(data.creditAppliedCents) });
  if (data.creditKeptCents) rows.push({ label: 'Porté au crédit de votre compte', value: formatMoney(data.creditKeptCents) });
  if (data.cashRoundingCents) rows.push({ label: cashRoundingLabel, value: formatMoney(data.cashRoundingCents) });
  if (data.taxNumbers?.gst) rows.push({ label: 'N° TPS', value: data.taxNumbers.gst });
  if (data.taxNumbers?.qst) rows.push({ label: 'N° TVQ', value: data.taxNumbers.qst });
  return rows;
}

/** The clinic's template `reçu_paiement`. */
export function paymentReceiptEmail(data: PaymentReceiptData): RenderedEmail {
  return templateEmail(data.clinic, 'reçu_paiement', {
    nom: data.patientName,
    montant: formatMoney(data.amountCents),
    détails: paymentReceiptRows(data),
    lien: data.paymentsUrl,
  });
}
