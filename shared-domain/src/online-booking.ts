// Online booking and the appointment's management link (specification §2.5, §2.7, §5, §8,
// issue 10): one schema per form for the page's validation and the API's, and the pages' messages.
import { z } from 'zod';
import { hasControlCharacters, normalizeLineBreaks, type TextKind } from './control-characters';
import { emailAddressSchema } from './email-address';
import type { SlotRefusal } from './availability';
import { isValidPhone, validationMessages as m } from './validation-messages';

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

/** What the booking and management pages say (specification §8, plus the refusals this API adds). */
export const onlineBookingMessages = {
  disabled: 'Les réservations en ligne ne sont pas disponibles pour le moment',
  loadFailed: 'Erreur lors du chargement',
  bookingFailed: 'Erreur lors de la réservation',
  booked: 'Rendez-vous réservé avec succès! Vérifiez votre email pour les détails.',
  emptyDay: 'Aucun créneau disponible ce jour',
  missingDetails: 'Veuillez remplir tous les champs obligatoires',
  incompleteSteps: 'Veuillez compléter toutes les étapes',
  /** BOOK_001: someone else booked the slot between the page's list and the click. */
  slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre.",
  /** BOOK_003: cancelled, past, or inside the clinic's self-service cut-off. */
  changeClosed: 'Ce rendez-vous ne peut plus être modifié en ligne. Veuillez communiquer avec la clinique.',
  notOfferedDay: "Cette date n'est pas offerte pour la réservation en ligne",
  notOnGrid: 'Cette heure ne correspond à aucun créneau de ce service',
  pastSlot: 'Ce créneau est déjà passé',
  invalidTime: 'Format de temps invalide (HH:MM)',
  // The management page.
  linkInvalid: 'Rendez-vous non trouvé ou lien invalide',
  confirmFailed: 'Erreur de confirmation',
  rescheduleFailed: 'Erreur de reprogrammation',
  cancelFailed: "Erreur d'annulation",
  slotsLoadFailed: 'Erreur de chargement des créneaux disponibles',
  presenceConfirmed: 'Votre présence a été confirmée avec succès!',
  rescheduled: 'Votre rendez-vous a été reprogrammé avec succès!',
  cancelled: 'Votre rendez-vous a été annulé. Nous espérons vous revoir bientôt!',
  reasonRequired: "Veuillez indiquer une raison pour l'annulation",
} as const;

/** Why the management page offers no change (`changeClosed` of the appointment's answer). */
export const changeClosedReasons = ['cancelled', 'past', 'cutoff'] as const;
export type ChangeClosedReason = (typeof changeClosedReasons)[number];

/** The field a slot refusal belongs to and what it says, for the 422 (`taken` is a 409 instead). */
export const slotRefusalFields = {
  'not-offered-day': { field: 'date', message: onlineBookingMessages.notOfferedDay },
  'not-on-grid': { field: 'time', message: onlineBookingMessages.notOnGrid },
  past: { field: 'time', message: onlineBookingMessages.pastSlot },
} as const satisfies Record<Exclude<SlotRefusal, 'taken'>, { field: 'date' | 'time'; message: string }>;

const L = onlineBookingLabels;
const limits = onlineBookingLimits;
const steps = { error: onlineBookingMessages.incompleteSteps };

/** Trimmed text without control or invisible characters; `error` for a non-string. */
const text = (label: string, error: { error: string }, kind: TextKind = 'line') => {
  const value = z.string(error);
  return (kind === 'multiline' ? value.overwrite(normalizeLineBreaks) : value)
    .trim()
    .refine((entry) => !hasControlCharacters(entry, kind), m.controlCharacters(label));
};

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
};

/** A clinic-local `YYYY-MM-DD`; the step is incomplete when missing. */
const dateField = z.string(steps).trim().min(1, onlineBookingMessages.incompleteSteps).refine(isCalendarDate, m.date(L.date));

/** A clinic-local `HH:MM` between 00:00 and 23:59. */
const timeField = z
  .string(steps)
  .trim()
  .min(1, onlineBookingMessages.incompleteSteps)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, onlineBookingMessages.invalidTime);

const requiredLine = (label: string) => text(label, { error: m.required(label) }).min(1, m.required(label));

export const bookingSchema = z.object({
  serviceId: z.string(steps).trim().min(1, onlineBookingMessages.incompleteSteps).max(limits.serviceIdMax, m.pattern(L.serviceId)),
  date: dateField,
  time: timeField,
  name: requiredLine(L.name)
    .min(limits.nameMin, m.minLength(L.name, limits.nameMin))
    .max(limits.nameMax, m.maxLength(L.name, limits.nameMax)),
  email: emailAddressSchema(L.email),
  phone: requiredLine(L.phone).max(limits.phoneMax, m.maxLength(L.phone, limits.phoneMax)).refine(isValidPhone, m.phone(L.phone)),
  notes: text(L.notes, { error: m.pattern(L.notes) }, 'multiline')
    .max(limits.notesMax, m.maxLength(L.notes, limits.notesMax))
    .optional()
    .default(''),
});

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type BookingField = keyof typeof bookingSchema.shape;

export const rescheduleSchema = z.object({ date: dateField, time: timeField });

export type RescheduleInput = z.input<typeof rescheduleSchema>;
export type Reschedule = z.output<typeof rescheduleSchema>;

export const cancellationSchema = z.object({
  reason: text(L.reason, { error: onlineBookingMessages.reasonRequired }, 'multiline')
    .min(1, onlineBookingMessages.reasonRequired)
    .max(limits.reasonMax, m.maxLength(L.reason, limits.reasonMax)),
});

export type CancellationInput = z.input<typeof cancellationSchema>;
export type Cancellation = z.output<typeof cancellationSchema>;
