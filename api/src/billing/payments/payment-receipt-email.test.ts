import { formatMoney } from 'shared-domain/format';
import { describe, expect, it } from 'vitest';
import { paymentReceiptEmail } from './payment-receipt-email';

const clinic = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  phone: '(514) 555-0142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
};

const paymentsUrl = 'https://clinique.example/patient-portal/paiements';

const receipt = (invoices: { number: string; totalCents: number }[], patientName = 'Julie Bouchard') =>
  paymentReceiptEmail({
    clinic,
    patientName,
    amountCents: invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
    card: { brand: 'Mastercard', lastFour: '4444' },
    // 23:30 in Montréal on 23 November is already the 24th in UTC: the clinic's date is written.
    paidAt: new Date('2026-11-24T04:30:00Z'),
    timeZone: 'America/Toronto',
    invoices,
    paymentsUrl,
  });

describe('paymentReceiptEmail', () => {
  it('gives the amount, card, clinic date and invoices the fr-CA way, in both parts, with the way to the payments tab', () => {
    const mail = receipt([
      { number: 'INV-1A2B3C4D', totalCents: 7500 },
      { number: 'INV-5E6F7A8B', totalCents: 13495 },
    ]);
    expect(mail.subject).toBe('Reçu de paiement – Clinique chiropratique Émilie Tremblay');
    expect(mail.text).toContain(
      [
        'Bonjour Julie Bouchard,',
        '',
        `Nous avons bien reçu votre paiement de ${formatMoney(20995)}. Merci! Voici votre reçu :`,
        '',
        `- Montant payé : ${formatMoney(20995)}`,
        '- Carte : Mastercard se terminant par 4444',
        '- Date : lundi 23 novembre 2026',
        `- Factures payées : INV-1A2B3C4D (${formatMoney(7500)}), INV-5E6F7A8B (${formatMoney(13495)})`,
      ].join('\n'),
    );
    expect(mail.text).toContain(paymentsUrl);
    expect(mail.html).toContain(`href="${paymentsUrl}"`);
    expect(mail.html).toContain('Mastercard se terminant par 4444');
    expect(mail.html).toContain('lundi 23 novembre 2026');
  });

  it('says "Facture payée" for a single invoice and escapes what it quotes', () => {
    const mail = receipt([{ number: 'INV-1A2B3C4D', totalCents: 7500 }], '<b>Julie</b>');
    expect(mail.text).toContain('- Facture payée : INV-1A2B3C4D');
    expect(mail.html).toContain('&lt;b&gt;Julie&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Julie</b>');
  });
});
