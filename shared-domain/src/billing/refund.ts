// A refund at the desk: from a payment or from the patient's account credit.
import { z } from 'zod';
import { deskAmount, deskRecordId } from './desk-fields';
import { deskLabels, deskLimits } from './desk-messages';
import { requiredText } from '../platform/text-fields';
import { tenderLabels, tenders } from './tender';
import { validationMessages as m } from '../platform/validation-messages';

/**
 * `POST /api/admin/refunds`: from a payment (card on file goes back through the gateway) or from
 * the patient's account credit, in a tender recorded by staff.
 */
export const refundSchema = z.strictObject({
  patientId: deskRecordId('Patient'),
  paymentId: deskRecordId(deskLabels.payment).optional(),
  tender: z.enum(tenders, { error: m.oneOf(deskLabels.tender, Object.values(tenderLabels)) }),
  amountCents: deskAmount(deskLabels.amount),
  reason: requiredText(deskLabels.refundReason, deskLimits.reasonMax),
  idempotencyKey: z.uuid({ error: 'Identifiant de remboursement invalide' }),
});
export type RefundInput = z.input<typeof refundSchema>;
export type Refund = z.output<typeof refundSchema>;
