// Rebooking offers (specification §2.9, §4, §8): the patient's answer from the link
// (`rebookingResponseSchema`, the page's form and the API's validator), the staff's new request
// (`rebookingRequestSchema`), and what the page says.
import { z } from 'zod';
import { emailAddressSchema } from '../platform/email-address';
import { requiredLine, textOrEmpty } from '../platform/text-fields';
import { rebookingResponseTypes } from './rebooking-status';
import { validationMessages as m } from '../platform/validation-messages';

/** Specification §8 (rebooking), plus the refusals this API adds where §8 gives no wording. */
export const rebookingMessages = {
  // The specification's « Token invalide » is no French a patient reads.
  invalidToken: 'Ce lien n’est pas valide. Vérifiez qu’il est complet, ou demandez-en un nouveau à la clinique.',
  linkInvalid: 'Lien invalide ou expiré',
  notFound: 'Demande de reprise introuvable',
  /** REBOOK_001: §8 words the expired request like the invitation. */
  expired: 'Cette invitation a expiré',
  /** REBOOK_002 and the page's states; §8 does not show the wording of these two. */
  alreadyAccepted: 'Vous avez déjà accepté cette proposition. Votre rendez-vous est confirmé.',
  alreadyDeclined: 'Vous avez déjà répondu à cette demande.',
  invalidAction: 'Action invalide',
  failed: 'Une erreur est survenue',
  slotRequired: 'Veuillez sélectionner un créneau',
  /** 422 on `slotId`: an id that belongs to another request (or to none). */
  slotNotOffered: 'Ce créneau ne fait pas partie de cette demande',
  pastSlot: 'Ce créneau est déjà passé',
  // The outcomes the server answers with.
  accepted: 'Votre rendez-vous a été confirmé avec succès!',
  declined: "Votre demande d'annulation a été enregistrée",
  callbackRequested: 'Nous vous contacterons sous peu pour fixer un rendez-vous',
  /** Why the clinic's old appointment was cancelled when the patient accepted a new slot. */
  cancellationReason: 'Reprise de rendez-vous',
} as const;

export const rebookingLabels = {
  action: 'Action',
  slotId: 'Créneau',
  notes: 'Notes',
  appointmentId: 'Rendez-vous',
  patientName: 'Nom du patient',
  patientEmail: 'Courriel',
  reason: 'Raison',
  slots: 'Créneaux',
  date: 'Date',
  time: 'Heure',
  durationMinutes: 'Durée',
  expiresInHours: "Délai d'expiration (heures)",
} as const;

export const rebookingLimits = {
  notesMax: 1000,
  reasonMax: 500,
  nameMin: 2,
  nameMax: 200,
  idMax: 64,
  slotsMin: 1,
  slotsMax: 6,
  durationMin: 5,
  durationMax: 480,
  expiresInHoursMin: 1,
  expiresInHoursMax: 24 * 30,
  expiresInHoursDefault: 72,
} as const;

const L = rebookingLabels;
const limits = rebookingLimits;

export const rebookingResponseSchema = z
  .object({
    action: z.enum(rebookingResponseTypes, { error: rebookingMessages.invalidAction }),
    slotId: z
      .string({ error: m.pattern(L.slotId) })
      .trim()
      .max(limits.idMax, m.pattern(L.slotId))
      .optional(),
    notes: textOrEmpty(L.notes, limits.notesMax, 'multiline'),
  })
  .superRefine((answer, context) => {
    if (answer.action === 'accept' && !answer.slotId) {
      context.addIssue({ code: 'custom', path: ['slotId'], message: rebookingMessages.slotRequired });
    }
  });

export type RebookingResponseInput = z.input<typeof rebookingResponseSchema>;
export type RebookingResponse = z.output<typeof rebookingResponseSchema>;

/** A real `YYYY-MM-DD` (no 31 November). */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

export const rebookingSlotSchema = z.object({
  date: z
    .string({ error: m.required(L.date) })
    .trim()
    .refine(isRealDate, m.date(L.date)),
  time: z
    .string({ error: m.required(L.time) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.pattern(L.time)),
  durationMinutes: z
    .number({ error: m.required(L.durationMinutes) })
    .int(m.pattern(L.durationMinutes))
    .min(limits.durationMin, m.min(L.durationMinutes, limits.durationMin))
    .max(limits.durationMax, m.max(L.durationMinutes, limits.durationMax)),
});

/** What staff send to offer a patient a few slots (the back-office's rebooking manager). */
export const rebookingRequestSchema = z.object({
  appointmentId: z
    .string({ error: m.pattern(L.appointmentId) })
    .trim()
    .max(limits.idMax, m.pattern(L.appointmentId))
    .optional(),
  patientName: requiredLine(L.patientName)
    .min(limits.nameMin, m.minLength(L.patientName, limits.nameMin))
    .max(limits.nameMax, m.maxLength(L.patientName, limits.nameMax)),
  patientEmail: emailAddressSchema(L.patientEmail),
  reason: textOrEmpty(L.reason, limits.reasonMax, 'multiline'),
  slots: z
    .array(rebookingSlotSchema, { error: m.required(L.slots) })
    .min(limits.slotsMin, m.required(L.slots))
    .max(limits.slotsMax, `${L.slots} : ${limits.slotsMax} au maximum`),
  expiresInHours: z
    .number({ error: m.pattern(L.expiresInHours) })
    .int(m.pattern(L.expiresInHours))
    .min(limits.expiresInHoursMin, m.min(L.expiresInHours, limits.expiresInHoursMin))
    .max(limits.expiresInHoursMax, m.max(L.expiresInHours, limits.expiresInHoursMax))
    .optional()
    .default(limits.expiresInHoursDefault),
});

export type RebookingRequestInput = z.input<typeof rebookingRequestSchema>;
export type RebookingRequest = z.output<typeof rebookingRequestSchema>;
