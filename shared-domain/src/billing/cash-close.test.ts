import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CashMovement,
  closingDifference,
  expectedByCount,
  lateMovementsSummary,
  settledAfterCloseReason,
  sumCounts,
  withOpeningCash,
  zeroCounts,
} from './cash-close';
import { type ClosingCount, closingCounts, tenders } from './tender';

const movement = fc.record({
  kind: fc.constantFrom<CashMovement['kind']>('payment', 'refund'),
  tender: fc.constantFrom(...tenders),
  amountCents: fc.integer({ min: 1, max: 10_000_000 }),
});
const counts = fc.record(
  Object.fromEntries(closingCounts.map((count) => [count, fc.integer({ min: 0, max: 10_000_000 })])) as Record<
    ClosingCount,
    fc.Arbitrary<number>
  >,
);
const signed = (m: CashMovement) => (m.kind === 'refund' ? -m.amountCents : m.amountCents);

describe('the expected amounts of a day', () => {
  it('puts the drawer, the terminal batch, cheques and e-transfers apart, card on file aside', () => {
    const expected = expectedByCount([
      { kind: 'payment', tender: 'cash', amountCents: 5000 },
      { kind: 'payment', tender: 'debit', amountCents: 8500 },
      { kind: 'payment', tender: 'credit_terminal', amountCents: 1500 },
      { kind: 'payment', tender: 'card_on_file', amountCents: 3449 },
      { kind: 'refund', tender: 'cash', amountCents: 1200 },
      { kind: 'payment', tender: 'cheque', amountCents: 9000 },
    ]);
    expect(expected).toEqual({
      byCount: { cash: 3800, terminal: 10_000, cheque: 9000, etransfer: 0 },
      cardOnFileCents: 3449,
      expectedCents: 22_800,
      movements: 6,
      cashRoundingCents: 0,
    });
  });

  it('is zero on a day without movements', () => {
    expect(expectedByCount([])).toEqual({
      byCount: zeroCounts(),
      cardOnFileCents: 0,
      expectedCents: 0,
      movements: 0,
      cashRoundingCents: 0,
    });
  });

  it('adds up to the day’s payments less its refunds, card on file included once', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        const expected = expectedByCount(movements);
        const net = movements.reduce((sum, m) => sum + signed(m), 0);
        expect(expected.expectedCents + expected.cardOnFileCents).toBe(net);
        expect(expected.expectedCents).toBe(sumCounts(expected.byCount));
        const cardOnFile = movements.filter((m) => m.tender === 'card_on_file').reduce((sum, m) => sum + signed(m), 0);
        expect(expected.cardOnFileCents).toBe(cardOnFile);
      }),
    );
  });

  it('does not depend on the order the movements were taken in', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (movements) => {
        expect(expectedByCount([...movements].reverse())).toEqual(expectedByCount(movements));
      }),
    );
  });

  it('puts cash rounded to 5 cents in the drawer: 104,89 $ paid with 104,90 $ expects 104,90 $', () => {
    const expected = expectedByCount([
      { kind: 'payment', tender: 'cash', amountCents: 10489, roundingCents: 1 },
      { kind: 'payment', tender: 'cash', amountCents: 2002, roundingCents: -2 },
    ]);
    expect(expected).toMatchObject({ byCount: { cash: 12490 }, cashRoundingCents: -1, expectedCents: 12490 });
  });

  it('refuses an amount that is not whole non-negative cents', () => {
    expect(() => expectedByCount([{ kind: 'payment', tender: 'cash', amountCents: 12.5 }])).toThrow(RangeError);
    expect(() => expectedByCount([{ kind: 'refund', tender: 'cash', amountCents: -1 }])).toThrow(RangeError);
  });
});

