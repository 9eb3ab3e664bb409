// The receipt e-mailed once the portal balance is paid: how much, with which card, when, and the
// invoices it settled, with the way back to the portal's payments tab. Built on the appointment
// e-mails' layout so every message from the clinic looks and reads alike.
import { formatDate, formatMoney } from 'shared-domain/format';
import { button, type ClinicDetails, detailsEmail, linkLine, paragraph, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

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

export function paymentReceiptEmail(data: PaymentReceiptData): RenderedEmail {
  const { clinic } = data;
  const amount = formatMoney(data.amountCents);
  const subject = `Reçu de paiement – ${clinic.clinicName}`;
  const intro = `Nous avons bien reçu votre paiement de ${amount}. Merci! Voici votre reçu :`;
  const rows: [string, string][] = [
    ['Montant payé', amount],
    ['Carte', `${data.card.brand} se terminant par ${data.card.lastFour}`],
    ['Date', formatDate(data.paidAt, data.timeZone)],
    [
      data.invoices.length > 1 ? 'Factures payées' : 'Facture payée',
      data.invoices.map((invoice) => `${invoice.number} (${formatMoney(invoice.totalCents)})`).join(', '),
    ],
  ];
  const portal = 'Vos factures et vos reçus pour les assurances sont dans votre portail patient :';
  const keep = 'Conservez ce courriel comme preuve de paiement.';
  return detailsEmail(
    { clinic, subject, name: data.patientName, intro, rows },
    {
      text: [portal, data.paymentsUrl, '', keep],
      html: html`${paragraph(portal)}${button('Voir mes paiements', data.paymentsUrl)}${linkLine(
        'Ou copiez ce lien :',
        data.paymentsUrl,
      )}${paragraph(keep)}`,
    },
  );
}
