// The money rules the database holds (migrations 0016 and 0017: issued invoices, credit notes and
// checkouts never change, a closed day's payments never change, no negative amount; 0032: no payment
// dated before its invoice or its visit; 0035: a claim above its invoices, a payer's payment beyond
// what it received or what is owed; 0036: an issued insurance receipt and its prints never change)
// abort a write with a message
// starting « money rule: ». The code's own guards answer first, in French with the details; a write
// that gets past them still reaches the user as the same 4xx, never a 500.
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { claimMessages } from 'shared-domain/billing/insurance-claim';
import { payerPaymentMessages } from 'shared-domain/billing/payer-payment';
import { type ApiErrorCode, errorCodes } from 'shared-domain/platform/errors';

// The answer to each rule's abort (platform/http/app-error.ts makes it the response).
const refusals: Record<string, { code: ApiErrorCode; message: string }> = {
  'issued invoice': { code: errorCodes.invoiceIssued, message: deskMessages.notADraft },
  'credit note': { code: errorCodes.invoiceIssued, message: deskMessages.creditNoteKept },
  checkout: { code: errorCodes.invoiceIssued, message: deskMessages.checkoutKept },
  'insurance receipt': { code: errorCodes.invoiceIssued, message: deskMessages.insuranceReceiptKept },
  'closed day': { code: errorCodes.dayClosed, message: deskMessages.dayClosedAny },
  'negative amount': { code: errorCodes.validationFailed, message: deskMessages.negativeAmount },
  'payment before invoice': { code: errorCodes.validationFailed, message: deskMessages.receivedBeforeInvoiceAny },
  'above claimed': { code: errorCodes.amountAboveLimit, message: claimMessages.aboveInvoiceAny },
  'payer payment': { code: errorCodes.amountAboveLimit, message: payerPaymentMessages.aboveOwedAny },
};

/** The French 4xx for a money rule's abort (drizzle wraps the driver's error in `cause`); undefined for any other error. */
export function moneyRuleRefusal(error: unknown): { code: ApiErrorCode; message: string } | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const rule = /money rule: ([a-z ]+)/.exec(current.message)?.[1];
    if (rule && Object.hasOwn(refusals, rule)) return refusals[rule];
  }
  return undefined;
}
