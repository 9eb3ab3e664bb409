import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../platform/clinic-time';
import { accountBalanceCents } from './invoice-ledger';
import { agedAccount, creditFromLedger, isReceivable, receivableBucketOf, receivableBuckets } from './receivables';

const asOf = '2026-11-18';
const invoiceOnOrBefore = fc.record({
  ageDays: fc.integer({ min: 0, max: 800 }),
  openCents: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('the age buckets', () => {
  it('cut at 30, 60 and 90 days, both ends inside', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(receivableBucketOf)).toEqual([
      'current',
      'current',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
      'over90',
    ]);
  });

  it('refuse an invoice issued after the report’s date or a made-up age', () => {
    expect(() => receivableBucketOf(-1)).toThrow(RangeError);
    expect(() => receivableBucketOf(1.5)).toThrow(RangeError);
    expect(() => agedAccount([{ issuedOn: '2026-11-19', openCents: 100 }], 0, asOf)).toThrow(RangeError);
  });
});

describe('a patient’s aged account', () => {
  it('puts each invoice in its bucket, nets the credit and names the oldest invoice owed', () => {
    const account = agedAccount(
      [
        { issuedOn: '2026-11-10', openCents: 8500 },
        { issuedOn: '2026-09-01', openCents: 3000 },
        { issuedOn: '2026-07-01', openCents: 0 },
        { issuedOn: '2026-06-01', openCents: 12_000 },
      ],
      2000,
      asOf,
    );
    expect(account).toEqual({
      buckets: { current: 8500, days31to60: 0, days61to90: 3000, over90: 12_000 },
      owedCents: 23_500,
      creditCents: 2000,
      balanceCents: 21_500,
      oldestIssuedOn: '2026-06-01',
    });
  });

  it('lists a patient with only credit, with a negative balance', () => {
    const account = agedAccount([], 4500, asOf);
    expect(account).toMatchObject({ owedCents: 0, creditCents: 4500, balanceCents: -4500, oldestIssuedOn: null });
    expect(isReceivable(account)).toBe(true);
    expect(isReceivable(agedAccount([{ issuedOn: asOf, openCents: 0 }], 0, asOf))).toBe(false);
  });

  it('has buckets that add up to what is owed and a balance of owed less credit, for any invoices', () => {
    fc.assert(
      fc.property(fc.array(invoiceOnOrBefore, { maxLength: 30 }), fc.integer({ min: 0, max: 10_000_000 }), (invoices, credit) => {
        const account = agedAccount(
          invoices.map((invoice) => ({ issuedOn: addDays(asOf, -invoice.ageDays), openCents: invoice.openCents })),
          credit,
          asOf,
        );
        const open = invoices.reduce((sum, invoice) => sum + invoice.openCents, 0);
        expect(receivableBuckets.reduce((sum, bucket) => sum + account.buckets[bucket], 0)).toBe(account.owedCents);
        expect(account.owedCents).toBe(open);
        expect(account.balanceCents).toBe(open - credit);
        for (const bucket of receivableBuckets) expect(account.buckets[bucket]).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('moves an invoice only towards older buckets as the report’s date moves later', () => {
    fc.assert(
      fc.property(invoiceOnOrBefore, fc.integer({ min: 0, max: 400 }), (invoice, later) => {
        const issuedOn = addDays(asOf, -invoice.ageDays);
        const before = receivableBuckets.indexOf(receivableBucketOf(daysBetween(issuedOn, asOf)));
        const after = receivableBuckets.indexOf(receivableBucketOf(daysBetween(issuedOn, addDays(asOf, later))));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('the credit read from the ledger', () => {
  it('is what the patient paid beyond the open invoices, for any sequence of operations', () => {
    // Invoices, each paid in part; then extra payments (credit) and refunds of that credit.
    const scenario = fc.record({
      invoices: fc.array(
        fc.record({
          total: fc.integer({ min: 0, max: 100_000 }),
          creditedShare: fc.double({ min: 0, max: 1, noNaN: true }),
          paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        { maxLength: 12 },
      ),
      extraPaid: fc.integer({ min: 0, max: 100_000 }),
      refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(scenario, ({ invoices, extraPaid, refundedShare }) => {
        const rows = invoices.map(({ total, creditedShare, paidShare }) => {
          const credited = Math.floor(total * creditedShare);
          const paid = Math.floor((total - credited) * paidShare);
          return { total, credited, paid, open: total - credited - paid };
        });
        const refunded = Math.floor(extraPaid * refundedShare);
        const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
        const balance = accountBalanceCents({
          invoicedCents: sum((row) => row.total),
          creditNotesCents: sum((row) => row.credited),
          paymentsCents: sum((row) => row.paid) + extraPaid,
          refundsCents: refunded,
        });
        const owed = sum((row) => row.open);
        const credit = creditFromLedger(owed, balance);
        expect(credit).toBe(extraPaid - refunded);
        expect(agedAccount([{ issuedOn: asOf, openCents: owed }], credit, asOf).balanceCents).toBe(balance);
      }),
    );
  });

  it('is never negative', () => {
    expect(creditFromLedger(1000, 1500)).toBe(0);
  });
});
