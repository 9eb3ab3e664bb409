// The waitlist form and the invitation page (specification §2.6, §2.8, §3, §5, §8): one
// schema for the page's validation and the API's, the form's day and period lists, and the
// messages both pages show.
import { z } from 'zod';
import { emailAddressSchema } from '../platform/email-address';
import { requiredLine, textOrEmpty } from '../platform/text-fields';
import { waitlistConsentVersionsSchema } from '../privacy/privacy-consents';
import { isValidPhone, validationMessages as m } from '../platform/validation-messages';

/** The form's days, Monday first as the clinic's week is shown; `waitlistDayOf` names a date's. */
export const waitlistDays = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export type WaitlistDay = (typeof waitlistDays)[number];

export const waitlistTimes = ['Matin (8h-12h)', 'Après-midi (12h-17h)', 'Soir (17h-20h)'] as const;
export type WaitlistTime = (typeof waitlistTimes)[number];

export const waitlistLabels = {
  fullName: 'Nom complet',
  email: 'Courriel',
  phone: 'Téléphone',
  preferredDays: 'Jours préférés',
  preferredTimes: 'Moments préférés',
  notes: 'Notes',
  consent: 'Consentement',
} as const;

export const waitlistLimits = {
  fullNameMin: 2,
  fullNameMax: 200,
  phoneMax: 30,
  notesMax: 1000,
} as const;

/** What the waitlist page says (specification §8, plus the consent this API requires). */
export const waitlistMessages = {
  alreadyRegistered: "Vous êtes déjà inscrit sur notre liste d'attente!",
  alreadyInvited: 'Vous avez déjà reçu une invitation! Vérifiez vos emails.',
  joinFailed: "Erreur lors de l'inscription",
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  consentRequired: "Veuillez accepter d'être contacté(e) lorsqu'un créneau se libère.",
} as const;

/** What the invitation page says (specification §8), and the server's thank-you messages. */
export const invitationMessages = {
  invalidLink: "Lien d'invitation invalide",
  notFound: 'Invitation introuvable',
  expired: 'Cette invitation a expiré',
  taken: "Ce créneau a déjà été attribué à quelqu'un d'autre",
  notValid: "Cette invitation n'est plus valide",
  alreadyAccepted: 'Ce rendez-vous a déjà été accepté!',
  loadFailed: "Erreur lors du chargement de l'invitation",
  answerFailed: 'Erreur lors du traitement de votre réponse',
  // The product's own words say « courriel »; the specification's, kept as written, say « email ».
  accepted: 'Merci! Votre rendez-vous est réservé. Vérifiez votre courriel pour les détails.',
  declined: "Merci de votre réponse. Vous restez sur notre liste d'attente.",
  left: "Vous avez été retiré(e) de notre liste d'attente. Merci!",
} as const;

/** Where an invitation stands, as the page shows it (`taken`: the slot went to someone else). */
export const invitationStates = ['pending', 'accepted', 'expired', 'taken', 'invalid'] as const;
export type InvitationState = (typeof invitationStates)[number];

const L = waitlistLabels;
const limits = waitlistLimits;

/** A list of the form's choices, each at most once; any wrong entry is an error on the list itself. */
const choices = <Values extends readonly [string, ...string[]]>(label: string, values: Values) =>
  z
    .array(z.unknown(), { error: m.oneOf(label, values) })
    .max(values.length * 2, m.oneOf(label, values))
    .refine((picked) => picked.every((value) => (values as readonly unknown[]).includes(value)), m.oneOf(label, values))
    .transform((picked) => values.filter((value) => picked.includes(value)) as Values[number][])
    .optional()
    .default([]);

export const waitlistSchema = z.object({
  fullName: requiredLine(L.fullName)
    .min(limits.fullNameMin, m.minLength(L.fullName, limits.fullNameMin))
    .max(limits.fullNameMax, m.maxLength(L.fullName, limits.fullNameMax)),
  email: emailAddressSchema(L.email),
  phone: requiredLine(L.phone).max(limits.phoneMax, m.maxLength(L.phone, limits.phoneMax)).refine(isValidPhone, m.phone(L.phone)),
  preferredDays: choices(L.preferredDays, waitlistDays),
  preferredTimes: choices(L.preferredTimes, waitlistTimes),
  notes: textOrEmpty(L.notes, limits.notesMax, 'multiline'),
  // Contacting someone about a freed slot needs their agreement (Law 25): only `true` passes.
  consent: z.literal(true, { error: waitlistMessages.consentRequired }),
  // The version of the contact consent's text the form showed: checked against the current one.
  consentVersions: waitlistConsentVersionsSchema,
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistEntry = z.output<typeof waitlistSchema>;
export type WaitlistField = keyof typeof waitlistSchema.shape;

/** The form's day for a clinic-local `YYYY-MM-DD`. */
export function waitlistDayOf(date: string): WaitlistDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return waitlistDays[(sundayFirst + 6) % 7] as WaitlistDay;
}

/** The form's period for a clinic-local `HH:MM` start: before noon, noon to 17:00, from 17:00. */
export function waitlistTimeOf(time: string): WaitlistTime {
  if (time < '12:00') return 'Matin (8h-12h)';
  if (time < '17:00') return 'Après-midi (12h-17h)';
  return 'Soir (17h-20h)';
}

/** True when an entry's preferences admit a slot; no preference admits every day or period. */
export function preferencesMatch(
  preferences: { preferredDays: readonly string[]; preferredTimes: readonly string[] },
  slot: { date: string; time: string },
): boolean {
  const dayOk = preferences.preferredDays.length === 0 || preferences.preferredDays.includes(waitlistDayOf(slot.date));
  const timeOk = preferences.preferredTimes.length === 0 || preferences.preferredTimes.includes(waitlistTimeOf(slot.time));
  return dayOk && timeOk;
}

export const slotOfferLabels = { date: 'Date', time: 'Heure', durationMinutes: 'Durée', serviceTypeId: 'Service' } as const;

/** A slot staff offer to the waitlist by hand (clinic-local date and time, a length in minutes). */
export const slotOfferSchema = z.object({
  date: z
    .string({ error: m.required(slotOfferLabels.date) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.date(slotOfferLabels.date))
    .refine((value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const parsed = new Date(Date.UTC(year, month - 1, day));
      return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
    }, m.date(slotOfferLabels.date)),
  time: z
    .string({ error: m.required(slotOfferLabels.time) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Format de temps invalide (HH:MM)'),
  durationMinutes: z
    .number({ error: m.required(slotOfferLabels.durationMinutes) })
    .int(m.pattern(slotOfferLabels.durationMinutes))
    .min(5, m.min(slotOfferLabels.durationMinutes, 5))
    .max(480, m.max(slotOfferLabels.durationMinutes, 480)),
  serviceTypeId: z
    .string({ error: m.pattern(slotOfferLabels.serviceTypeId) })
    .trim()
    .max(64, m.pattern(slotOfferLabels.serviceTypeId))
    .optional(),
});

export type SlotOfferInput = z.input<typeof slotOfferSchema>;
export const slotOfferMessages = { pastSlot: 'Ce créneau est déjà passé', unknownService: 'Service introuvable' } as const;
