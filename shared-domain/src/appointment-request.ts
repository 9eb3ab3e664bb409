// The public appointment request (specification sections 2.4, 3 and 5): one schema for the
// modal's validation and the API's.
import { z } from 'zod';
import { hasControlCharacters, normalizeLineBreaks, type TextKind } from './control-characters';
import { emailAddressSchema } from './email-address';
import { isValidPhone, validationMessages as m } from './validation-messages';

export const preferredTimes = ['Matin', 'Après-midi', 'Fin de journée', 'Flexible'] as const;
export type PreferredTime = (typeof preferredTimes)[number];

export const appointmentRequestLabels = {
  name: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  reason: 'Raison de la consultation',
  patient_age: 'Âge du patient',
  preferred_time: 'Moment préféré',
} as const;

export const appointmentRequestLimits = {
  nameMin: 2,
  nameMax: 200,
  reasonMin: 5,
  reasonMax: 1000,
  patientAgeMax: 60,
} as const;

const L = appointmentRequestLabels;
const limits = appointmentRequestLimits;

/** Text without control or invisible characters; line breaks (as `\n`) and tabs only in `multiline` text. */
const plainText = (label: string, error: { error: string }, kind: TextKind = 'line') => {
  const text = z.string(error);
  return (kind === 'multiline' ? text.overwrite(normalizeLineBreaks) : text)
    .trim()
    .refine((value) => !hasControlCharacters(value, kind), m.controlCharacters(label));
};

/** A required text: any non-string (missing, null, number…) gets the field's "required" message. */
const requiredText = (label: string, kind: TextKind = 'line') =>
  plainText(label, { error: m.required(label) }, kind).min(1, m.required(label));

export const appointmentRequestSchema = z.object({
  name: requiredText(L.name)
    .min(limits.nameMin, m.minLength(L.name, limits.nameMin))
    .max(limits.nameMax, m.maxLength(L.name, limits.nameMax)),
  email: emailAddressSchema(L.email),
  phone: requiredText(L.phone).max(30, m.maxLength(L.phone, 30)).refine(isValidPhone, m.phone(L.phone)),
  reason: requiredText(L.reason, 'multiline')
    .min(limits.reasonMin, m.minLength(L.reason, limits.reasonMin))
    .max(limits.reasonMax, m.maxLength(L.reason, limits.reasonMax)),
  patient_age: plainText(L.patient_age, { error: m.pattern(L.patient_age) })
    .max(limits.patientAgeMax, m.maxLength(L.patient_age, limits.patientAgeMax))
    .optional()
    .default(''),
  preferred_time: z
    .union([z.enum(preferredTimes), z.literal('')], {
      error: m.oneOf(L.preferred_time, preferredTimes),
    })
    .optional()
    .default(''),
});

export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>;
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;
export type AppointmentRequestField = keyof typeof appointmentRequestLabels;
