import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutCashRounding, roundCash, settleCash } from './cash-rounding';

describe('cash rounded to 5 cents', () => {
  it('follows the Canadian rule on the last cent: 1, 2 → 0; 3, 4 → 5; 6, 7 → 5; 8, 9 → 10', () => {
    const table: [number, number][] = [
      [10480, 10480],
      [10481, 10480],
      [10482, 10480],
      [10483, 10485],
      [10484, 10485],
      [10485, 10485],
      [10486, 10485],
      [10487, 10485],
      [10488, 10490],
      [10489, 10490],
      [1, 0],
      [2, 0],
      [-10489, -10490],
      [-10482, -10480],
      [-2, 0],
    ];
    for (const [cents, rounded] of table) expect(roundCash(cents), String(cents)).toBe(rounded);
  });

  it('lands on a multiple of 5, never more than 2 cents away, and keeps a multiple of 5 as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const rounded = roundCash(cents);
        expect(Math.abs(rounded % 5)).toBe(0);
        expect(Math.abs(rounded - cents)).toBeLessThanOrEqual(2);
        expect(roundCash(rounded)).toBe(rounded);
        expect(roundCash(-cents) + rounded).toBe(0);
      }),
    );
  });

  it('refuses what is not whole cents', () => {
    expect(() => roundCash(104.895)).toThrow(RangeError);
  });
});

describe('cash handed over for what is due', () => {
  it('takes 104,90 $ for 104,89 $ due: the invoice paid in full, 0,01 $ of rounding', () => {
    expect(settleCash(10490, 10489)).toEqual({ appliedCents: 10489, roundingCents: 1 });
    expect(settleCash(10490, 10492)).toEqual({ appliedCents: 10492, roundingCents: -2 });
  });

  it('takes any other amount as it is, with no rounding', () => {
    expect(settleCash(10489, 10489)).toEqual({ appliedCents: 10489, roundingCents: 0 });
    expect(settleCash(5000, 10489)).toEqual({ appliedCents: 5000, roundingCents: 0 });
    expect(settleCash(11000, 10489)).toEqual({ appliedCents: 11000, roundingCents: 0 });
  });

  it('always makes the drawer hold applied + rounding, with a rounding of at most 2 cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (cash, due) => {
        for (const handed of [cash, roundCash(due)]) {
          const settled = settleCash(handed, due);
          expect(settled.appliedCents + settled.roundingCents).toBe(handed);
          expect(Math.abs(settled.roundingCents)).toBeLessThanOrEqual(2);
          if (settled.roundingCents !== 0) expect(settled.appliedCents).toBe(due);
        }
      }),
    );
  });
});

describe('a checkout’s rounding', () => {
  it('rounds the one cash tender that settles what is left after the other tenders', () => {
    expect(checkoutCashRounding([{ tender: 'cash', amountCents: 10490 }], 10489)).toEqual({ index: 0, roundingCents: 1 });
    expect(
      checkoutCashRounding(
        [
          { tender: 'debit', amountCents: 5000 },
          { tender: 'cash', amountCents: 5490 },
        ],
        10489,
      ),
    ).toEqual({ index: 1, roundingCents: 1 });
  });

  it('rounds nothing for a card alone, two cash tenders, an exact amount or nothing left to pay', () => {
    const none = { index: -1, roundingCents: 0 };
    expect(checkoutCashRounding([{ tender: 'debit', amountCents: 10490 }], 10489)).toEqual(none);
    expect(
      checkoutCashRounding(
        [
          { tender: 'cash', amountCents: 5000 },
          { tender: 'cash', amountCents: 5490 },
        ],
        10489,
      ),
    ).toEqual(none);
    expect(checkoutCashRounding([{ tender: 'cash', amountCents: 10489 }], 10489)).toEqual(none);
    expect(checkoutCashRounding([{ tender: 'cash', amountCents: 500 }], 0)).toEqual(none);
  });
});
