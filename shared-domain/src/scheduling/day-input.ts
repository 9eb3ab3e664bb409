// What the day view, the requests inbox and the status buttons send, checked with French messages:
// one schema for the back-office forms and the API validator (api/src/scheduling/day/admin-routes.ts).
import { z } from 'zod';
import { appointmentStatuses } from './appointment-status';
import { hasControlCharacters, normalizeLineBreaks } from '../platform/control-characters';
import { bookingSchema } from './online-booking';
import { isCalendarDate } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

export const adminDayLabels = {
  date: 'Date',
  status: 'Statut',
  from: 'Statut affiché',
  message: 'Message',
} as const;

/** What the API answers (the screens show these messages as they come). */
export const adminDayMessages = {
  appointmentNotFound: "Ce rendez-vous n'existe pas.",
  requestNotFound: "Cette demande n'existe pas ou a déjà été traitée.",
  /** APPT_001: the screen showed a status the appointment no longer has. */
  changedMeanwhile: 'Ce rendez-vous a été modifié entre-temps. Vérifiez son statut, puis réessayez.',
  cancelledStays: 'Un rendez-vous annulé ne peut pas changer de statut ici.',
  unknownService: "Ce service n'existe pas ou n'est plus offert.",
  closedDay: "La clinique n'est pas ouverte ce jour-là.",
} as const;

export const declineMessageLimits = { min: 1, max: 1000 } as const;

/** The statuses the day view's buttons set: completed, no-show, and their undo. */
export const settableStatuses = ['completed', 'no_show', 'confirmed', 'pending'] as const;
export type SettableStatus = (typeof settableStatuses)[number];

export const dayQuerySchema = z.object({
  // Absent means the clinic's today.
  date: z
    .string({ error: m.date(adminDayLabels.date) })
    .refine(isCalendarDate, m.date(adminDayLabels.date))
    .optional(),
});

export const statusChangeSchema = z.object({
  status: z.enum(settableStatuses, { error: m.oneOf(adminDayLabels.status, settableStatuses) }),
  // Whatever the screen showed, so a change made meanwhile elsewhere is refused rather than overwritten.
  from: z.enum(appointmentStatuses, { error: m.oneOf(adminDayLabels.from, appointmentStatuses) }),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** A service and a slot, with the online booking's checks and messages. */
export const scheduleRequestSchema = z.object({
  serviceTypeId: bookingSchema.shape.serviceId,
  date: bookingSchema.shape.date,
  time: bookingSchema.shape.time,
});
export type ScheduleRequest = z.output<typeof scheduleRequestSchema>;

const messageLabel = adminDayLabels.message;

export const declineRequestSchema = z.object({
  message: z
    .string({ error: m.required(messageLabel) })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(declineMessageLimits.min, m.required(messageLabel))
    .max(declineMessageLimits.max, m.maxLength(messageLabel, declineMessageLimits.max))
    .refine((value) => !hasControlCharacters(value, 'multiline'), m.controlCharacters(messageLabel)),
});
export type DeclineRequest = z.output<typeof declineRequestSchema>;
