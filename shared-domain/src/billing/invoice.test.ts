import { describe, expect, it } from 'vitest';
import { appointmentStatusLabel } from '../scheduling/appointment-status';
import {
  balanceDue,
  type InvoiceLine,
  invoiceDocument,
  invoiceNumber,
  invoiceStatusLabel,
  invoiceTotalRows,
  invoiceTotals,
  transactionPaidCents,
} from './invoice';
import { transactionStatusLabel } from './payment-transaction';

// Intl writes fr-CA amounts and percentages with a no-break space before the sign.
const nbsp = '\u00a0';

const care = (amountCents: number): InvoiceLine => ({
  description: 'Soins chiropratiques',
  date: '2026-11-23',
  amountCents,
  taxCode: 'exempt',
});
const product = (amountCents: number): InvoiceLine => ({
  description: 'Oreiller cervical',
  date: '2026-11-23',
  amountCents,
  taxCode: 'gst_qst',
});

describe('invoiceNumber', () => {
  it('take the first 8 characters of the id in uppercase', () => {
    expect(invoiceNumber('3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b')).toBe('INV-3F2A9C1E');
  });

  it('refuse an id too short to make a distinct number', () => {
    expect(() => invoiceNumber('abc')).toThrow(RangeError);
  });
});

describe('invoiceTotals', () => {
  it('charges no tax on chiropractic care', () => {
    expect(invoiceTotals([care(8500), care(6000)], 0)).toEqual({
      subtotal: 14500,
      gst: 0,
      qst: 0,
      tax: 0,
      total: 14500,
      credited: 0,
      creditNotes: [],
      paid: 0,
      balance: 14500,
    });
  });

  it('takes GST and QST out of a taxable price: 114,98 $ is 100,00 $ + 5,00 $ + 9,98 $', () => {
    // 11498 / 1.14975 = 10000.43; GST 500.02 → 500; QST 997.54 → 998.
    expect(invoiceTotals([product(11498)], 11498)).toEqual({
      subtotal: 10000,
      gst: 500,
      qst: 998,
      tax: 1498,
      total: 11498,
      credited: 0,
      creditNotes: [],
      paid: 11498,
      balance: 0,
    });
  });

  it('taxes only the taxable lines of a mixed invoice', () => {
    expect(invoiceTotals([care(8500), product(11498), care(6000)], 0)).toEqual({
      subtotal: 24500,
      gst: 500,
      qst: 998,
      tax: 1498,
      total: 25998,
      credited: 0,
      creditNotes: [],
      paid: 0,
      balance: 25998,
    });
  });

  it('rounds each tax to the cent and keeps subtotal + taxes = total', () => {
    // 10,00 $: exact subtotal 869.75; GST 43.49 → 43, QST 86.76 → 87, so the subtotal is 870.
    expect(invoiceTotals([product(1000)], 0)).toMatchObject({ subtotal: 870, gst: 43, qst: 87, total: 1000 });
    // One cent carries less than half a cent of either tax.
    expect(invoiceTotals([product(1)], 0)).toMatchObject({ subtotal: 1, gst: 0, qst: 0, tax: 0, total: 1 });
    // 7 cents: GST 0.30 → 0 but QST 0.61 → 1.
    expect(invoiceTotals([product(7)], 0)).toMatchObject({ subtotal: 6, gst: 0, qst: 1, tax: 1, total: 7 });
    for (let cents = 0; cents <= 5000; cents += 1) {
      const totals = invoiceTotals([product(cents)], 0);
      expect(totals.subtotal + totals.gst + totals.qst).toBe(cents);
      expect(Math.abs(totals.gst - (cents * 0.05) / 1.14975)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(totals.qst - (cents * 0.09975) / 1.14975)).toBeLessThanOrEqual(0.5);
    }
  });

  it('rounds the taxes once on the taxable sum, not line by line', () => {
    // Line by line two 10,00 $ items would give GST 43 + 43 = 86; on 20,00 $ it is 86.97 → 87.
    expect(invoiceTotals([product(1000), product(1000)], 0)).toMatchObject({
      subtotal: 1739,
      gst: 87,
      qst: 174,
      total: 2000,
    });
  });

  it('leaves the rest owed after a partial payment', () => {
    expect(invoiceTotals([care(8500), product(11498)], 5000)).toMatchObject({
      total: 19998,
      paid: 5000,
      balance: 14998,
    });
  });

  it('owes nothing after an overpayment, never a negative balance', () => {
    expect(invoiceTotals([care(8500)], 10000)).toMatchObject({ total: 8500, paid: 10000, balance: 0 });
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => invoiceTotals([care(85.5)], 0)).toThrow(RangeError);
    expect(() => invoiceTotals([product(-100)], 0)).toThrow(RangeError);
    expect(() => invoiceTotals([care(8500)], -1)).toThrow(RangeError);
    expect(() => invoiceTotals([care(8500)], Number.NaN)).toThrow(RangeError);
  });

  it('gives an empty invoice zero everywhere', () => {
    expect(invoiceTotals([], 0)).toEqual({
      subtotal: 0,
      gst: 0,
      qst: 0,
      tax: 0,
      total: 0,
      credited: 0,
      creditNotes: [],
      paid: 0,
      balance: 0,
    });
  });
});

