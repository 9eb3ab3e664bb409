// An amount typed by staff in dollars, as a Quebec keyboard writes it (« 69,95 », « 1 234,50 $ »,
// « 450 »), or with a point for the cents (« 12.50 »), read as integer cents — the only unit the API
// stores (DESIGN §4). In fr-CA the comma is the decimal mark, never a thousands separator: « 1,500 »
// is refused (it is not 1 500 $, nor 1,50 $ for sure), as is any third decimal (« 0,001 »), each
// with its French reason (`moneyInputProblem`). A money field starts from `moneyInputValue`, shows
// what it read as it is typed (`moneyReading`, under the field) and is read back with
// `parseMoneyInput`.
import { z } from 'zod';
import { formatMoney } from './format';

/** fr-CA: spaces (also no-break and narrow no-break, as Intl writes them) group thousands, a comma starts the cents. */
const frenchAmount = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d{1,2}))?$/;
/** A point may start the cents too (a number pad's key); nothing groups thousands then. */
const pointAmount = /^(\d+)\.(\d{1,2})$/;

export const moneyInputMessages = {
  commaThousands: (typed: string) =>
    `« ${typed} » : la virgule sépare les cents, pas les milliers. Pour des milliers, écrivez une espace (1 500) ; pour des cents, deux chiffres (1,50).`,
  tooManyDecimals: 'Un montant a au plus deux chiffres après la virgule (les cents).',
} as const;

const withoutDollarSign = (text: string) =>
  // The dollar sign is allowed before or after the amount, never inside it.
  text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*\$$/, '');

/**
 * « 25 », « 25,00 $ », « 1 000,50 », « 12.50 » → cents; undefined for anything that is not an
 * amount in dollars (empty, a sign, letters, more than two decimals, a comma before three digits, a
 * misplaced separator).
 */
export function parseMoneyInput(text: string): number | undefined {
  const amount = withoutDollarSign(text);
  const match = frenchAmount.exec(amount) ?? pointAmount.exec(amount);
  if (!match) return undefined;
  const whole = Number((match[1] ?? '').replace(/[^\d]/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * Why `text` is not an amount, when the reason is worth saying: a comma followed by three digits
 * (typed as a thousands separator), or more than two decimals. Undefined otherwise.
 */
export function moneyInputProblem(text: string): string | undefined {
  const amount = withoutDollarSign(text);
  if (parseMoneyInput(text) !== undefined) return undefined;
  if (/^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$/.test(amount)) return moneyInputMessages.commaThousands(amount);
  if (/^[\d \u00a0\u202f]*[.,]\d{3,}$/.test(amount)) return moneyInputMessages.tooManyDecimals;
  return undefined;
}

/**
 * What a money field shows under it as it is typed: the amount read (« Montant lu : 1 500,00 $ »),
 * or why it is not one; nothing while it is empty. The form's own refusal still says the rest.
 */
export function moneyReading(text: string | undefined): string | undefined {
  if (!text || text.trim() === '') return undefined;
  const cents = parseMoneyInput(text);
  if (cents !== undefined) return `Montant lu : ${formatMoney(cents)}`;
  return moneyInputProblem(text) ?? 'Montant illisible : écrivez-le en dollars, par exemple 34,49.';
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
        if (cents === undefined) context.addIssue({ code: 'custom', message: moneyInputProblem(text) ?? invalid });
        return cents ?? 0;
      }),
    ],
    // The union's refusal replaces its branches': it says why a typed amount was not read, when it can.
    { error: (issue) => (typeof issue.input === 'string' ? moneyInputProblem(issue.input) : undefined) ?? invalid },
  );
