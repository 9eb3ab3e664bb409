// The receipt against the list of fields an insurer's guidelines ask for, one by one.
import { describe, expect, it } from 'vitest';
import {
  beforePrescriptionLabel,
  duplicateText,
  type InsuranceReceiptInput,
  insuranceReceipt,
  insuranceReceiptNumber,
  insuranceReceiptRefusal,
  insuranceReceiptRefusals,
  insuranceReceiptRows,
  type ReceiptEligibility,
} from './insurance-receipt';

const nbsp = '\u00a0';

const visit: InsuranceReceiptInput = {
  number: 'R-00042',
  issuedOn: '2026-11-25',
  reprintedOn: null,
  serviceDate: '2026-11-23',
  patientName: 'Léa Gagnon',
  payerName: 'Julie Gagnon',
  planMember: { name: 'Julie Gagnon', relationship: 'child' },
  visitKind: 'first_visit',
  lines: [
    { description: 'Évaluation chiropratique', amountCents: 9500, taxCode: 'exempt', care: true },
    { description: 'Oreiller cervical', amountCents: 4599, taxCode: 'gst_qst', care: false },
  ],
  practitioner: { name: 'Dre Marie Tremblay', title: 'Chiropraticienne', permitNumber: 'OCQ 2417' },
  clinic: { name: 'Clinique Chiro Plateau', addressLines: ['4521, rue Saint-Denis', 'Montréal (QC) H2J 2L4'], phone: '514 555-0123' },
  tenders: ['debit', 'cash', 'debit'],
  paidByOtherPartyCents: 0,
};

describe('the insurance receipt', () => {
  it('holds every field of the guidelines', () => {
    const receipt = insuranceReceipt(visit);
    expect(receipt).toEqual({
      number: 'R-00042',
      insuranceCase: null,
      issuedOn: '2026-11-25',
      duplicate: null,
      serviceDate: '2026-11-23',
      patientName: 'Léa Gagnon',
      payerName: 'Julie Gagnon',
      planMember: { name: 'Julie Gagnon', relationship: 'enfant' },
      service: 'Évaluation chiropratique',
      visitKind: 'Évaluation initiale',
      lines: [
        { description: 'Évaluation chiropratique', amountCents: 9500, gstCents: 0, qstCents: 0, reimbursable: true },
        { description: 'Oreiller cervical', amountCents: 4599, gstCents: 200, qstCents: 399, reimbursable: false },
      ],
      practitionerName: 'Dre Marie Tremblay',
      designation: 'D.C., chiropraticienne',
      permitNumber: 'OCQ 2417',
      clinicName: 'Clinique Chiro Plateau',
      clinicAddress: '4521, rue Saint-Denis, Montréal (QC) H2J 2L4',
      clinicPhone: '514 555-0123',
      amountPaidCents: 14099,
      paymentMethods: ['Débit Interac', 'Comptant'],
      paidInFull: 'Payé en totalité — solde 0,00 $',
      paidByOtherPartyCents: 0,
    });
  });

  it('prints each field in order, « Remboursable » beside care only, prices with their taxes', () => {
    const rows = insuranceReceiptRows(insuranceReceipt(visit));
    expect(rows).toEqual([
      ['N° du reçu', 'R-00042'],
      ['Date du reçu', 'mercredi 25 novembre 2026'],
      ['Date du service', 'lundi 23 novembre 2026'],
      ['Patient', 'Léa Gagnon'],
      ['Payé par', 'Julie Gagnon'],
      ['Adhérent du régime', 'Julie Gagnon (enfant)'],
      ['Service', 'Évaluation chiropratique — Évaluation initiale'],
      ['Praticienne', 'Dre Marie Tremblay, D.C., chiropraticienne'],
      ['N° de permis OCQ', 'OCQ 2417'],
      ['Clinique', 'Clinique Chiro Plateau'],
      ['Adresse', '4521, rue Saint-Denis, Montréal (QC) H2J 2L4'],
      ['Téléphone', '514 555-0123'],
      ['Évaluation chiropratique', `95,00${nbsp}$ (exempté de taxes) — Remboursable`],
      ['Oreiller cervical', `45,99${nbsp}$ (TPS 2,00${nbsp}$, TVQ 3,99${nbsp}$ incluses)`],
      ['Montant payé', `140,99${nbsp}$`],
      ['Mode de paiement', 'Débit Interac, Comptant'],
      ['Solde', 'Payé en totalité — solde 0,00 $'],
    ]);
  });

  it('says « Suivi » for a follow-up, and leaves out the payer when the patient paid herself', () => {
    const receipt = insuranceReceipt({ ...visit, visitKind: 'follow_up', payerName: 'Léa Gagnon', planMember: null });
    expect(receipt.visitKind).toBe('Suivi');
    expect(receipt.payerName).toBeNull();
    const labels = insuranceReceiptRows(receipt).map(([label]) => label);
    expect(labels).not.toContain('Payé par');
    expect(labels).not.toContain('Adhérent du régime');
  });

  it('shows what a third party paid apart from what the patient paid', () => {
    const receipt = insuranceReceipt({ ...visit, paidByOtherPartyCents: 5000 });
    expect(receipt.amountPaidCents).toBe(9099);
    expect(insuranceReceiptRows(receipt)).toContainEqual(['Montant payé par un tiers', `50,00${nbsp}$`]);
  });

  it('marks a reprint DUPLICATA with its date, keeping the original number and date', () => {
    const receipt = insuranceReceipt({ ...visit, reprintedOn: '2026-12-02' });
    expect(receipt.number).toBe('R-00042');
    expect(duplicateText(receipt)).toBe(
      'DUPLICATA — réimprimé le mercredi 2 décembre 2026 ; original n° R-00042 du mercredi 25 novembre 2026',
    );
    expect(duplicateText(insuranceReceipt(visit))).toBeNull();
  });

  it('numbers receipts in their own sequence', () => {
    expect(insuranceReceiptNumber(1)).toBe('R-00001');
    expect(insuranceReceiptNumber(123456)).toBe('R-123456');
  });
});

