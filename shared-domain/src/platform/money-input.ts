// An amount typed by staff in dollars, as a Quebec keyboard writes it (« 69,95 », « 1 234,50 $ »,
// « 450 ») or the English way (« $1,000.50 »), read as integer cents — the only unit the API stores
// (DESIGN §4). A money field starts from `moneyInputValue` and is read back with `parseMoneyInput`.
import { z } from 'zod';

/** fr-CA: spaces (also no-break and narrow no-break, as Intl writes them) group thousands, a comma starts the cents. */
const frenchAmount = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** en-CA: commas group thousands, a point starts the cents. */
const englishAmount = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * « 25 », « 25,00 $ », « 1 000,50 », « $1,000.50 » → cents; undefined for anything that is not an
 * amount in dollars (empty, a sign, letters, more than two decimals, a misplaced separator).
 */
export function parseMoneyInput(text: string): number | undefined {
  // The dollar sign is allowed before or after the amount, never inside it.
  const amount = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*\$$/, '');
  const match = frenchAmount.exec(amount) ?? englishAmount.exec(amount);
  if (!match) return undefined;
  const whole = Number((match[1] ?? '').replace(/[^\d]/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** 6995 → « 69,95 »: what a money field starts from (no currency sign: its label says it). */
export function moneyInputValue(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${whole},${fraction}`;
}

/**
 * An amount field: the form's text in dollars (« 34,49 $ ») or the typed client's integer cents,
 * read as a number of cents for the caller's range checks; `invalid` for anything else.
 * `blankIsZero`: an empty field means none (a deposit not asked).
 */
export const centsInput = (invalid: string, { blankIsZero = false } = {}) =>
  z.union(
    [
      z.number(),
      z.string().transform((text, context) => {
        if (blankIsZero && text.trim() === '') return 0;
        const cents = parseMoneyInput(text);
        if (cents === undefined) context.addIssue({ code: 'custom', message: invalid });
        return cents ?? 0;
      }),
    ],
    { error: invalid },
  );
