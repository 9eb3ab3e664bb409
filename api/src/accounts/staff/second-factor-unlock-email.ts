// The French e-mail sent when a staff member's second factor locks after too many wrong codes.
// Whoever typed them had her password: the e-mail says so and what to do. The
// token travels in the URL's fragment, which browsers never send to a server (no access log holds it).
import { formatDateTime, formatPhone } from 'shared-domain/platform/format';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { ofClinic } from 'shared-domain/platform/french-elision';

export function secondFactorUnlockEmail(options: {
  to: string;
  url: string;
  at: Date;
  hours: number;
  clinic: { clinicName: string; phone: string; email: string; timeZone: string };
}): OutgoingMail {
  const { clinic } = options;
  const text = [
    'Bonjour,',
    '',
    `Votre double authentification pour l'espace administration ${ofClinic(clinic.clinicName)} a été verrouillée le ${formatDateTime(options.at, clinic.timeZone)}, après trop de codes incorrects.`,
    '',
    'Pour la déverrouiller, ouvrez ce lien :',
    '',
    options.url,
    '',
    `Ce lien ne fonctionne qu'une seule fois et expire dans ${options.hours} heures. Ne le transmettez à personne.`,
    '',
    "Si ce n'était pas vous : quelqu'un connaît votre mot de passe. Déverrouillez, connectez-vous et changez votre mot de passe " +
      '(page Sécurité), puis prévenez la personne responsable de la clinique.',
    '',
    clinic.clinicName,
    `${formatPhone(clinic.phone)} · ${clinic.email}`,
  ].join('\n');
  // Someone is waiting for it: it leaves during the clinic's quiet hours too.
  return { to: options.to, subject: `Votre double authentification est verrouillée – ${clinic.clinicName}`, text };
}
