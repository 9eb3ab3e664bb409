// The public appointment request (specification sections 2.4, 3 and 5): one schema for the
// modal's validation and the API's.
import { z } from 'zod';
import { emailAddressSchema } from '../platform/email-address';
import { requiredText, textOrEmpty } from '../platform/text-fields';
import { isValidPhone, validationMessages as m } from '../platform/validation-messages';

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

export const appointmentRequestSchema = z.object({
  name: requiredText(L.name, limits.nameMax).min(limits.nameMin, m.minLength(L.name, limits.nameMin)),
  email: emailAddressSchema(L.email),
  phone: requiredText(L.phone, 30).refine(isValidPhone, m.phone(L.phone)),
  reason: requiredText(L.reason, limits.reasonMax, 'multiline').min(limits.reasonMin, m.minLength(L.reason, limits.reasonMin)),
  patient_age: textOrEmpty(L.patient_age, limits.patientAgeMax),
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
