import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicClock } from '../analytics/instant-days';
import { addDays, daysBetween } from '../platform/clinic-time';
import {
  ageingDate,
  apportionCents,
  bucketTotals,
  comparedCents,
  comparedRows,
  dailySales,
  defaultGrain,
  financialListQuerySchema,
  rangeTotal,
  reportBuckets,
  reportGrains,
  type SalesLedger,
} from './financial-report';

const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => addDays('2024-01-01', offset));
const range = fc.tuple(day, fc.integer({ min: 0, max: 400 })).map(([from, length]) => ({ from, to: addDays(from, length) }));

describe('the buckets of the sales by period', () => {
  it('cover the period day after day, without a gap or an overlap, whatever the grain', () => {
    fc.assert(
      fc.property(range, fc.constantFrom(...reportGrains), (period, grain) => {
        const buckets = reportBuckets(period, grain);
        expect(buckets[0]?.from).toBe(period.from);
        expect(buckets.at(-1)?.to).toBe(period.to);
        buckets.forEach((bucket, index) => {
          expect(bucket.to >= bucket.from).toBe(true);
          if (index > 0) expect(bucket.from).toBe(addDays(buckets[index - 1]!.to, 1));
        });
      }),
    );
  });

  it('add up to the period’s total, to the cent', () => {
    fc.assert(
      fc.property(
        range,
        fc.constantFrom(...reportGrains),
        fc.array(fc.record({ offset: fc.integer({ min: -30, max: 430 }), cents: fc.integer({ min: -50_000, max: 500_000 }) }), {
          maxLength: 60,
        }),
        (period, grain, entries) => {
          const amounts = entries.map((entry) => ({ date: addDays(period.from, entry.offset), cents: entry.cents }));
          const totals = bucketTotals(reportBuckets(period, grain), amounts);
          expect(totals.reduce((sum, cents) => sum + cents, 0)).toBe(rangeTotal(period, amounts));
        },
      ),
    );
  });

  it('cut weeks at Monday and months at the calendar, clipped to the period', () => {
    expect(reportBuckets({ from: '2026-11-12', to: '2026-11-25' }, 'week').map((b) => [b.from, b.to])).toEqual([
      ['2026-11-12', '2026-11-15'],
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-25'],
    ]);
    expect(reportBuckets({ from: '2026-01-01', to: '2026-12-31' }, 'month').map((b) => b.label)).toEqual([
      'janv. 2026',
      'févr. 2026',
      'mars 2026',
      'avr. 2026',
      'mai 2026',
      'juin 2026',
      'juill. 2026',
      'août 2026',
      'sept. 2026',
      'oct. 2026',
      'nov. 2026',
      'déc. 2026',
    ]);
    expect(defaultGrain({ from: '2026-11-01', to: '2026-11-30' })).toBe('day');
    expect(defaultGrain({ from: '2026-10-01', to: '2026-12-31' })).toBe('week');
    expect(defaultGrain({ from: '2026-01-01', to: '2026-12-31' })).toBe('month');
  });

  it('keep a daylight-saving day whole: a payment at 23:30 that evening counts on that day', () => {
    // 8 March 2026: Toronto springs forward at 2:00; the day has 23 hours. 23:30 EDT is 03:30 UTC the next day.
    const week = reportBuckets({ from: '2026-03-02', to: '2026-03-08' }, 'day');
    expect(week).toHaveLength(7);
    const clock = clinicClock('America/Toronto');
    const lateEvening = clock.dayOf('2026-03-09T03:30:00.000Z');
    const earlyMorning = clock.dayOf('2026-03-08T06:30:00.000Z');
    expect([lateEvening, earlyMorning]).toEqual(['2026-03-08', '2026-03-08']);
    const totals = bucketTotals(week, [
      { date: lateEvening, cents: 8500 },
      { date: earlyMorning, cents: 1500 },
    ]);
    expect(totals.at(-1)).toBe(10_000);
    // 1 November 2026: back to standard time, a 25-hour day, still one bucket.
    expect(reportBuckets({ from: '2026-10-26', to: '2026-11-01' }, 'week')).toHaveLength(1);
    expect(clock.dayOf('2026-11-02T04:59:00.000Z')).toBe('2026-11-01');
  });
});

