// What the calendar and appointment screens send (issue 13), with the French messages a refusal
// shows beside each field. Kept beside the routes for now: the back-office forms may share them
// once they move to `shared-domain` (they import nothing from the API).
import { appointmentStatuses } from 'shared-domain/appointment-status';
import { bookingSources } from 'shared-domain/booking-source';
import { hasControlCharacters, normalizeLineBreaks, type TextKind } from 'shared-domain/control-characters';
import { isEmailAddress, maxEmailAddressLength, normalizeEmailAddress } from 'shared-domain/email-address';
import { sanitizeText } from 'shared-domain/sanitize';
import { isValidPhone, validationMessages as m } from 'shared-domain/validation-messages';
import { z } from 'zod';

export const calendarLabels = {
  from: 'Date de début',
  to: 'Date de fin',
  days: 'Nombre de jours',
  serviceTypeId: 'Service',
  date: 'Date',
  time: 'Heure',
  patientId: 'Patient',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  reason: 'Motif',
  notes: 'Notes',
  cancellationReason: "Raison de l'annulation",
  status: 'Statut',
  source: 'Source',
  q: 'Recherche',
  startDate: 'Date de début',
  endDate: 'Date de fin',
  startTime: 'Heure de début',
  endTime: 'Heure de fin',
  blockedReason: 'Motif',
} as const;

export const calendarLimits = {
  calendarDays: 42,
  availabilityDays: 31,
  blockedDays: 366,
  idMax: 64,
  nameMax: 100,
  phoneMax: 30,
  reasonMax: 1000,
  notesMax: 2000,
  cancellationReasonMax: 500,
  blockedReasonMax: 200,
  queryMax: 100,
  cursorMax: 200,
} as const;

export const calendarMessages = {
  /** BOOK_001 when the slot overlaps a pending or confirmed appointment. */
  overlap: 'Ce créneau chevauche un autre rendez-vous.',
  /** BOOK_001 when it overlaps a time the clinic blocked. */
  blocked: 'Ce créneau chevauche une période bloquée.',
  /** APPT_001: cancelled, completed or missed since the screen showed it. */
  notMovable: 'Ce rendez-vous a été annulé ou terminé entre-temps : il ne peut plus être modifié.',
  /** APPT_001: an undated request is scheduled from the requests inbox. */
  undated: "Cette demande n'a pas encore de date : planifiez-la depuis les demandes.",
  /** APPT_001: it moved or changed between the screen's read and the click. */
  changedMeanwhile: 'Ce rendez-vous a été modifié entre-temps. Veuillez recharger le calendrier.',
  appointmentNotFound: 'Rendez-vous introuvable.',
  blockedTimeNotFound: 'Période bloquée introuvable.',
  serviceNotFound: 'Service introuvable',
  patientNotFound: 'Patient introuvable',
  patientChoice: 'Veuillez choisir un patient existant ou en créer un nouveau.',
  nothingToChange: 'Aucune modification à enregistrer.',
  pastDay: 'Cette date est déjà passée.',
  pastMidnight: 'Ce rendez-vous se terminerait après minuit.',
  rangeOrder: 'La date de fin doit être le même jour ou après la date de début.',
  rangeTooLong: (days: number) => `La période ne peut pas dépasser ${days} jours.`,
  timeOrder: "L'heure de fin doit être après l'heure de début.",
  blockedPast: 'Cette période est déjà passée.',
  cancellationReasonRequired: "Veuillez indiquer une raison pour l'annulation",
  invalidCursor: 'Cette page de résultats est introuvable. Veuillez recommencer la recherche.',
  invalidTime: 'Format de temps invalide (HH:MM)',
} as const;

const L = calendarLabels;
const limits = calendarLimits;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Whole days from `from` to `to`, both counted: the same day is 1. */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const dateField = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .refine(isCalendarDate, m.date(label));

const timeField = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, calendarMessages.invalidTime);

/** An id the screen took from a list: anything else is refused with `missing`. */
const idField = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(limits.idMax, missing);

/**
 * Text a person typed: markup stripped (defence in depth, as for the public forms), trimmed, and
 * refused when it holds control or invisible characters.
 */
const typedText = (label: string, max: number, kind: TextKind, error: string = m.pattern(label)) => {
  const text = z.string({ error });
  return (kind === 'multiline' ? text.overwrite(normalizeLineBreaks) : text)
    .overwrite(sanitizeText)
    .refine((value) => !hasControlCharacters(value, kind), m.controlCharacters(label))
    .max(max, m.maxLength(label, max));
};

/** Optional text: absent or empty is stored as null. */
const optionalText = (label: string, max: number, kind: TextKind) =>
  typedText(label, max, kind)
    .optional()
    .transform((value) => (value ? value : null));

const requiredText = (label: string, max: number, kind: TextKind, message: string = m.required(label)) =>
  typedText(label, max, kind, message).min(1, message);

const optionalEmail = z
  .string({ error: m.email(L.email) })
  .overwrite(normalizeEmailAddress)
  .max(maxEmailAddressLength, m.maxLength(L.email, maxEmailAddressLength))
  .refine((value) => value === '' || isEmailAddress(value), m.email(L.email))
  .optional()
  .transform((value) => value || null);

const optionalPhone = z
  .string({ error: m.phone(L.phone) })
  .trim()
  .max(limits.phoneMax, m.maxLength(L.phone, limits.phoneMax))
  .refine((value) => value === '' || isValidPhone(value), m.phone(L.phone))
  .optional()
  .transform((value) => value || null);

