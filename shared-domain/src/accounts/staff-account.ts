// Staff accounts (specification 2.12, 5 "Admin signup" and "MFA code"): the sign-up,
// sign-in and second-factor inputs with their French messages, for the back-office forms and the
// API alike. The specification's 6-character minimum came from an insecure original: staff
// passwords need 12 (DESIGN §5), and the server also refuses weak ones (zxcvbn).
import { z } from 'zod';
import { isEmailAddress, maxEmailAddressLength, normalizeEmailAddress } from '../platform/email-address';
import { minPasswordLength, passwordTooShortMessage } from './password-policy';

// Bounds what one sign-in makes scrypt chew on.
export const staffPasswordMaxLength = 256;
export const staffFullNameMaxLength = 200;
export const backupCodeCount = 10;

export const staffAccountMessages = {
  allFieldsRequired: 'Tous les champs sont requis',
  invalidInvitationCode: "Code d'invitation invalide",
  passwordTooShort: passwordTooShortMessage,
  passwordTooLong: `Le mot de passe ne peut pas dépasser ${staffPasswordMaxLength} caractères`,
  fullNameTooLong: `Le nom complet ne peut pas dépasser ${staffFullNameMaxLength} caractères`,
  invalidEmail: 'Courriel invalide',
  emailUnavailable: 'Ce courriel ne peut pas servir à créer un compte. Connectez-vous ou utilisez un autre courriel.',
  invalidCredentials: 'Courriel ou mot de passe incorrect.',
  invalidCodeFormat: 'Veuillez entrer un code valide à 6 chiffres',
  invalidBackupCodeFormat: 'Veuillez entrer un code de secours valide (8 caractères)',
  wrongCode: 'Code invalide. Veuillez réessayer.',
  setupNotStarted: "La configuration de l'authentification à deux facteurs n'a pas été commencée.",
  alreadyEnabled: "L'authentification à deux facteurs est déjà activée.",
  // The lock after too many wrong codes, and its e-mailed unlock link.
  secondFactorLocked:
    "Votre double authentification est verrouillée après trop d'essais. Un courriel vous a été envoyé pour la déverrouiller.",
  invalidUnlockLink: 'Ce lien de déverrouillage est invalide, expiré ou déjà utilisé.',
  // Changing one's own password.
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  invalidFreshCode: 'Veuillez entrer le code à 6 chiffres de votre application ou un code de secours (8 caractères)',
  samePassword: 'Le nouveau mot de passe doit être différent de l’actuel',
} as const;

const m = staffAccountMessages;

/** Any non-string or empty value gets the one "all fields required" message of the specification. */
const required = () => z.string({ error: m.allFieldsRequired }).min(1, m.allFieldsRequired);

/**
 * Staff e-mails are one identity whatever their case (the `staff_users.email` column is unique
 * lower-cased): the shared rule, then the local part lower-cased too.
 */
const staffEmail = () =>
  z
    .string({ error: m.allFieldsRequired })
    .overwrite((value) => normalizeEmailAddress(value).toLowerCase())
    .min(1, m.allFieldsRequired)
    .max(maxEmailAddressLength, m.invalidEmail)
    .refine(isEmailAddress, m.invalidEmail);

const password = () => required().max(staffPasswordMaxLength, m.passwordTooLong);

export const staffSignUpSchema = z.object({
  fullName: required().trim().min(1, m.allFieldsRequired).max(staffFullNameMaxLength, m.fullNameTooLong),
  email: staffEmail(),
  password: password().min(minPasswordLength, m.passwordTooShort),
  invitationCode: required().trim().min(1, m.allFieldsRequired).max(200, m.invalidInvitationCode),
});

export const staffSignInSchema = z.object({
  email: staffEmail(),
  password: password(),
});

/** A code from the authenticator app: exactly 6 digits. */
export const totpCodeSchema = z
  .string({ error: m.invalidCodeFormat })
  .trim()
  .regex(/^\d{6}$/, m.invalidCodeFormat);

/** One of the 10 backup codes (8 hex characters); spaces, dashes and capitals as typed are forgiven. */
export const backupCodeSchema = z
  .string({ error: m.invalidBackupCodeFormat })
  .overwrite((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .regex(/^[0-9a-f]{8}$/, m.invalidBackupCodeFormat);

/** Enrolment, regeneration of backup codes and reset: a fresh authenticator code. */
export const secondFactorCodeSchema = z.object({ code: totpCodeSchema });

/** The sign-in step: an authenticator code or, failing the phone, a backup code. */
export const secondFactorVerifySchema = z
  .object({ code: totpCodeSchema.optional(), backupCode: backupCodeSchema.optional() })
  // Exactly one of the two: neither (or both) reads as a missing authenticator code.
  .refine((value) => (value.code === undefined) !== (value.backupCode === undefined), {
    message: m.invalidCodeFormat,
    path: ['code'],
  });

/**
 * The e-mailed link that unlocks a second factor locked after too many wrong codes, with a new
 * password: the lock means someone else may know the old one.
 */
export const secondFactorUnlockSchema = z.object({
  token: required().max(200, m.invalidUnlockLink),
  password: password().min(minPasswordLength, m.passwordTooShort),
});

/**
 * Changing one's own password: the current one, a fresh authenticator code or a backup
 * code, and the new one (the server also refuses weak ones).
 */
export const ownPasswordChangeSchema = z
  .object({
    currentPassword: required().max(staffPasswordMaxLength, m.passwordTooLong),
    newPassword: password().min(minPasswordLength, m.passwordTooShort),
    code: z
      .string({ error: m.invalidFreshCode })
      .overwrite((value) => value.replace(/[\s-]/g, '').toLowerCase())
      .regex(/^(\d{6}|[0-9a-f]{8})$/, m.invalidFreshCode),
  })
  .refine((value) => value.newPassword !== value.currentPassword, { message: m.samePassword, path: ['newPassword'] });

export type StaffSignUpInput = z.input<typeof staffSignUpSchema>;
export type OwnPasswordChangeInput = z.input<typeof ownPasswordChangeSchema>;
export type StaffSignUp = z.output<typeof staffSignUpSchema>;
export type StaffSignIn = z.output<typeof staffSignInSchema>;
export type SecondFactorVerify = z.output<typeof secondFactorVerifySchema>;
/** What sign-in asks for next: enrol the authenticator, or give its code. */
export type SecondFactorStep = 'setup' | 'verify';