describe('the difference at the close', () => {
  it('is counted − expected, by count and in all', () => {
    const difference = closingDifference(
      { cash: 3800, terminal: 10_000, cheque: 0, etransfer: 0 },
      { cash: 4300, terminal: 10_000, cheque: 0, etransfer: 0 },
    );
    expect(difference).toEqual({
      byCount: { cash: 500, terminal: 0, cheque: 0, etransfer: 0 },
      expectedCents: 13_800,
      countedCents: 14_300,
      differenceCents: 500,
      needsNote: true,
    });
  });

  it('needs a note when counts differ even if the differences cancel out', () => {
    const difference = closingDifference(
      { cash: 1000, terminal: 1000, cheque: 0, etransfer: 0 },
      { cash: 1500, terminal: 500, cheque: 0, etransfer: 0 },
    );
    expect(difference.differenceCents).toBe(0);
    expect(difference.needsNote).toBe(true);
  });

  it('is zero with no note needed exactly when every count matches', () => {
    fc.assert(
      fc.property(counts, counts, (expected, counted) => {
        const difference = closingDifference(expected, counted);
        expect(difference.differenceCents).toBe(sumCounts(difference.byCount));
        expect(difference.expectedCents + difference.differenceCents).toBe(difference.countedCents);
        const same = closingCounts.every((count) => expected[count] === counted[count]);
        expect(difference.needsNote).toBe(!same);
        expect(closingDifference(expected, expected)).toMatchObject({ differenceCents: 0, needsNote: false });
      }),
    );
  });

  it('expects the drawer’s float plus the day’s cash: a day of refunds still expects a drawer at or above zero', () => {
    const expected = expectedByCount([{ kind: 'refund', tender: 'cash', amountCents: 2000 }]);
    const drawer = withOpeningCash(expected.byCount, 20_000);
    expect(drawer).toEqual({ cash: 18_000, terminal: 0, cheque: 0, etransfer: 0 });
    expect(closingDifference(drawer, { ...zeroCounts(), cash: 18_000 })).toMatchObject({ differenceCents: 0, needsNote: false });
    fc.assert(
      fc.property(counts, fc.integer({ min: 0, max: 10_000_000 }), (byCount, float) => {
        const withFloat = withOpeningCash(byCount, float);
        expect(sumCounts(withFloat) - sumCounts(byCount)).toBe(float);
        expect({ ...withFloat, cash: byCount.cash }).toEqual(byCount);
      }),
    );
  });

  it('compares a count to a negative expectation (a day with more cash refunded than taken)', () => {
    const expected = expectedByCount([{ kind: 'refund', tender: 'cash', amountCents: 2000 }]);
    expect(closingDifference(expected.byCount, zeroCounts())).toMatchObject({ differenceCents: 2000, needsNote: true });
  });
});

describe('money counted on another day than it came in', () => {
  it('names a card payment’s authorization, another tender’s receipt', () => {
    expect(settledAfterCloseReason('payment', '2026-11-18', '2026-11-19', 'cash')).toBe(
      'Paiement reçu le mercredi 18 novembre 2026 après la fermeture de caisse : compté le jeudi 19 novembre 2026',
    );
    expect(settledAfterCloseReason('refund', '2026-11-18', '2026-11-19', 'card_on_file')).toBe(
      'Remboursement sur carte autorisé le mercredi 18 novembre 2026 et réglé après la fermeture de caisse : compté le jeudi 19 novembre 2026',
    );
  });

  it('says on the closed day how many went to which day, and on the counting day where they came from', () => {
    const late = [
      { authorizedOn: '2026-11-18', countedOn: '2026-11-19' },
      { authorizedOn: '2026-11-18', countedOn: '2026-11-19' },
      { authorizedOn: '2026-11-17', countedOn: '2026-11-19' },
    ];
    expect(lateMovementsSummary('2026-11-18', late)).toEqual(['2 paiements reçus après la fermeture, comptés le jeudi 19 novembre 2026']);
    expect(lateMovementsSummary('2026-11-19', late)).toEqual([
      '1 paiement reçu après la fermeture du mardi 17 novembre 2026, compté ce jour',
      '2 paiements reçus après la fermeture du mercredi 18 novembre 2026, comptés ce jour',
    ]);
    expect(lateMovementsSummary('2026-11-20', late)).toEqual([]);
  });
});
