// The arithmetic and the checks of « Encaisser », apart from the dialog so they are tested alone:
// what the chosen invoices owe, the credit used (never more than owed), what the tenders bring
// (amounts typed the fr-CA way), what remains or is paid over, and the request the API receives,
// checked with its shared schema plus the rules the form can tell before sending (an overpayment
// needs « Garder le surplus en crédit », no date in the future, at least one invoice).
import { checkoutCashRounding } from 'shared-domain/billing/cash-rounding';
import { type Checkout, checkoutSchema, type CheckoutInput } from 'shared-domain/billing/checkout';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { firstMessagePerField } from 'shared-domain/platform/field-errors';
import { formatMoney } from 'shared-domain/platform/format';
import { parseMoneyInput } from 'shared-domain/platform/money-input';
import type { Tender } from 'shared-domain/billing/tender';

export interface TenderRow {
  /** Stable across removals, for React and the fields' names. */
  key: number;
  tender: Tender;
  /** As typed, in dollars. */
  amount: string;
  /** Card on file only. */
  cardId: string;
}

export interface CheckoutState {
  patientId: string;
  selected: readonly string[];
  useCredit: boolean;
  tenders: readonly TenderRow[];
  keepOverpayment: boolean;
  receivedOn: string;
  idempotencyKey: string;
}

export interface CheckoutFigures {
  dueCents: number;
  creditAppliedCents: number;
  tenderedCents: number;
  /** Left to pay after this checkout (0 when paid or over). */
  remainingCents: number;
  /** Paid over what is due (0 when not). */
  overpaymentCents: number;
  /** Cash rounded to 5 cents: what the drawer takes beyond what the cash pays (negative: short of it). */
  cashRoundingCents: number;
}

export function checkoutFigures(
  state: Pick<CheckoutState, 'selected' | 'useCredit' | 'tenders'>,
  invoices: readonly { id: string; openCents: number }[],
  creditCents: number,
): CheckoutFigures {
  const dueCents = invoices.filter((invoice) => state.selected.includes(invoice.id)).reduce((sum, invoice) => sum + invoice.openCents, 0);
  const creditAppliedCents = state.useCredit ? Math.max(0, Math.min(creditCents, dueCents)) : 0;
  const amounts = state.tenders.map((row) => ({ tender: row.tender, amountCents: parseMoneyInput(row.amount) ?? 0 }));
  const tenderedCents = amounts.reduce((sum, row) => sum + row.amountCents, 0);
  // 104,90 $ in cash for 104,89 $ pays it exactly: the rounding is no surplus (the API rounds the same way).
  const cashRoundingCents = checkoutCashRounding(amounts, dueCents - creditAppliedCents).roundingCents;
  const left = dueCents - creditAppliedCents - (tenderedCents - cashRoundingCents);
  return {
    dueCents,
    creditAppliedCents,
    tenderedCents,
    remainingCents: Math.max(0, left),
    overpaymentCents: Math.max(0, -left),
    cashRoundingCents,
  };
}

export function checkoutRequest(state: CheckoutState, figures: CheckoutFigures): CheckoutInput {
  return {
    patientId: state.patientId,
    invoiceIds: [...state.selected],
    tenders: state.tenders.map((row) => ({
      tender: row.tender,
      amountCents: row.amount,
      // No card chosen: the schema says « Choisissez la carte enregistrée à débiter ».
      ...(row.tender === 'card_on_file' && row.cardId ? { paymentMethodId: row.cardId } : {}),
    })),
    creditAppliedCents: figures.creditAppliedCents,
    keepOverpaymentAsCredit: state.keepOverpayment && figures.overpaymentCents > 0,
    receivedOn: state.receivedOn,
    idempotencyKey: state.idempotencyKey,
  };
}

/** The field of each message: 'invoiceIds', 'tenders', 'tenders.<row key>.amountCents'…, 'receivedOn', 'keepOverpaymentAsCredit'. */
export type CheckoutErrors = Record<string, string>;

/**
 * A refusal's paths ('tenders.1.amountCents', the n-th tender sent) as the form's fields (the
 * row's key in place of its index, so a message stays beside its row).
 */
export function errorsByRow(messages: Readonly<Record<string, unknown>>, tenders: readonly TenderRow[]): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [path, message] of Object.entries(messages)) {
    if (typeof message !== 'string' || !message) continue;
    const match = /^tenders\.(\d+)\.(\w+)$/.exec(path);
    const row = match ? tenders[Number(match[1])] : undefined;
    const field = row && match ? `tenders.${row.key}.${match[2]}` : path;
    errors[field] ??= message;
  }
  return errors;
}

export function checkCheckout(
  state: CheckoutState,
  figures: CheckoutFigures,
  today: string,
): { ok: true; request: Checkout } | { ok: false; errors: CheckoutErrors } {
  const parsed = checkoutSchema.safeParse(checkoutRequest(state, figures));
  const errors = parsed.success ? {} : errorsByRow(firstMessagePerField(parsed.error.issues), state.tenders);
  if (state.selected.length === 0 && !state.keepOverpayment) errors.invoiceIds ??= deskMessages.invoicesRequired;
  if (figures.overpaymentCents > 0 && !state.keepOverpayment)
    errors.keepOverpaymentAsCredit ??= deskMessages.moreThanOwed(formatMoney(figures.dueCents - figures.creditAppliedCents));
  if (state.receivedOn > today) errors.receivedOn ??= deskMessages.receivedInFuture;
  // What is sent is what the schema read: amounts in cents.
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, request: parsed.data } : { ok: false, errors };
}
