// « Renoncer aux frais »: the reasons the clinic waives a no-show or late-cancellation fee, and the
// request that records the waiver.
import { z } from 'zod';
import { deskLabels, deskLimits } from './desk-messages';
import { textOrEmpty } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

/** Why the clinic waived a fee; recorded with the waiver. */
export const feeWaiverReasons = ['illness', 'emergency', 'first_time', 'weather', 'clinic_error', 'other'] as const;
export type FeeWaiverReason = (typeof feeWaiverReasons)[number];

export const feeWaiverReasonLabels: Record<FeeWaiverReason, string> = {
  illness: 'Maladie',
  emergency: 'Urgence',
  first_time: 'Première fois',
  weather: 'Intempéries',
  clinic_error: 'Erreur de la clinique',
  other: 'Autre raison',
};

/** `POST /api/admin/invoices/:id/waiver`: « Renoncer aux frais », with its reason. */
export const feeWaiverSchema = z.strictObject({
  reason: z.enum(feeWaiverReasons, { error: m.required(deskLabels.waiverReason) }),
  note: textOrEmpty(deskLabels.note, deskLimits.reasonMax),
});
export type FeeWaiver = z.output<typeof feeWaiverSchema>;
