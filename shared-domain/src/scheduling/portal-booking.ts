import { depositMessages } from '../billing/deposit';
// A signed-in patient books from the portal: a service and a slot as online booking
// offers them, and, if they wish, the reason for the visit. No name, e-mail or phone to type: the
// session says who books, and the clinic's record how to reach them.
import { z } from 'zod';
import { appointmentRequestLabels, appointmentRequestLimits } from './appointment-request';
import { hasControlCharacters, normalizeLineBreaks } from '../platform/control-characters';
import { bookingSchema, onlineBookingLabels } from './online-booking';
import { validationMessages as m } from '../platform/validation-messages';

export const portalBookingLabels = {
  serviceTypeId: onlineBookingLabels.serviceId,
  date: onlineBookingLabels.date,
  time: onlineBookingLabels.time,
  reason: appointmentRequestLabels.reason,
} as const;

const reasonLabel = portalBookingLabels.reason;
const reasonMax = appointmentRequestLimits.reasonMax;

const portalBookingDepositSchema = z.object({
  paymentMethodId: z
    .string({ error: depositMessages.cardRequired })
    .trim()
    .min(1, depositMessages.cardRequired)
    .max(64, depositMessages.cardRequired),
  idempotencyKey: z.uuid({ error: depositMessages.keyInvalid }),
});

export const portalBookingSchema = z.object({
  // The same checks and messages as the public booking's steps ('Veuillez compléter toutes les étapes').
  serviceTypeId: bookingSchema.shape.serviceId,
  date: bookingSchema.shape.date,
  time: bookingSchema.shape.time,
  reason: z
    .string({ error: m.pattern(reasonLabel) })
    .overwrite(normalizeLineBreaks)
    .trim()
    .refine((value) => !hasControlCharacters(value, 'multiline'), m.controlCharacters(reasonLabel))
    .max(reasonMax, m.maxLength(reasonLabel, reasonMax))
    .optional()
    .default(''),
  // A service asking a deposit: the saved card that pays it, and the key made when the step opened.
  deposit: portalBookingDepositSchema.optional(),
});

export type PortalBookingInput = z.input<typeof portalBookingSchema>;
export type PortalBooking = z.output<typeof portalBookingSchema>;
export type PortalBookingField = keyof typeof portalBookingSchema.shape;