describe('transactionPaidCents', () => {
  it('counts a completed transaction as paid and any other as owed (specification §9)', () => {
    expect(transactionPaidCents('completed', 8500)).toBe(8500);
    expect(transactionPaidCents('pending', 8500)).toBe(0);
    expect(transactionPaidCents('failed', 8500)).toBe(0);
    expect(transactionPaidCents('refunded', 8500)).toBe(0);
  });
});

describe('invoiceTotalRows', () => {
  it('prints GST, QST and the combined tax line with its percentage, in fr-CA money', () => {
    const totals = invoiceTotals([care(8500), product(11498)], 5000);
    expect(invoiceTotalRows(totals, true)).toEqual([
      { label: 'Sous-total', amount: `185,00${nbsp}$` },
      { label: `TPS (5${nbsp}%)`, amount: `5,00${nbsp}$` },
      { label: `TVQ (9,975${nbsp}%)`, amount: `9,98${nbsp}$` },
      { label: `Taxes (14,975${nbsp}%)`, amount: `14,98${nbsp}$` },
      { label: 'Total', amount: `199,98${nbsp}$` },
      { label: 'Payé', amount: `50,00${nbsp}$` },
      { label: 'Solde', amount: `149,98${nbsp}$` },
    ]);
  });

  it('names each credit note with its amount taken off, and the balance it leaves', () => {
    // Paid 100,00 $ in full, then 54,99 $ credited: the credit note freed what it took off the
    // payment (45,01 $ stays applied), so nothing is owed.
    const totals = invoiceTotals([care(10000)], 4501, { creditNotes: [{ number: 'NC-00003', amountCents: 5499 }], status: 'paid' });
    expect(totals).toMatchObject({ total: 10000, credited: 5499, paid: 4501, balance: 0 });
    expect(invoiceTotalRows(totals, false).slice(2)).toEqual([
      { label: 'Total', amount: `100,00${nbsp}$` },
      { label: 'Note de crédit NC-00003', amount: `-54,99${nbsp}$` },
      { label: 'Payé', amount: `45,01${nbsp}$` },
      { label: 'Solde', amount: `0,00${nbsp}$` },
    ]);
  });

  it('owes nothing on a wholly credited invoice or a waived fee', () => {
    const credited = invoiceTotals([care(7500)], 0, { creditNotes: [{ number: 'NC-00001', amountCents: 7500 }], status: 'credited' });
    expect(credited.balance).toBe(0);
    expect(invoiceTotals([care(4000)], 0, { status: 'waived' }).balance).toBe(0);
    expect(invoiceTotals([care(4000)], 0, { status: 'draft' }).balance).toBe(4000);
  });

  it('says an exempt invoice is exempt instead of printing rates', () => {
    const rows = invoiceTotalRows(invoiceTotals([care(8500)], 8500), false);
    expect(rows.map((row) => row.label)).toEqual(['Sous-total', 'Taxes (exonéré)', 'Total', 'Payé', 'Solde']);
    expect(rows[1]?.amount).toBe(`0,00${nbsp}$`);
  });
});