describe('which visits have no receipt', () => {
  const paid: ReceiptEligibility = { invoiceKind: 'visit', invoiceStatus: 'paid', visitStatus: 'completed', careCents: 9500 };

  it('gives one for a visit that took place and is paid in full', () => {
    expect(insuranceReceiptRefusal(paid)).toBeNull();
  });

  it('refuses a no-show or late-cancellation fee, a product, an unpaid or partly paid visit', () => {
    expect(insuranceReceiptRefusal({ ...paid, invoiceKind: 'no_show_fee', visitStatus: 'no_show' })).toBe(insuranceReceiptRefusals.fee);
    expect(insuranceReceiptRefusal({ ...paid, invoiceKind: 'late_cancellation_fee', visitStatus: 'cancelled' })).toBe(
      insuranceReceiptRefusals.fee,
    );
    expect(insuranceReceiptRefusal({ ...paid, invoiceKind: 'sale', visitStatus: null })).toBe(insuranceReceiptRefusals.product);
    expect(insuranceReceiptRefusal({ ...paid, careCents: 0 })).toBe(insuranceReceiptRefusals.product);
    for (const invoiceStatus of ['draft', 'unpaid', 'partial', 'overdue', 'credited'] as const) {
      expect(insuranceReceiptRefusal({ ...paid, invoiceStatus })).toBe(insuranceReceiptRefusals.notPaid);
    }
    expect(insuranceReceiptRefusal({ ...paid, visitStatus: 'confirmed' })).toBe(insuranceReceiptRefusals.notTakenPlace);
  });
});

describe('a SAAQ or CNESST case’s receipt', () => {
  const saaq = { payer: 'saaq' as const, claimNumber: 'SAAQ-2026-448812', prescriptionDate: '2026-11-20' };

  it('prints the case’s claim number and prescription date, and flags care given before the prescription', () => {
    const rows = insuranceReceiptRows(insuranceReceipt({ ...visit, serviceDate: '2026-11-18', insuranceCase: saaq }));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['N° de réclamation SAAQ', 'SAAQ-2026-448812'],
        ['Date de la prescription', 'vendredi 20 novembre 2026'],
        ['Avant la prescription', beforePrescriptionLabel],
      ]),
    );
  });

  it('does not flag care on or after the prescription, nor print a case on a visit without one', () => {
    const onTheDay = insuranceReceiptRows(insuranceReceipt({ ...visit, serviceDate: '2026-11-20', insuranceCase: saaq }));
    expect(onTheDay).toContainEqual(['N° de réclamation SAAQ', 'SAAQ-2026-448812']);
    expect(onTheDay.map(([label]) => label)).not.toContain('Avant la prescription');
    expect(insuranceReceiptRows(insuranceReceipt(visit)).map(([label]) => label)).not.toContain('Date de la prescription');
  });
});
