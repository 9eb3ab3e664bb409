// The French words of « Équipe », in one place for the page, its dialogs and their tests.
import { ofName } from 'shared-domain/platform/french-elision';
import { problemText } from 'shared-ui/problem-message';
import { staffRoleLabels, type StaffRole } from 'shared-domain/accounts/staff-role';
import type { MemberAction } from './api/member-actions';

export const teamText = {
  title: 'Équipe',
  intro: 'Les personnes qui ont accès au back-office de la clinique, leur rôle, et les invitations envoyées.',
  membersTitle: 'Membres',
  invitationsTitle: 'Invitations',
  loading: 'Chargement de l’équipe…',
  loadFailed: 'L’équipe n’a pas pu être chargée',
  retry: 'Réessayer',
  invite: 'Inviter une personne',
  noInvitation: 'Aucune invitation envoyée.',
  columns: {
    name: 'Nom',
    email: 'Courriel',
    role: 'Rôle',
    state: 'État',
    secondFactor: 'Double authentification',
    lastSignIn: 'Dernière connexion',
    actions: 'Actions',
    invitedBy: 'Invitée par',
    sent: 'Envoyée le',
    expires: 'Expire le',
  },
  active: 'Actif',
  deactivated: 'Désactivé',
  owner: 'Propriétaire de la clinique',
  you: '(vous)',
  factorOn: 'Activée',
  factorOff: 'Non configurée',
  factorLocked: 'Verrouillée',
  never: 'Jamais',
  revoke: 'Révoquer',
  close: 'Annuler',
  unreachable: problemText.unreachable,
  // « Inviter une personne »
  inviteIntro: 'La personne reçoit par courriel un code d’invitation, valable 7 jours et une seule fois, pour créer son compte.',
  email: 'Courriel',
  role: 'Rôle',
  send: 'Envoyer l’invitation',
  sending: 'Envoi…',
  sendingStatus: 'Envoi de l’invitation en cours…',
  inviteFailed: 'L’invitation n’a pas été envoyée',
  invited: (email: string) => `Invitation envoyée à ${email}.`,
  revokeTitle: 'Révoquer l’invitation',
  revokeConfirm: (email: string) => `L’invitation envoyée à ${email} ne pourra plus servir.`,
  revoked: (email: string) => `Invitation révoquée : ${email}.`,
  actionFailed: 'L’action n’a pas abouti',
  working: 'En cours…',
  workingStatus: 'Action en cours…',
  of: (name: string) => ` : ${name}`,
} as const;

/** Each member action: its button, its dialog's title and explanation, and the result said after. */
export const memberActionText: Record<
  MemberAction,
  { button: string; title: string; explain: (name: string) => string; confirm: string; done: (name: string) => string }
> = {
  role: {
    button: 'Changer le rôle',
    title: 'Changer le rôle',
    explain: (name) => `Le nouveau rôle ${ofName(name)} s’applique dès sa prochaine action.`,
    confirm: 'Changer le rôle',
    done: (name) => `Rôle modifié : ${name}.`,
  },
  deactivate: {
    button: 'Désactiver',
    title: 'Désactiver le compte',
    explain: (name) =>
      `${name} : toutes ses sessions seront fermées et la connexion lui sera refusée. Son historique reste dans le journal d’audit.`,
    confirm: 'Désactiver',
    done: (name) => `Compte désactivé : ${name}.`,
  },
  reactivate: {
    button: 'Réactiver',
    title: 'Réactiver le compte',
    explain: (name) => `${name} pourra de nouveau se connecter, avec le même rôle.`,
    confirm: 'Réactiver',
    done: (name) => `Compte réactivé : ${name}.`,
  },
  secondFactorReset: {
    button: 'Réinitialiser la double authentification',
    title: 'Réinitialiser la double authentification',
    explain: (name) =>
      `${name} : toutes ses sessions seront fermées; à sa prochaine connexion, il faudra configurer de nouveau l’application d’authentification.`,
    confirm: 'Réinitialiser',
    done: (name) => `Double authentification réinitialisée : ${name}.`,
  },
  passwordReset: {
    button: 'Envoyer un lien de mot de passe',
    title: 'Envoyer un lien de réinitialisation',
    explain: (name) =>
      `Un lien valable une heure sera envoyé par courriel à ${name} pour choisir un nouveau mot de passe; son code d’authentification sera aussi demandé.`,
    confirm: 'Envoyer le lien',
    done: (name) => `Lien de réinitialisation envoyé : ${name}.`,
  },
};

export const roleLabel = (role: StaffRole) => staffRoleLabels[role];
