// The clinic's team: inviting a person with a role, changing a member's role, and the
// staff's forgotten-password reset, with their French messages, for the « Équipe » screen, the
// reset pages and the API alike.
import { z } from 'zod';
import { staffAccountMessages, staffPasswordMaxLength, staffSignInSchema } from './staff-account';
import { staffRoles } from './staff-role';
import { minPasswordLength } from './password-policy';

/** How long an invitation's code works, and a reset link. */
export const invitationValidityDays = 7;
export const staffPasswordResetValidityMinutes = 60;

export const teamMessages = {
  roleRequired: 'Choisissez un rôle.',
  emailHasAccount: 'Cette personne a déjà un compte dans l’équipe.',
  emailAlreadyInvited: 'Une invitation est déjà en attente pour ce courriel. Révoquez-la pour en envoyer une nouvelle.',
  invitationNotPending: 'Cette invitation n’est plus en attente : elle a déjà été utilisée, révoquée ou elle est expirée.',
  lastAdmin: 'La clinique doit garder au moins une personne active avec le rôle Administration.',
  notYourself: 'Vous ne pouvez pas désactiver votre propre compte.',
  alreadyDeactivated: 'Ce compte est déjà désactivé.',
  notDeactivated: 'Ce compte est déjà actif.',
  changedMeanwhile: 'Ce compte a été modifié entre-temps. Rechargez la page et réessayez.',
  memberDeactivated: 'Ce compte est désactivé : réactivez-le d’abord.',
  invalidResetLink: 'Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.',
  codeRequired: 'Entrez un code de votre application d’authentification ou un code de secours.',
} as const;

const role = () => z.enum(staffRoles, { error: teamMessages.roleRequired });

/** « Inviter une personne »: the address the code is bound to, and the role it gives. */
export const staffInvitationSchema = z.object({
  email: staffSignInSchema.shape.email,
  role: role(),
});

export const staffRoleChangeSchema = z.object({ role: role() });

/** « Mot de passe oublié ? »: the address typed, whoever it belongs to. */
export const staffPasswordResetRequestSchema = z.object({ email: staffSignInSchema.shape.email });

/**
 * The reset itself: the link's token, the new password, and — when the account has a second
 * factor — a code from the authenticator or a backup code (the server tells them apart).
 */
export const staffPasswordResetSchema = z.object({
  token: z.string({ error: teamMessages.invalidResetLink }).min(1, teamMessages.invalidResetLink).max(200, teamMessages.invalidResetLink),
  password: z
    .string({ error: staffAccountMessages.allFieldsRequired })
    .min(1, staffAccountMessages.allFieldsRequired)
    .min(minPasswordLength, staffAccountMessages.passwordTooShort)
    .max(staffPasswordMaxLength, staffAccountMessages.passwordTooLong),
  code: z.string().trim().max(20, staffAccountMessages.invalidCodeFormat).optional(),
});

export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;
export type StaffPasswordResetInput = z.input<typeof staffPasswordResetSchema>;

/** Where an invitation stands, as the team screen shows it. */
export const invitationStates = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];

export const invitationStateLabels: Record<InvitationState, string> = {
  pending: 'En attente',
  used: 'Utilisée',
  expired: 'Expirée',
  revoked: 'Révoquée',
};
