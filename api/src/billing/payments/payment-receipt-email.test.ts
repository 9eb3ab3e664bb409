import { formatMoney } from 'shared-domain/platform/format';
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

describe('paymentReceiptEmail for a checkout at the desk', () => {
  it('lists each tender, the invoices with their numbers, the credit used and kept, and the tax numbers', () => {
    const mail = paymentReceiptEmail({
      clinic,
      patientName: 'Julie Bouchard',
      amountCents: 15000,
      tenders: [
        { label: 'Comptant', amountCents: 5000 },
        { label: 'Visa se terminant par 4242', amountCents: 10000 },
      ],
      paidAt: new Date('2026-11-18T15:00:00Z'),
      timeZone: 'America/Toronto',
      invoices: [{ number: 'F-00042', totalCents: 12000 }],
      creditAppliedCents: 1000,
      creditKeptCents: 4000,
      taxNumbers: { gst: '123456789 RT0001', qst: '1234567890 TQ0001' },
      paymentsUrl,
    });
    expect(mail.text).toContain(
      [
        `- Montant payé : ${formatMoney(15000)}`,
        `- Comptant : ${formatMoney(5000)}`,
        `- Visa se terminant par 4242 : ${formatMoney(10000)}`,
        '- Date : mercredi 18 novembre 2026',
        `- Facture payée : F-00042 (${formatMoney(12000)})`,
        `- Crédit au compte utilisé : ${formatMoney(1000)}`,
        `- Porté au crédit de votre compte : ${formatMoney(4000)}`,
        '- N° TPS : 123456789 RT0001',
        '- N° TVQ : 1234567890 TQ0001',
      ].join('\n'),
    );
    expect(mail.text).not.toContain('- Carte :');
  });

  it('says nothing of credit or taxes when there are none (a clinic not registered)', () => {
    const mail = paymentReceiptEmail({
      clinic,
      patientName: 'Julie Bouchard',
      amountCents: 5000,
      tenders: [{ label: 'Comptant', amountCents: 5000 }],
      paidAt: new Date('2026-11-18T15:00:00Z'),
      timeZone: 'America/Toronto',
      invoices: [],
      creditKeptCents: 5000,
      taxNumbers: { gst: null, qst: null },
      paymentsUrl,
    });
    expect(mail.text).not.toContain('Crédit au compte utilisé');
    expect(mail.text).toContain(`- Porté au crédit de votre compte : ${formatMoney(5000)}`);
    expect(mail.text).not.toContain('TPS');
    expect(mail.text).not.toContain('Facture');
  });
});