const notify = z.boolean({ error: m.pattern('Avis au patient') }).optional();

/**
 * A filter of a list's query: absent or empty (a form's "all") means no filter; anything else must
 * pass `schema`.
 */
const filter = <Output>(schema: z.ZodType<Output, string>) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();

/** A clinic-local date range `from`…`to` of at most `maxDays` days. */
function dateRange(maxDays: number) {
  return z.object({ from: dateField(L.from), to: dateField(L.to) }).superRefine(({ from, to }, context) => {
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeOrder });
    else if (daysSpanned(from, to) > maxDays)
      context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeTooLong(maxDays) });
  });
}

export const calendarQuery = dateRange(limits.calendarDays);

export const availabilityQuery = z.object({
  serviceTypeId: idField(calendarMessages.serviceNotFound),
  from: filter(dateField(L.from)),
  days: z
    .string({ error: m.pattern(L.days) })
    .trim()
    .regex(/^\d{1,3}$/, m.pattern(L.days))
    .transform(Number)
    .pipe(z.number().min(1, m.min(L.days, 1)).max(limits.availabilityDays, m.max(L.days, limits.availabilityDays)))
    .optional(),
  ignoreAppointmentId: idField(calendarMessages.appointmentNotFound).optional(),
});

export const newPatientSchema = z.object({
  firstName: requiredText(L.firstName, limits.nameMax, 'line'),
  lastName: requiredText(L.lastName, limits.nameMax, 'line'),
  email: optionalEmail,
  phone: optionalPhone,
});

export const appointmentCreationSchema = z
  .object({
    patientId: idField(calendarMessages.patientNotFound).optional(),
    newPatient: newPatientSchema.optional(),
    serviceTypeId: idField(calendarMessages.serviceNotFound),
    date: dateField(L.date),
    time: timeField(L.time),
    reason: optionalText(L.reason, limits.reasonMax, 'multiline'),
    notes: optionalText(L.notes, limits.notesMax, 'multiline'),
    notify,
  })
  .superRefine((input, context) => {
    // Exactly one: an existing record, or the new one typed in the form.
    if ((input.patientId === undefined) === (input.newPatient === undefined)) {
      context.addIssue({ code: 'custom', path: ['patientId'], message: calendarMessages.patientChoice });
    }
  });

export type AppointmentCreation = z.output<typeof appointmentCreationSchema>;

export const appointmentChangeSchema = z
  .object({
    date: dateField(L.date).optional(),
    time: timeField(L.time).optional(),
    serviceTypeId: idField(calendarMessages.serviceNotFound).optional(),
    // Empty clears the notes.
    notes: typedText(L.notes, limits.notesMax, 'multiline')
      .transform((value) => (value ? value : null))
      .optional(),
    notify,
  })
  .superRefine((input, context) => {
    const { notify: _notify, ...changes } = input;
    if (Object.values(changes).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: ['_'], message: calendarMessages.nothingToChange });
    }
  });

export type AppointmentChange = z.output<typeof appointmentChangeSchema>;

export const cancellationByStaffSchema = z.object({
  reason: requiredText(L.cancellationReason, limits.cancellationReasonMax, 'multiline', calendarMessages.cancellationReasonRequired),
  notify,
});

export const appointmentListQuery = z
  .object({
    from: filter(dateField(L.from)),
    to: filter(dateField(L.to)),
    status: filter(z.enum(appointmentStatuses, { error: m.oneOf(L.status, appointmentStatuses) })),
    source: filter(z.enum(bookingSources, { error: m.oneOf(L.source, bookingSources) })),
    patientId: filter(idField(calendarMessages.patientNotFound)),
    q: filter(z.string().max(limits.queryMax, m.maxLength(L.q, limits.queryMax))),
    cursor: filter(z.string().max(limits.cursorMax, calendarMessages.invalidCursor)),
  })
  .superRefine(({ from, to }, context) => {
    if (from && to && to < from) context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeOrder });
  });

export type AppointmentListFilters = Omit<z.output<typeof appointmentListQuery>, 'cursor'>;

export const blockedTimesQuery = z
  .object({ from: filter(dateField(L.from)), to: filter(dateField(L.to)) })
  .superRefine(({ from, to }, context) => {
    if (from && to && to < from) context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeOrder });
  });

/** An optional time: absent, null or empty means the whole day at that end. */
const optionalTime = (label: string) =>
  z
    .union([timeField(label), z.literal(''), z.null()], { error: calendarMessages.invalidTime })
    .optional()
    .transform((value) => value || null);

export const blockedTimeSchema = z
  .object({
    startDate: dateField(L.startDate),
    endDate: dateField(L.endDate),
    startTime: optionalTime(L.startTime),
    endTime: optionalTime(L.endTime),
    reason: requiredText(L.blockedReason, limits.blockedReasonMax, 'line'),
  })
  .superRefine((input, context) => {
    if (input.endDate < input.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: calendarMessages.rangeOrder });
    } else if (daysSpanned(input.startDate, input.endDate) > limits.blockedDays) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: calendarMessages.rangeTooLong(limits.blockedDays) });
    } else if (input.startDate === input.endDate && input.startTime && input.endTime && input.endTime <= input.startTime) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: calendarMessages.timeOrder });
    }
  });

export type BlockedTimeInput = z.output<typeof blockedTimeSchema>;
