import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice';
import {
  accountBalanceCents,
  allocatePayment,
  invoiceOpenCents,
  issuedInvoiceStatus,
  lineCreditableCents,
  paymentRefundableCents,
  paymentsFreedByCredit,
} from './invoice-ledger';

const cents = (max = 1_000_000) => fc.integer({ min: 0, max });
const line = fc.record({
  description: fc.constantFrom('Suivi chiropratique', 'Oreiller cervical', 'Rapport médico-légal'),
  date: fc.constant('2026-11-20'),
  amountCents: cents(),
  taxCode: fc.constantFrom<'exempt' | 'gst_qst'>('exempt', 'gst_qst'),
});

describe('an invoice’s lines and taxes', () => {
  it('add up to the cent for any lines: subtotal + GST + QST = total = the lines’ sum', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = invoiceTotals(lines, 0);
        const sum = lines.reduce((total, each) => total + each.amountCents, 0);
        expect(totals.total).toBe(sum);
        expect(totals.subtotal + totals.gst + totals.qst).toBe(sum);
        expect(totals.tax).toBe(totals.gst + totals.qst);
        // Taxes come only out of taxable lines, and never exceed them.
        const taxable = lines.filter((each) => each.taxCode === 'gst_qst').reduce((total, each) => total + each.amountCents, 0);
        expect(totals.tax).toBeLessThanOrEqual(taxable);
        if (taxable === 0) expect(totals.tax).toBe(0);
      }),
    );
  });

  it('takes 5 % and 9,975 % out of a taxable price (the specification’s 1,14975)', () => {
    const totals = invoiceTotals([{ description: 'Oreiller cervical', date: '2026-11-20', amountCents: 3449, taxCode: 'gst_qst' }], 0);
    expect(totals).toMatchObject({ subtotal: 3000, gst: 150, qst: 299, total: 3449 });
  });
});

describe('credit notes', () => {
  it('never take more off a line than it bills, whatever the sequence of partial credits', () => {
    fc.assert(
      fc.property(cents(), fc.array(cents(), { maxLength: 10 }), (amountCents, asked) => {
        let creditedCents = 0;
        for (const wanted of asked) {
          // The desk may credit up to what is left; anything above is refused (BILL_004).
          const allowed = Math.min(wanted, lineCreditableCents({ amountCents, creditedCents }));
          creditedCents += allowed;
          expect(lineCreditableCents({ amountCents, creditedCents })).toBe(amountCents - creditedCents);
        }
        expect(creditedCents).toBeLessThanOrEqual(amountCents);
      }),
    );
  });

  it('free exactly what was paid above the invoice’s new total, as the patient’s credit', () => {
    fc.assert(
      fc.property(cents(), cents(), cents(), (totalCents, creditedRaw, paidRaw) => {
        const creditedCents = Math.min(creditedRaw, totalCents);
        const paidCents = Math.min(paidRaw, totalCents);
        const freed = paymentsFreedByCredit({ totalCents, creditedCents, paidCents });
        // Once freed, what stays applied fits the invoice, and nothing is owed twice.
        expect(paidCents - freed).toBeLessThanOrEqual(totalCents - creditedCents);
        expect(freed).toBe(Math.max(0, paidCents - (totalCents - creditedCents)));
        expect(invoiceOpenCents({ totalCents, creditedCents, paidCents: paidCents - freed })).toBe(
          totalCents - creditedCents - (paidCents - freed),
        );
      }),
    );
  });
});

describe('allocating a payment', () => {
  it('never applies more than an invoice owes, and what it applies plus the credit is the payment', () => {
    fc.assert(
      fc.property(fc.array(cents(), { maxLength: 20 }), cents(5_000_000), (open, amountCents) => {
        const invoices = open.map((openCents, index) => ({ id: `f-${index}`, openCents }));
        const { allocations, creditCents } = allocatePayment(invoices, amountCents);
        const applied = allocations.reduce((total, each) => total + each.amountCents, 0);
        expect(applied + creditCents).toBe(amountCents);
        for (const allocation of allocations) {
          const invoice = invoices.find((each) => each.id === allocation.invoiceId);
          expect(allocation.amountCents).toBeGreaterThan(0);
          expect(allocation.amountCents).toBeLessThanOrEqual(invoice?.openCents ?? 0);
        }
        // Credit is kept only once every invoice is paid.
        const owed = open.reduce((total, each) => total + each, 0);
        expect(creditCents).toBe(Math.max(0, amountCents - owed));
      }),
    );
  });

  it('pays the oldest first', () => {
    expect(
      allocatePayment(
        [
          { id: 'ancienne', openCents: 6500 },
          { id: 'récente', openCents: 3449 },
        ],
        8000,
      ),
    ).toEqual({
      allocations: [
        { invoiceId: 'ancienne', amountCents: 6500 },
        { invoiceId: 'récente', amountCents: 1500 },
      ],
      creditCents: 0,
    });
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => allocatePayment([], -1)).toThrow(RangeError);
    expect(() => allocatePayment([], 12.5)).toThrow(RangeError);
  });
});

