// The French e-mail an account's owner gets when sign-in to her account is paused by too many
// wrong passwords. It names no address or count: it says what happened, when, and
// what to do; nothing in it helps whoever is guessing.
import { formatDateTime, formatPhone } from 'shared-domain/platform/format';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { ofClinic } from 'shared-domain/platform/french-elision';

export interface SignInBlockedNotice {
  to: string;
  at: Date;
  clinic: { clinicName: string; phone: string; email: string; timeZone: string };
  /** Staff are told about the back-office and its second factor; patients about the portal. */
  audience: 'staff' | 'patient';
}

export function signInBlockedEmail(notice: SignInBlockedNotice): OutgoingMail {
  const { clinic } = notice;
  const where =
    notice.audience === 'staff'
      ? `l'espace administration ${ofClinic(clinic.clinicName)}`
      : `votre portail patient ${ofClinic(clinic.clinicName)}`;
  const trusted =
    notice.audience === 'staff'
      ? 'Depuis le navigateur où vous avez déjà saisi votre code de double authentification, vous pouvez toujours vous connecter.'
      : 'Depuis le navigateur où vous vous êtes déjà connectée ou connecté, vous pouvez toujours vous connecter.';
  const text = [
    'Bonjour,',
    '',
    `Plusieurs tentatives de connexion ont échoué sur votre compte de ${where}, le ${formatDateTime(notice.at, clinic.timeZone)}. ` +
      'Par précaution, la connexion à ce compte est suspendue pendant 15 minutes pour les autres appareils.',
    '',
    trusted,
    '',
    "Si c'était vous, patientez 15 minutes avant de réessayer. Sinon, quelqu'un essaie peut-être de deviner votre mot de passe : " +
      (notice.audience === 'staff'
        ? 'changez-le dès votre prochaine connexion (page Sécurité) et prévenez la personne responsable de la clinique.'
        : 'choisissez-en un nouveau avec « Mot de passe oublié » et, au besoin, communiquez avec la clinique.'),
    '',
    clinic.clinicName,
    `${formatPhone(clinic.phone)} · ${clinic.email}`,
  ].join('\n');
  return { to: notice.to, subject: `Plusieurs tentatives de connexion ont échoué – ${clinic.clinicName}`, text };
}
