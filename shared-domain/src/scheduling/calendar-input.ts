// What the calendar and appointment screens send, with the French messages a refusal
// shows beside each field: one schema for the back-office forms and the API validator
// (api/src/scheduling/calendar/admin-routes.ts). The forms read them through `newAppointmentFormSchema` and
// `blockedTimeFormSchema`, which only turn the form's fields into what is sent.
import { z } from 'zod';
import { appointmentStatuses } from './appointment-status';
import { bookingSources } from './booking-source';
import { csvFormatField } from '../platform/csv-format';
import { hasControlCharacters, normalizeLineBreaks, type TextKind } from '../platform/control-characters';
import { isEmailAddress, maxEmailAddressLength, normalizeEmailAddress } from '../platform/email-address';
import type { ValidationIssue } from '../platform/field-errors';
import { sanitizeText } from '../platform/sanitize';
import { recordIdField } from '../platform/record-id';
import { requiredDate } from '../platform/text-fields';
import { isValidPhone, validationMessages as m } from '../platform/validation-messages';

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
  reason: 'Raison de la visite',
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

/** Whole days from `from` to `to`, both counted: the same day is 1. */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const timeField = (label: string) =>
  z
    .string({ error: m.required(label) })
    .trim()
    .min(1, m.required(label))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, calendarMessages.invalidTime);

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

/** A choice the form requires (empty: `label` is required) among ids the screen listed. */
const chosenId = (label: string, missing: string) =>
  z.string({ error: missing }).trim().min(1, m.required(label)).max(limits.idMax, missing);

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
  return z.object({ from: requiredDate(L.from), to: requiredDate(L.to) }).superRefine(({ from, to }, context) => {
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeOrder });
    else if (daysSpanned(from, to) > maxDays)
      context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeTooLong(maxDays) });
  });
}

export const calendarQuery = dateRange(limits.calendarDays);

export const availabilityQuery = z.object({
  serviceTypeId: recordIdField(calendarMessages.serviceNotFound),
  from: filter(requiredDate(L.from)),
  days: z
    .string({ error: m.pattern(L.days) })
    .trim()
    .regex(/^\d{1,3}$/, m.pattern(L.days))
    .transform(Number)
    .pipe(z.number().min(1, m.min(L.days, 1)).max(limits.availabilityDays, m.max(L.days, limits.availabilityDays)))
    .optional(),
  ignoreAppointmentId: recordIdField(calendarMessages.appointmentNotFound).optional(),
});

export const newPatientSchema = z.object({
  firstName: requiredText(L.firstName, limits.nameMax, 'line'),
  lastName: requiredText(L.lastName, limits.nameMax, 'line'),
  email: optionalEmail,
  phone: optionalPhone,
});

export const appointmentCreationSchema = z
  .object({
    patientId: recordIdField(calendarMessages.patientNotFound).optional(),
    newPatient: newPatientSchema.optional(),
    serviceTypeId: chosenId(L.serviceTypeId, calendarMessages.serviceNotFound),
    date: requiredDate(L.date),
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
    date: requiredDate(L.date).optional(),
    time: timeField(L.time).optional(),
    serviceTypeId: recordIdField(calendarMessages.serviceNotFound).optional(),
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
    from: filter(requiredDate(L.from)),
    to: filter(requiredDate(L.to)),
    status: filter(z.enum(appointmentStatuses, { error: m.oneOf(L.status, appointmentStatuses) })),
    source: filter(z.enum(bookingSources, { error: m.oneOf(L.source, bookingSources) })),
    patientId: filter(recordIdField(calendarMessages.patientNotFound)),
    q: filter(z.string().max(limits.queryMax, m.maxLength(L.q, limits.queryMax))),
    cursor: filter(z.string().max(limits.cursorMax, calendarMessages.invalidCursor)),
    /** The export's spreadsheet (the list ignores it). */
    format: csvFormatField,
  })
  .superRefine(({ from, to }, context) => {
    if (from && to && to < from) context.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeOrder });
  });

export type AppointmentListFilters = Omit<z.output<typeof appointmentListQuery>, 'cursor' | 'format'>;

