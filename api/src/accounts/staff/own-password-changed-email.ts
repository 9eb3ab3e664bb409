// The French e-mail confirming a staff member changed her own password: if it was not
// her, she learns it at once and knows whom to tell.
import { formatDateTime, formatPhone } from 'shared-domain/platform/format';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { ofClinic } from 'shared-domain/platform/french-elision';

export function ownPasswordChangedEmail(options: {
  to: string;
  fullName: string;
  at: Date;
  clinic: { clinicName: string; phone: string; email: string; timeZone: string };
}): OutgoingMail {
  const { clinic } = options;
  const text = [
    `Bonjour ${options.fullName},`,
    '',
    `Votre mot de passe de l'espace administration ${ofClinic(clinic.clinicName)} a été modifié le ${formatDateTime(options.at, clinic.timeZone)}. ` +
      'Vos autres sessions ont été fermées.',
    '',
    "Ce n'était pas vous? Prévenez sans attendre la personne responsable de la clinique : elle peut désactiver le compte et vous envoyer un lien de réinitialisation.",
    '',
    clinic.clinicName,
    `${formatPhone(clinic.phone)} · ${clinic.email}`,
  ].join('\n');
  return { to: options.to, subject: `Votre mot de passe a été modifié – ${clinic.clinicName}`, text };
}
