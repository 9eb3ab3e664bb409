// The French e-mail telling a staff member her password was replaced from an e-mailed link (a
// reset, or the unlock of her second factor): every session ended; if it was not her, whom to tell.
import { ofClinic } from 'shared-domain/platform/french-elision';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';

export function passwordChangedEmail(options: { to: string; fullName: string; clinicName: string }): OutgoingMail {
  const text = [
    `Bonjour ${options.fullName},`,
    '',
    `Votre mot de passe a été modifié pour le back-office ${ofClinic(options.clinicName)}. Toutes vos sessions ont été fermées.`,
    '',
    "Ce n'était pas vous? Prévenez sans attendre l'administration de la clinique.",
    '',
    options.clinicName,
  ].join('\n');
  return { to: options.to, subject: `Votre mot de passe a été modifié – ${options.clinicName}`, text };
}