describe('the accounting basis', () => {
  // A hand-made clinic over two days of November:
  // - the 2nd: a visit billed 85,00 $ and paid at once; an oreiller billed 45,99 $, unpaid;
  // - the 3rd: a 30,00 $ deposit taken for a visit to come; the oreiller returned (credit note 45,99 $);
  //   a 20,00 $ overpayment of the 2nd refunded.
  const ledger: SalesLedger = {
    invoiced: [
      { date: '2026-11-02', cents: 8500 },
      { date: '2026-11-02', cents: 4599 },
    ],
    credited: [{ date: '2026-11-03', cents: 4599 }],
    received: [
      { date: '2026-11-02', cents: 10_500 },
      { date: '2026-11-03', cents: 3000 },
    ],
    refunded: [{ date: '2026-11-03', cents: 2000 }],
  };

  it('counts the money received less the refunds on the cash basis', () => {
    expect(dailySales('cash', ledger)).toEqual([
      { date: '2026-11-02', cents: 10_500 },
      { date: '2026-11-03', cents: 1000 },
    ]);
  });

  it('counts the invoices issued less the credit notes on the accrual basis', () => {
    expect(dailySales('accrual', ledger)).toEqual([
      { date: '2026-11-02', cents: 13_099 },
      { date: '2026-11-03', cents: -4599 },
    ]);
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(rangeTotal(period, dailySales('accrual', ledger))).toBe(8500);
    expect(rangeTotal(period, dailySales('cash', ledger))).toBe(11_500);
  });
});

describe('a cash amount spread over an invoice’s lines', () => {
  it('adds up to the amount, each share within a cent of its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = apportionCents(total, weights);
          const sum = weights.reduce((s, weight) => s + weight, 0);
          if (sum === 0) {
            expect(shares.every((share) => share === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((s, share) => s + share, 0)).toBe(total);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - (total * weights[index]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('splits a 100,00 $ payment over care and an oreiller as their prices', () => {
    expect(apportionCents(10_000, [8500, 4599])).toEqual([6489, 3511]);
  });
});

describe('each figure against the previous period', () => {
  it('says the change, none when the previous period had nothing', () => {
    expect(comparedCents(12_000, 10_000)).toEqual({ value: 12_000, previous: 10_000, change: 0.2 });
    expect(comparedCents(5000, 0).change).toBeNull();
    const rows = comparedRows(new Map([['cash', 100]]), new Map([['cheque', 50]]), ['cheque', 'cash', 'debit']);
    expect(rows).toEqual([
      { key: 'cheque', value: 0, previous: 50, change: -1 },
      { key: 'cash', value: 100, previous: 0, change: null },
    ]);
  });

  it('reads the ageing on the period’s last day, or today while the period is under way', () => {
    expect(ageingDate({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-18')).toBe('2026-10-31');
    expect(ageingDate({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-18')).toBe('2026-11-18');
    expect(daysBetween('2026-11-01', ageingDate({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-18'))).toBe(17);
  });
});

describe('the list’s query', () => {
  it('refuses an unknown list and an unknown age in French', () => {
    const unknown = financialListQuerySchema.safeParse({ list: 'salaires' });
    expect(unknown.error?.issues[0]?.message).toBe('Cette liste n’existe pas dans les rapports financiers.');
    const age = financialListQuerySchema.safeParse({ list: 'receivables', key: 'over120' });
    expect(age.error?.issues[0]?.message).toContain('Choisissez un âge');
    expect(financialListQuerySchema.parse({ list: 'tender', key: 'cash' })).toMatchObject({
      list: 'tender',
      key: 'cash',
      format: 'excel-fr',
    });
  });
});