describe('invoiceDocument', () => {
  const input = {
    id: '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b',
    date: '2026-11-23',
    patient: {
      name: 'Julie Gagnon',
      email: 'julie@courriel.example',
      phone: '514 555-0142',
      address: '123, rue Principale, Montréal (Québec) H2X 1Y4',
    },
    lines: [care(8500), product(11498)],
    paidCents: 19998,
    tenders: ['cash', 'debit', 'cash'] as const,
    notes: '  Merci de votre visite.  ',
  };

  it("assembles the specification's invoice data", () => {
    const document = invoiceDocument(input);
    expect(document).toMatchObject({
      invoiceNumber: 'INV-3F2A9C1E',
      date: '2026-11-23',
      dueDate: '2026-11-23',
      patientName: 'Julie Gagnon',
      patientEmail: 'julie@courriel.example',
      patientPhone: '514 555-0142',
      patientAddress: '123, rue Principale, Montréal (Québec) H2X 1Y4',
      services: [care(8500), product(11498)],
      subtotal: 18500,
      gst: 500,
      qst: 998,
      tax: 1498,
      total: 19998,
      paid: 19998,
      balance: 0,
      hasTaxableLines: true,
      paymentMethod: 'Comptant, Débit Interac',
      notes: 'Merci de votre visite.',
    });
    expect(document.totalRows).toHaveLength(7);
  });

  it("prints the invoice row's own due date when it has payment terms", () => {
    expect(invoiceDocument({ ...input, dueDate: '2026-12-23' })).toMatchObject({ date: '2026-11-23', dueDate: '2026-12-23' });
  });

  it('prints no notes as empty and an exempt invoice as exempt', () => {
    const document = invoiceDocument({ ...input, lines: [care(8500)], paidCents: 0, tenders: [], notes: null });
    expect(document).toMatchObject({ notes: '', hasTaxableLines: false, tax: 0, balance: 8500, paymentMethod: '' });
    expect(document.totalRows.map((row) => row.label)).toContain('Taxes (exonéré)');
  });
});

describe('balanceDue', () => {
  it('adds the unpaid and the overdue invoices and ignores the others', () => {
    expect(
      balanceDue([
        { paymentStatus: 'unpaid', totalAmount: 8500 },
        { paymentStatus: 'overdue', totalAmount: 6000 },
        { paymentStatus: 'paid', totalAmount: 9000 },
        { paymentStatus: 'void', totalAmount: 7000 },
        { paymentStatus: 'unpaid', totalAmount: 11498 },
      ]),
    ).toEqual({ unpaidCents: 19998, overdueCents: 6000, totalCents: 25998 });
  });

  it('owes nothing without unpaid or overdue invoices', () => {
    expect(balanceDue([])).toEqual({ unpaidCents: 0, overdueCents: 0, totalCents: 0 });
    expect(balanceDue([{ paymentStatus: 'paid', totalAmount: 8500 }])).toEqual({
      unpaidCents: 0,
      overdueCents: 0,
      totalCents: 0,
    });
  });

  it('refuses a fraction of a cent', () => {
    expect(() => balanceDue([{ paymentStatus: 'unpaid', totalAmount: 0.5 }])).toThrow(RangeError);
  });
});

// The labels live beside their lists (appointment-status.ts, payment-transaction.ts); their tests
// are here because this groundwork was scoped to the invoice files.
describe('status labels (specification §4)', () => {
  it('names every appointment status and shows an unknown one raw', () => {
    expect(['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'rescheduled', 'toString'].map(appointmentStatusLabel)).toEqual([
      'En attente',
      'Confirmé',
      'Terminé',
      'Annulé',
      'Absent',
      'rescheduled',
      'toString',
    ]);
  });

  it('names every transaction status and shows an unknown one raw', () => {
    expect(['completed', 'pending', 'failed', 'refunded', 'disputed'].map(transactionStatusLabel)).toEqual([
      'Complété',
      'En attente',
      'Échoué',
      'Remboursé',
      'disputed',
    ]);
  });

  it('names every invoice status and shows an unknown one raw', () => {
    expect(['unpaid', 'overdue', 'paid', 'void', 'toString'].map(invoiceStatusLabel)).toEqual([
      'Impayée',
      'En retard',
      'Payée',
      'Annulée',
      'toString',
    ]);
  });
});
