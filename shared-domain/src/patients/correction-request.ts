// A patient's request to correct their record (Quebec's Law 25, right of rectification). The portal
// sends it into the one queue of requests (`privacy_requests`); the clinic answers it
// within the delay `privacyRequestAnswerDays` gives a correction, from « Demandes d'accès et de
// rectification ».
import { z } from 'zod';
import { privacyRequestAnswerDays } from '../privacy/privacy';

/** The delay to answer, counted from the day received (the record's 20 days). */
export const correctionAnswerDays = privacyRequestAnswerDays.correction;

export const correctionMessageMaxLength = 2000;

export const correctionRequestMessages = {
  messageRequired: 'Décrivez la correction à apporter',
  messageTooLong: `Votre message ne peut dépasser ${correctionMessageMaxLength} caractères`,
  sent: `Demande de correction envoyée. La clinique vous répondra dans un délai de ${correctionAnswerDays} jours.`,
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
