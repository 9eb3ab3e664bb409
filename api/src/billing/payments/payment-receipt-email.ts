// The receipt e-mailed once the portal balance is paid: how much, with which card, when, and the
// invoices it settled, with the way back to the portal's payments tab. Built on the appointment
// e-mails' layout so every message from the clinic looks and reads alike.
import { formatDate, formatMoney } from 'shared-domain/format';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface PaymentReceiptData {
  clinic: ClinicDetails;
  /** Who the greeting names. */
  patientName: string;
  amountCents: number;
  card: { brand: string; lastFour: string };
  /** The instant the charge went through, written as the clinic's calendar date. */
  paidAt: Date;
  timeZone: string;
  /** The invoices the payment settled, in the order the transaction lists them. */
  invoices: readonly { number: string; totalCents: number }[];
  /** The portal's payments tab. */
  paymentsUrl: string;
}

/** The clinic's template `reçu_paiement`. */
export function paymentReceiptEmail(data: PaymentReceiptData): RenderedEmail {
  const amount = formatMoney(data.amountCents);
  return templateEmail(data.clinic, 'reçu_paiement', {
    nom: data.patientName,
    montant: amount,
    détails: [
      { label: 'Montant payé', value: amount },
      { label: 'Carte', value: `${data.card.brand} se terminant par ${data.card.lastFour}` },
      { label: 'Date', value: formatDate(data.paidAt, data.timeZone) },
      {
        label: data.invoices.length > 1 ? 'Factures payées' : 'Facture payée',
        value: data.invoices.map((invoice) => `${invoice.number} (${formatMoney(invoice.totalCents)})`).join(', '),
      },
    ],
    lien: data.paymentsUrl,
  });
}
