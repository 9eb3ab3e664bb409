// A payer's payment (one cheque or deposit from an insurer, the SAAQ or the CNESST for several
// claims), applied across the invoices the claims cover with the desk's money rules: integer cents,
// never more on an invoice than it still owes nor more on a claim than it claimed, and the amounts
// given each claim adding up to the payment, to the cent. What the payer did not pay stays on the
// invoice: the patient owes it, as any other balance.
import { z } from 'zod';
import { formatMoney } from '../platform/format';
import { recordIdField } from '../platform/record-id';
import { blankAsNull, plainText, requiredDate } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';
import { requireCents } from './cents';
import { deskAmount } from './desk-fields';
import { insuranceLimits } from './insurance-plan';

/** How a payer's money comes in (the close counts them with the desk's cheques and transfers). */
export const payerTenders = ['cheque', 'etransfer'] as const;
export type PayerTender = (typeof payerTenders)[number];

export const payerTenderLabels: Record<PayerTender, string> = { cheque: 'Chèque', etransfer: 'Dépôt direct ou virement' };

export const payerPaymentLabels = {
  tender: 'Mode de paiement',
  reference: 'Numéro du chèque ou du dépôt',
  amount: 'Montant reçu',
  receivedOn: 'Date de réception',
  claims: 'Réclamations payées',
  claimAmount: 'Montant payé pour la réclamation',
} as const;

export const payerPaymentMessages = {
  noClaims: 'Choisissez au moins une réclamation payée.',
  duplicateClaim: 'Une réclamation ne figure qu’une fois dans un paiement.',
  totalMismatch: (given: number, received: number) =>
    `Les montants des réclamations (${formatMoney(given)}) doivent égaler le montant reçu (${formatMoney(received)}).`,
  aboveOwed: (claim: string, most: number) => `La réclamation ${claim} ne peut recevoir plus de ${formatMoney(most)} (ce qui reste dû).`,
  aboveOwedAny:
    'Un paiement du payeur n’est jamais appliqué au-delà de ce qu’il a versé ni de ce qui reste dû, et ne change plus une fois inscrit.',
  onePayer: 'Les réclamations d’un paiement sont celles d’un même payeur.',
  claimNotPayable: 'Cette réclamation est réglée ou introuvable.',
  changed: 'Les factures ont changé entre-temps. Rechargez la page et réessayez.',
} as const;

const l = payerPaymentLabels;

export const payerPaymentSchema = z.strictObject({
  tender: z.enum(payerTenders, { error: m.oneOf(l.tender, Object.values(payerTenderLabels)) }),
  reference: blankAsNull(
    plainText(l.reference).max(insuranceLimits.numberMax, m.maxLength(l.reference, insuranceLimits.numberMax)),
  ).default(null),
  amountCents: deskAmount(l.amount),
  receivedOn: requiredDate(l.receivedOn),
  claims: z
    .array(z.strictObject({ claimId: recordIdField(payerPaymentMessages.claimNotPayable), amountCents: deskAmount(l.claimAmount) }), {
      error: payerPaymentMessages.noClaims,
    })
    .min(1, payerPaymentMessages.noClaims)
    .max(100),
});
export type PayerPaymentRequest = z.output<typeof payerPaymentSchema>;

/** One invoice of a claim as it stands: what the claim asked of it, what the payer paid so far, what it still owes. */
export interface ClaimedInvoiceState {
  invoiceId: string;
  claimedCents: number;
  paidCents: number;
  /** The invoice's balance now (total − credit notes − payments). */
  owedCents: number;
}

export interface ClaimState {
  claimId: string;
  /** How the refusal names it (the patient and the claim's date). */
  name: string;
  invoices: readonly ClaimedInvoiceState[];
}

export interface PayerAllocation {
  claimId: string;
  invoiceId: string;
  amountCents: number;
}

export type PayerPaymentPlan =
  | { ok: true; allocations: PayerAllocation[] }
  | { ok: false; field: 'amountCents' | 'claims'; message: string };

/** What a claim may still receive now: on each invoice, the least of what it still claims and what it owes. */
export function claimRoomCents(claim: ClaimState, owedLeft: ReadonlyMap<string, number> = new Map()): number {
  return claim.invoices.reduce(
    (sum, invoice) =>
      sum + Math.max(0, Math.min(invoice.claimedCents - invoice.paidCents, owedLeft.get(invoice.invoiceId) ?? invoice.owedCents)),
    0,
  );
}

/**
 * Spreads a payment over its claims' invoices, in the claims' order then their invoices': each
 * claim gets exactly what the payer gave it, each invoice no more than it owes (an invoice in two
 * claims shares what it owes) nor more than its claim asked of it. Refused when the claims' amounts
 * do not add up to the payment or a claim is given more than it may receive.
 */
export function planPayerPayment(
  amountCents: number,
  requested: readonly { claimId: string; amountCents: number }[],
  claims: readonly ClaimState[],
): PayerPaymentPlan {
  requireCents(amountCents, 'payment');
  const given = requested.reduce((sum, claim) => sum + requireCents(claim.amountCents, 'claim amount'), 0);
  if (given !== amountCents) return { ok: false, field: 'amountCents', message: payerPaymentMessages.totalMismatch(given, amountCents) };
  const owedLeft = new Map<string, number>();
  for (const claim of claims)
    for (const invoice of claim.invoices) owedLeft.set(invoice.invoiceId, requireCents(invoice.owedCents, 'owed'));
  const allocations: PayerAllocation[] = [];
  for (const request of requested) {
    const claim = claims.find((candidate) => candidate.claimId === request.claimId);
    if (!claim) return { ok: false, field: 'claims', message: payerPaymentMessages.claimNotPayable };
    const room = claimRoomCents(claim, owedLeft);
    if (request.amountCents > room) return { ok: false, field: 'claims', message: payerPaymentMessages.aboveOwed(claim.name, room) };
    let left = request.amountCents;
    for (const invoice of claim.invoices) {
      if (left === 0) break;
      const owed = owedLeft.get(invoice.invoiceId) ?? 0;
      const take = Math.min(left, Math.max(0, invoice.claimedCents - invoice.paidCents), owed);
      if (take <= 0) continue;
      allocations.push({ claimId: claim.claimId, invoiceId: invoice.invoiceId, amountCents: take });
      owedLeft.set(invoice.invoiceId, owed - take);
      left -= take;
    }
  }
  return { ok: true, allocations };
}

/** A claim's status once a payer's payment brought what it paid so far to `paidCents`. */
export function statusAfterPayment(claimedCents: number, paidCents: number): 'paid' | 'partially_paid' {
  return paidCents >= claimedCents ? 'paid' : 'partially_paid';
}
