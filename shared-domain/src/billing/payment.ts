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
  /** A guardian's payment for her family: each person's transaction names her invoices. */
  familyDescription: (invoiceNumbers: readonly string[]) => `Paiement pour la famille — ${invoiceNumbers.join(', ')}`,
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

const payFields = {
  paymentMethodId: z
    .string({ error: paymentMessages.cardRequired })
    .trim()
    .min(1, paymentMessages.cardRequired)
    .max(payBalanceLimits.idMaxChars, paymentMessages.cardRequired)
    .optional(),
  amountCents: amount,
  idempotencyKey: z.uuid({ error: paymentMessages.idempotencyKeyInvalid }),
};

const invoiceIds = z
  .array(
    z
      .string({ error: paymentMessages.invoicesInvalid })
      .trim()
      .min(1, paymentMessages.invoicesInvalid)
      .max(payBalanceLimits.idMaxChars, paymentMessages.invoicesInvalid),
    { error: paymentMessages.invoicesInvalid },
  )
  .min(1, paymentMessages.invoicesRequired)
  .max(payBalanceLimits.invoicesMax, paymentMessages.invoicesInvalid);

/** A card's part without a card is refused on the card's field. */
function cardForTheRest(request: { amountCents: number; paymentMethodId?: string | undefined }, context: z.RefinementCtx) {
  if (request.amountCents > 0 && request.paymentMethodId === undefined)
    context.addIssue({ code: 'custom', path: ['paymentMethodId'], message: paymentMessages.cardRequiredForRest });
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
    ...payFields,
    /** The invoices chosen (each paid for what it still owes); none: the whole balance. */
    invoiceIds: invoiceIds.optional(),
  })
  .superRefine(cardForTheRest);

/**
 * `POST /api/portal/family-payments`: a guardian pays invoices of hers and of the dependants she may
 * act for in one card charge, with her own card. The same fields as the balance's payment; the
 * invoices are always named (whose they are is the server's to find), and the card's part is the sum
 * of each person's: each person's account credit pays only her own invoices, first.
 */
export const payFamilySchema = z.object({ ...payFields, invoiceIds }).superRefine(cardForTheRest);
export type PayFamily = z.output<typeof payFamilySchema>;

/**
 * Each person's part of a family's payment: her account credit first on her own invoices, the card
 * the rest; the card is charged the sum of the rests. The portal shows it, the server charges it.
 */
export function familyCardSplit(people: readonly { owedCents: number; creditCents: number }[]): {
  parts: { creditAppliedCents: number; cardCents: number }[];
  cardCents: number;
  creditAppliedCents: number;
} {
  const parts = people.map((person) => creditFirst(person.owedCents, person.creditCents));
  return {
    parts,
    cardCents: parts.reduce((sum, part) => sum + part.cardCents, 0),
    creditAppliedCents: parts.reduce((sum, part) => sum + part.creditAppliedCents, 0),
  };
}

export type PayBalanceSchema = typeof payBalanceSchema;
export type PayBalanceInput = z.input<PayBalanceSchema>;
export type PayBalance = z.output<PayBalanceSchema>;
export type PayBalanceField = keyof PayBalanceInput;