describe('refunds', () => {
  it('never return more than a payment brought and is not applied to an invoice', () => {
    fc.assert(
      fc.property(cents(), cents(), fc.array(cents(), { maxLength: 8 }), (amountCents, allocatedRaw, asked) => {
        const allocatedCents = Math.min(allocatedRaw, amountCents);
        let refundedCents = 0;
        for (const wanted of asked) {
          refundedCents += Math.min(wanted, paymentRefundableCents({ amountCents, allocatedCents, refundedCents }));
        }
        expect(refundedCents + allocatedCents).toBeLessThanOrEqual(amountCents);
        expect(paymentRefundableCents({ amountCents, allocatedCents, refundedCents })).toBe(amountCents - allocatedCents - refundedCents);
      }),
    );
  });
});

describe('the patient’s balance', () => {
  type Operation =
    | { kind: 'invoice'; cents: number }
    | { kind: 'payment'; cents: number }
    | { kind: 'credit_note'; share: number }
    | { kind: 'refund'; share: number };

  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ kind: fc.constant('invoice' as const), cents: cents(50_000) }),
    fc.record({ kind: fc.constant('payment' as const), cents: cents(50_000) }),
    fc.record({ kind: fc.constant('credit_note' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
    fc.record({ kind: fc.constant('refund' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  );

  it('equals invoices − credit notes − payments + refunds for any sequence, owed and credit never negative', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        // The desk's ledger, operation by operation, with the rules above (oldest invoice first).
        const invoices: { id: string; totalCents: number; creditedCents: number; paidCents: number }[] = [];
        let creditCents = 0;
        const ledger = { invoicedCents: 0, creditNotesCents: 0, paymentsCents: 0, refundsCents: 0 };
        const applyCredit = () => {
          const open = invoices.map((each) => ({ id: each.id, openCents: invoiceOpenCents(each) }));
          const { allocations, creditCents: left } = allocatePayment(open, creditCents);
          for (const allocation of allocations) {
            const invoice = invoices.find((each) => each.id === allocation.invoiceId);
            if (invoice) invoice.paidCents += allocation.amountCents;
          }
          creditCents = left;
        };
        for (const step of operations) {
          if (step.kind === 'invoice') {
            invoices.push({ id: `F-${invoices.length + 1}`, totalCents: step.cents, creditedCents: 0, paidCents: 0 });
            ledger.invoicedCents += step.cents;
          } else if (step.kind === 'payment') {
            creditCents += step.cents;
            ledger.paymentsCents += step.cents;
          } else if (step.kind === 'credit_note') {
            const invoice = invoices.at(-1);
            if (!invoice) continue;
            const amount = Math.floor(
              lineCreditableCents({ amountCents: invoice.totalCents, creditedCents: invoice.creditedCents }) * step.share,
            );
            invoice.creditedCents += amount;
            const freed = paymentsFreedByCredit(invoice);
            invoice.paidCents -= freed;
            creditCents += freed;
            ledger.creditNotesCents += amount;
          } else {
            const amount = Math.floor(creditCents * step.share);
            creditCents -= amount;
            ledger.refundsCents += amount;
          }
          applyCredit();
          const owedCents = invoices.reduce((total, each) => total + invoiceOpenCents(each), 0);
          expect(owedCents).toBeGreaterThanOrEqual(0);
          expect(creditCents).toBeGreaterThanOrEqual(0);
          // Credit is never left beside an owed invoice once applied.
          expect(owedCents > 0 && creditCents > 0).toBe(false);
          expect(owedCents - creditCents).toBe(accountBalanceCents(ledger));
        }
      }),
    );
  });
});

describe('an issued invoice’s status', () => {
  const today = '2026-11-26';
  it('follows its amounts and due date', () => {
    const status = (paidCents: number, creditedCents: number, dueOn = today) =>
      issuedInvoiceStatus({ totalCents: 10_000, creditedCents, paidCents, dueOn }, today);
    expect(status(0, 0)).toBe('unpaid');
    expect(status(2500, 0)).toBe('partial');
    expect(status(2500, 0, '2026-11-25')).toBe('overdue');
    expect(status(10_000, 0, '2026-11-01')).toBe('paid');
    expect(status(6000, 4000)).toBe('paid');
    expect(status(0, 10_000)).toBe('credited');
  });

  it('is paid or credited exactly when nothing is owed', () => {
    fc.assert(
      fc.property(cents(), cents(), cents(), fc.boolean(), (totalCents, creditedRaw, paidRaw, late) => {
        const creditedCents = Math.min(creditedRaw, totalCents);
        const paidCents = Math.min(paidRaw, totalCents - creditedCents);
        const status = issuedInvoiceStatus({ totalCents, creditedCents, paidCents, dueOn: late ? '2026-11-01' : today }, today);
        const owed = invoiceOpenCents({ totalCents, creditedCents, paidCents }) > 0;
        expect(['unpaid', 'partial', 'overdue'].includes(status)).toBe(owed);
      }),
    );
  });
});
