// A refund at the desk: from a payment or from the patient's account credit.
import { z } from 'zod';
import { deskAmount, deskRecordId } from './desk-fields';
import { deskLabels, deskLimits } from './desk-messages';
import { optionalText, requiredText } from '../platform/text-fields';
import { type Tender, tenderLabels, tenders } from './tender';
import { validationMessages as m } from '../platform/validation-messages';

/**
 * `POST /api/admin/refunds`: from a payment (card on file goes back through the gateway) or from
 * the patient's account credit, in a tender recorded by staff. `offCardNote`: why a payment taken
 * by card is refunded otherwise than to that card (the administration's only, `refundLeavesCard`).
 */
export const refundSchema = z.strictObject({
  patientId: deskRecordId('Patient'),
  paymentId: deskRecordId(deskLabels.payment).optional(),
  tender: z.enum(tenders, { error: m.oneOf(deskLabels.tender, Object.values(tenderLabels)) }),
  amountCents: deskAmount(deskLabels.amount),
  reason: requiredText(deskLabels.refundReason, deskLimits.reasonMax),
  offCardNote: optionalText(deskLabels.offCardNote, deskLimits.reasonMax).optional(),
  idempotencyKey: z.uuid({ error: 'Identifiant de remboursement invalide' }),
});
export type RefundInput = z.input<typeof refundSchema>;
export type Refund = z.output<typeof refundSchema>;

/**
 * The tenders of a payment taken by card. Its refund goes back to that card: through the gateway
 * for a card on file, at the terminal for debit and credit cards, recorded in the payment's tender.
 */
export const cardTenders = ['card_on_file', 'debit', 'credit_terminal'] as const satisfies readonly Tender[];

/**
 * Whether refunding a payment taken in `paymentTender` in `refundTender` gives the money otherwise
 * than back to the card that paid (cash for a card payment, say): only the administration may, with
 * a note saying why, so card money is never turned into cash at the desk unnoticed.
 */
export function refundLeavesCard(paymentTender: Tender, refundTender: Tender): boolean {
  return (cardTenders as readonly Tender[]).includes(paymentTender) && refundTender !== paymentTender;
}
