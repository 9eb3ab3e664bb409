// Cash is paid to the nearest 5 cents since the penny left circulation in Canada (2013): a total
// ending in 1 or 2 cents rounds down to 0, 3 or 4 up to 5, 6 or 7 down to 5, 8 or 9 up to 10.
// Only cash: a card, a cheque or a transfer pays the exact amount. The invoice is paid in full
// either way; what the drawer holds differs from it by the rounding, which the receipt and the
// day's close show.
import { requireCents } from './cents';

/** `cents` rounded to the nearest 5 cents (a negative amount, money handed back, symmetrically). */
export function roundCash(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`An amount must be an integer number of cents, got ${cents}`);
  const sign = cents < 0 ? -1 : 1;
  const whole = Math.abs(cents);
  // + 0: never -0 (−1 and −2 cents round to nothing, not to a negative zero).
  return sign * (Math.round(whole / 5) * 5) + 0;
}

export interface CashSettlement {
  /** What the cash pays of what is owed (the invoices are credited with this). */
  appliedCents: number;
  /** What the drawer takes beyond it (+1, +2) or short of it (−1, −2): cash taken − applied. */
  roundingCents: number;
}

/**
 * Cash handed over for `dueCents` (what is left after the credit and the other tenders): when it is
 * that amount rounded to 5 cents, it pays exactly what is due and the difference is the rounding;
 * any other amount pays what it says, with no rounding (less than due, or a surplus staff keep
 * as credit).
 */
export function settleCash(cashCents: number, dueCents: number): CashSettlement {
  requireCents(cashCents, 'A cash amount');
  requireCents(dueCents, 'An amount due');
  const rounded = roundCash(dueCents);
  if (rounded !== dueCents && cashCents === rounded) return { appliedCents: dueCents, roundingCents: cashCents - dueCents };
  return { appliedCents: cashCents, roundingCents: 0 };
}

/**
 * A checkout's rounding (the desk's « Encaisser », its form and the API alike): its one cash tender,
 * when it is what is left to pay after the credit and the other tenders, rounded to 5 cents
 * (104,90 $ for 104,89 $), pays exactly that; `index` is that tender's (−1: nothing rounded).
 */
export function checkoutCashRounding(
  tenders: readonly { tender: string; amountCents: number }[],
  owedCents: number,
): { index: number; roundingCents: number } {
  const cash = tenders.flatMap((tender, index) => (tender.tender === 'cash' ? [{ index, amountCents: tender.amountCents }] : []));
  const [only] = cash;
  if (!only || cash.length > 1 || !Number.isSafeInteger(only.amountCents) || only.amountCents < 0) return { index: -1, roundingCents: 0 };
  const others = tenders.reduce((sum, tender, i) => (i === only.index ? sum : sum + tender.amountCents), 0);
  const due = owedCents - others;
  if (!Number.isSafeInteger(due) || due <= 0) return { index: -1, roundingCents: 0 };
  const { roundingCents } = settleCash(only.amountCents, due);
  return roundingCents === 0 ? { index: -1, roundingCents: 0 } : { index: only.index, roundingCents };
}
