// Paying the portal balance: the pay-now request the dialog sends and the API checks,
// and what both say about it in French. The amount is the balance the patient saw, so a balance
// that changed in the meantime is refused rather than paid at a figure nobody showed them.
import { z } from 'zod';

export const payBalanceLimits = {
  // Beyond the spec, which gives no bound: far above any clinic balance, so a stray value is refused.
  maxCents: 10_000_000,
  /** Record ids are UUIDs; a little room, no more. */
  idMaxChars: 64,
  /** Invoices chosen at once: far above what a patient owes. */
  invoicesMax: 50,
} as const;

export const paymentMessages = {
  cardRequired: 'Choisissez une carte',
  /** No card sent while the credit leaves something for a card to pay. */
  cardRequiredForRest: 'Votre crédit au compte ne couvre pas tout : choisissez une carte pour payer le reste.',
  amountInvalid: 'Montant invalide',
  /** The key is the page's own (made when the dialog opens), so this only shows a page bug. */
  idempotencyKeyInvalid: 'Identifiant de paiement invalide',
  balanceChanged: 'Votre solde a changé. Vérifiez le montant et réessayez.',
  nothingToPay: 'Aucun solde à payer.',
  /** « Payer maintenant » with none of the invoices ticked. */
  invoicesRequired: 'Choisissez au moins une facture à payer.',
  invoicesInvalid: 'Facture introuvable',
  /** The same payment (same key) is still being processed by another request. */
  inProgress: 'Paiement déjà en cours. Patientez quelques instants, puis actualisez la page.',
  cardExpired: 'Cette carte est expirée. Choisissez-en une autre.',
  /** The transactions' description: which invoices the payment settles. */
  description: (invoiceNumbers: readonly string[]) => `Paiement du solde — ${invoiceNumbers.join(', ')}`,
} as const;

/** The gateway's reasons for refusing a charge (the API's `GatewayRefusal`). */
export const chargeRefusals = ['declined', 'insufficient-funds', 'invalid-request', 'failed'] as const;
export type ChargeRefusal = (typeof chargeRefusals)[number];

/** What a refused charge says (the 402's message and the failed transaction's note). */
export const chargeRefusalMessages = {
  declined: 'Carte refusée par l’émetteur',
  'insufficient-funds': 'Fonds insuffisants',
  'invalid-request': 'Paiement refusé par la passerelle de paiement',
  failed: 'Le paiement a échoué. Réessayez plus tard.',
} as const satisfies Record<ChargeRefusal, string>;

const amount = z
  // A form sends its fields as text, the typed client a number: both read as integer cents.
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ],
    { error: paymentMessages.amountInvalid },
  )
  .pipe(
    z
      .number()
      .int(paymentMessages.amountInvalid)
      // Zero when the account credit pays everything: no card charge at all.
      .min(0, paymentMessages.amountInvalid)
      .max(payBalanceLimits.maxCents, paymentMessages.amountInvalid),
  );

/**
 * What paying invoices that owe `owedCents` takes from the account credit and what the card is
 * charged: the credit first (money the clinic already holds), the card only for the rest, nothing
 * when the credit covers it all. The portal shows both before the patient confirms; the server
 * reads them the same way and charges exactly `cardCents`.
 */
export function creditFirst(owedCents: number, creditCents: number): { creditAppliedCents: number; cardCents: number } {
  const creditAppliedCents = Math.min(Math.max(0, creditCents), Math.max(0, owedCents));
  return { creditAppliedCents, cardCents: Math.max(0, owedCents) - creditAppliedCents };
}

/**
 * `POST /api/portal/payments`: the card to charge (one of the patient's own), what the card pays
 * as shown (integer cents: the chosen invoices' open amounts less the account credit applied first) and a UUID made when the pay dialog opens. The same key sent again (double
 * click, retry, a second tab) gets the first answer back and never a second charge; so after a
 * refusal, a new attempt needs a new key. No card when the credit pays it all (the card's part is
 * 0); a card's part without a card is refused on the card's field.
 */
export const payBalanceSchema = z
  .object({
    paymentMethodId: z
      .string({ error: paymentMessages.cardRequired })
      .trim()
      .min(1, paymentMessages.cardRequired)
      .max(payBalanceLimits.idMaxChars, paymentMessages.cardRequired)
      .optional(),
    amountCents: amount,
    idempotencyKey: z.uuid({ error: paymentMessages.idempotencyKeyInvalid }),
    /** The invoices chosen (each paid for what it still owes); none: the whole balance. */
    invoiceIds: z
      .array(
        z
          .string({ error: paymentMessages.invoicesInvalid })
          .trim()
          .min(1, paymentMessages.invoicesInvalid)
          .max(payBalanceLimits.idMaxChars, paymentMessages.invoicesInvalid),
        { error: paymentMessages.invoicesInvalid },
      )
      .min(1, paymentMessages.invoicesRequired)
      .max(payBalanceLimits.invoicesMax, paymentMessages.invoicesInvalid)
      .optional(),
  })
  .superRefine((request, context) => {
    if (request.amountCents > 0 && request.paymentMethodId === undefined)
      context.addIssue({ code: 'custom', path: ['paymentMethodId'], message: paymentMessages.cardRequiredForRest });
  });

export type PayBalanceSchema = typeof payBalanceSchema;
export type PayBalanceInput = z.input<PayBalanceSchema>;
export type PayBalance = z.output<PayBalanceSchema>;
export type PayBalanceField = keyof PayBalanceInput;
