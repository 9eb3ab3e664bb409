// A patient's request to correct their record (Quebec's Law 25, right of rectification). The portal
// sends it; the clinic answers it within 30 days (the law's delay), from the patient file.
import { z } from 'zod';

export const correctionRequestStatuses = ['open', 'answered'] as const;
export type CorrectionRequestStatus = (typeof correctionRequestStatuses)[number];

/** The law's delay to answer, counted from the request. */
export const correctionAnswerDays = 30;

export const correctionMessageMaxLength = 2000;

export const correctionRequestMessages = {
  messageRequired: 'Décrivez la correction à apporter',
  messageTooLong: `Votre message ne peut dépasser ${correctionMessageMaxLength} caractères`,
  sent: 'Demande de correction envoyée. La clinique vous répondra dans un délai de 30 jours.',
  failed: "Erreur lors de l'envoi de la demande",
  // The limit is a day's worth (5 per patient), so "in a few minutes" would mislead.
  tooManyToday: 'Vous avez envoyé plusieurs demandes aujourd’hui. Vous pourrez en envoyer une autre demain.',
} as const;

export const correctionRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, correctionRequestMessages.messageRequired)
    .max(correctionMessageMaxLength, correctionRequestMessages.messageTooLong),
});
export type CorrectionRequestInput = z.infer<typeof correctionRequestSchema>;
