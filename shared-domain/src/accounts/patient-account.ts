// The patient portal's sign-in forms: password, magic link, password set/reset. One
// schema per form serves the page and the API validator, so both say the same thing in French.
import { z } from 'zod';
import { emailAddressSchema } from '../platform/email-address';
import { minPasswordLength, passwordTooShortMessage } from './password-policy';
import { validationMessages as m } from '../platform/validation-messages';

export const patientAccountLabels = { email: 'Courriel', password: 'Mot de passe', token: 'Lien' } as const;

// scrypt hashes whatever it is given: a bound keeps a huge "password" from costing more.
export const maxPasswordLength = 200;
// Link tokens are 32 random bytes in base64url (43 characters); anything far longer is not one.
const maxTokenLength = 100;

export const patientAccountMessages = {
  invalidCredentials: 'Courriel ou mot de passe invalide.',
  invalidLink: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.',
  passwordTooShort: passwordTooShortMessage,
  noPatientRecord: 'Aucun dossier patient trouvé. Veuillez contacter votre clinique.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  magicLinkFailed: "Erreur lors de l'envoi du lien magique",
} as const;

/** Section 8's not-found message when the address is known (a password sign-in). */
export function noPatientRecordFor(email: string): string {
  return `Aucun dossier patient trouvé pour ${email}. Veuillez contacter votre clinique.`;
}

const email = emailAddressSchema(patientAccountLabels.email);
const token = z
  .string({ error: m.required(patientAccountLabels.token) })
  .min(1, m.required(patientAccountLabels.token))
  .max(maxTokenLength, patientAccountMessages.invalidLink);

/** Signing in: any non-empty password is checked, whatever its length (older ones may be shorter). */
export const patientSignInSchema = z.object({
  email,
  password: z
    .string({ error: m.required(patientAccountLabels.password) })
    .min(1, m.required(patientAccountLabels.password))
    .max(maxPasswordLength, m.maxLength(patientAccountLabels.password, maxPasswordLength)),
});

/** Asking for a magic link or a password (re)set link: only the address. */
export const patientEmailLinkRequestSchema = z.object({ email });

export const patientLinkTokenSchema = z.object({ token });

export const patientPasswordResetSchema = z.object({
  token,
  password: z
    .string({ error: m.required(patientAccountLabels.password) })
    .min(minPasswordLength, patientAccountMessages.passwordTooShort)
    .max(maxPasswordLength, m.maxLength(patientAccountLabels.password, maxPasswordLength)),
});

export type PatientSignInInput = z.input<typeof patientSignInSchema>;
export type PatientEmailLinkRequestInput = z.input<typeof patientEmailLinkRequestSchema>;
export type PatientPasswordResetInput = z.input<typeof patientPasswordResetSchema>;

/** How long each e-mailed link works (the API issues them for this long; the login page says so). */
export const patientLinkValidityMinutes = { magicLink: 15, passwordReset: 30 } as const;

export const patientPasswordChoiceLabels = {
  password: 'Nouveau mot de passe',
  confirmation: 'Confirmer le mot de passe',
} as const;

export const patientPasswordChoiceMessages = {
  confirmationRequired: 'Veuillez confirmer votre mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas',
} as const;

/**
 * The "choose a password" form of the e-mailed link: the password typed twice, so a typo does not
 * lock the patient out. The page sends `{ token, password }` (`patientPasswordResetSchema`), whose
 * password rule this reuses.
 */
export const patientPasswordChoiceSchema = z
  .object({
    password: patientPasswordResetSchema.shape.password,
    confirmation: z
      .string({ error: patientPasswordChoiceMessages.confirmationRequired })
      .min(1, patientPasswordChoiceMessages.confirmationRequired),
  })
  .refine((choice) => choice.password === choice.confirmation, {
    message: patientPasswordChoiceMessages.passwordsDiffer,
    path: ['confirmation'],
  });

export type PatientPasswordChoiceInput = z.input<typeof patientPasswordChoiceSchema>;

/** The fragment key of each e-mailed link (`/patient-portal/login#lien=…`), read by the login page. */
export const patientLinkFragmentKeys = { magicLink: 'lien', passwordReset: 'mot-de-passe' } as const;