export const blockedTimesQuery = z
  .object({ from: filter(requiredDate(L.from)), to: filter(requiredDate(L.to)) })
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
    startDate: requiredDate(L.startDate),
    endDate: requiredDate(L.endDate),
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

// ---------------------------------------------------------------------------------------------
// The same schemas as the back-office forms read them: each field a string, as typed.

/** What `useSchemaForm` reads: issues named by the form's fields, or what the form sends. */
export interface FormInputSchema<Input> {
  safeParse(input: unknown): { success: true; data: Input } | { success: false; error: { issues: ValidationIssue[] } };
}

/**
 * A form checked by the API's own `schema`: `toInput` turns the form's strings into what is sent,
 * and each refusal is named by the form field it is about (`newPatient.firstName` → `firstName`).
 */
function formInput<F extends string, S extends z.ZodType>(
  fields: readonly F[],
  toInput: (values: Record<F, string>) => z.input<S>,
  schema: S,
  extraIssues: (values: Record<F, string>) => ValidationIssue[] = () => [],
): FormInputSchema<z.input<S>> {
  return {
    safeParse(raw) {
      const values = Object.fromEntries(
        fields.map((field) => {
          const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
          return [field, typeof value === 'string' ? value : ''];
        }),
      ) as Record<F, string>;
      const input = toInput(values);
      const result = schema.safeParse(input);
      const issues = [
        ...extraIssues(values),
        ...(result.success ? [] : result.error.issues.map((issue) => ({ path: formPath(issue.path), message: issue.message }))),
      ];
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: input };
    },
  };
}

/** The API names a new patient's fields `newPatient.x`; the form, `x`. */
function formPath(path: readonly PropertyKey[]): PropertyKey[] {
  return path[0] === 'newPatient' ? path.slice(1) : [...path];
}

/** A refusal's field as the form names it, or undefined when the form has no such field. */
export function newAppointmentFormField(apiField: string): NewAppointmentFormField | undefined {
  const name = formPath(apiField.split('.')).join('.');
  return (newAppointmentFormFields as readonly string[]).includes(name) ? (name as NewAppointmentFormField) : undefined;
}

export const newAppointmentFormFields = [
  'patientMode',
  'patientId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'serviceTypeId',
  'date',
  'time',
  'reason',
] as const;
export type NewAppointmentFormField = (typeof newAppointmentFormFields)[number];

/** « Nouveau rendez-vous »: a patient on file (`patientMode` existing) or a new one; empty fields left out. */
export const newAppointmentFormSchema = formInput(
  newAppointmentFormFields,
  (values): z.input<typeof appointmentCreationSchema> => {
    const optional = (name: 'email' | 'phone' | 'reason') => (values[name] ? { [name]: values[name] } : {});
    const patient =
      values.patientMode === 'new'
        ? { newPatient: { firstName: values.firstName, lastName: values.lastName, ...optional('email'), ...optional('phone') } }
        : values.patientId
          ? { patientId: values.patientId }
          : {};
    return { ...patient, serviceTypeId: values.serviceTypeId, date: values.date, time: values.time, ...optional('reason') };
  },
  appointmentCreationSchema,
);

export const blockedTimeFormFields = ['startDate', 'endDate', 'wholeDay', 'startTime', 'endTime', 'reason'] as const;
export type BlockedTimeFormField = (typeof blockedTimeFormFields)[number];

/** « Bloquer une période »: whole days (`wholeDay` not empty: no times), or both times required. */
export const blockedTimeFormSchema = formInput(
  blockedTimeFormFields,
  (values): z.input<typeof blockedTimeSchema> => {
    const wholeDay = values.wholeDay !== '';
    return {
      startDate: values.startDate,
      endDate: values.endDate,
      startTime: wholeDay ? null : values.startTime,
      endTime: wholeDay ? null : values.endTime,
      reason: values.reason,
    };
  },
  blockedTimeSchema,
  (values) =>
    values.wholeDay !== ''
      ? []
      : (['startTime', 'endTime'] as const)
          .filter((field) => values[field] === '')
          .map((field) => ({ path: [field], message: m.required(L[field]) })),
);
