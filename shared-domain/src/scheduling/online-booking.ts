// Online booking and the appointment's management link (specification §2.5, §2.7, §5, §8):
// one schema per form for the page's validation and the API's, and the pages' messages.
import { z } from 'zod';
import { bookingDepositSchema } from '../billing/deposit';
import { emailAddressSchema } from '../platform/email-address';
import type { SlotRefusal } from './availability';
import { onlineBookingMessages } from './online-booking-messages';
import { bookingConsentVersionsSchema } from '../privacy/privacy-consents';
import { isCalendarDate, plainText, requiredLine, textOrEmpty } from '../platform/text-fields';
import { isValidPhone, validationMessages as m } from '../platform/validation-messages';

export const onlineBookingLabels = {
  serviceId: 'Service',
  date: 'Date',
  time: 'Heure',
  name: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  notes: 'Notes',
  reason: "Raison de l'annulation",
} as const;

export const onlineBookingLimits = {
  nameMin: 2,
  nameMax: 200,
  phoneMax: 30,
  notesMax: 1000,
  reasonMax: 500,
  // A service id is a UUID; anything much longer is not one.
  serviceIdMax: 64,
} as const;

// The pages' messages live without the schemas, so a page that only says them loads no validation.
export { onlineBookingMessages, tooManyUpcomingMessage } from './online-booking-messages';

/** Why the management page offers no change (`changeClosed` of the appointment's answer). */
export const changeClosedReasons = ['cancelled', 'past', 'cutoff'] as const;
export type ChangeClosedReason = (typeof changeClosedReasons)[number];

/** The field a slot refusal belongs to and what it says, for the 422 (`taken` is a 409 instead). */
export const slotRefusalFields = {
  'not-offered-day': { field: 'date', message: onlineBookingMessages.notOfferedDay },
  'not-on-grid': { field: 'time', message: onlineBookingMessages.notOnGrid },
  past: { field: 'time', message: onlineBookingMessages.pastSlot },
  'too-soon': { field: 'time', message: onlineBookingMessages.tooSoon },
} as const satisfies Record<Exclude<SlotRefusal, 'taken'>, { field: 'date' | 'time'; message: string }>;

const L = onlineBookingLabels;
const limits = onlineBookingLimits;
const steps = { error: onlineBookingMessages.incompleteSteps };

/** A clinic-local `YYYY-MM-DD`; the step is incomplete when missing. */
const dateField = z.string(steps).trim().min(1, onlineBookingMessages.incompleteSteps).refine(isCalendarDate, m.date(L.date));

/** A clinic-local `HH:MM` between 00:00 and 23:59. */
const timeField = z
  .string(steps)
  .trim()
  .min(1, onlineBookingMessages.incompleteSteps)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, onlineBookingMessages.invalidTime);

export const bookingSchema = z.object({
  serviceId: z.string(steps).trim().min(1, onlineBookingMessages.incompleteSteps).max(limits.serviceIdMax, m.pattern(L.serviceId)),
  date: dateField,
  time: timeField,
  name: requiredLine(L.name)
    .min(limits.nameMin, m.minLength(L.name, limits.nameMin))
    .max(limits.nameMax, m.maxLength(L.name, limits.nameMax)),
  email: emailAddressSchema(L.email),
  phone: requiredLine(L.phone).max(limits.phoneMax, m.maxLength(L.phone, limits.phoneMax)).refine(isValidPhone, m.phone(L.phone)),
  notes: textOrEmpty(L.notes, limits.notesMax, 'multiline'),
  // The versions of the consent texts the form showed: checked against the current ones.
  consentVersions: bookingConsentVersionsSchema,
  // The card for the deposit, when the service asks one (the API refuses the booking without it).
  deposit: bookingDepositSchema.optional(),
});

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type BookingField = keyof typeof bookingSchema.shape;

export const rescheduleSchema = z.object({ date: dateField, time: timeField });

export type RescheduleInput = z.input<typeof rescheduleSchema>;
export type Reschedule = z.output<typeof rescheduleSchema>;

export const cancellationSchema = z.object({
  reason: plainText(L.reason, 'multiline', onlineBookingMessages.reasonRequired)
    .min(1, onlineBookingMessages.reasonRequired)
    .max(limits.reasonMax, m.maxLength(L.reason, limits.reasonMax)),
});

export type CancellationInput = z.input<typeof cancellationSchema>;
export type Cancellation = z.output<typeof cancellationSchema>;
