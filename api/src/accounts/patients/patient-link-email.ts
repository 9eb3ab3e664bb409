// The French e-mails carrying a patient's sign-in link or password link. The token travels in the
// URL's fragment (#…), which browsers never send to a server: it stays out of access logs and
// Referer headers; the login page reads it and posts it to the API.
import { absoluteUrl, paths } from 'shared-domain/paths';
import { button, type ClinicDetails, linkLine, paragraph, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { type PatientLinkKind, patientLinkKinds } from './link-token';

/** The fragment key the login page reads for each kind of link. */
export const linkFragmentKeys: Record<PatientLinkKind, string> = { magicLink: 'lien', passwordReset: 'mot-de-passe' };

export function patientLinkUrl(publicUrl: string, kind: PatientLinkKind, token: string): string {
  return `${absoluteUrl(publicUrl, paths.patientLogin.build())}#${linkFragmentKeys[kind]}=${token}`;
}

export function patientLinkEmail(options: {
  to: string;
  kind: PatientLinkKind;
  token: string;
  clinic: ClinicDetails;
  publicUrl: string;
}): OutgoingMail {
  const { clinic, kind } = options;
  const minutes = patientLinkKinds[kind].minutes;
  const url = patientLinkUrl(options.publicUrl, kind, options.token);
  const intro =
    kind === 'magicLink'
      ? `Voici votre lien de connexion au portail patient de ${clinic.clinicName} :`
      : `Voici le lien pour choisir le mot de passe de votre portail patient à ${clinic.clinicName} :`;
  const once = `Ce lien ne fonctionne qu'une seule fois et expire dans ${minutes} minutes. Ne le transmettez à personne.`;
  const unasked = "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : rien ne change à votre compte.";
  const subject =
    kind === 'magicLink' ? `Votre lien de connexion – ${clinic.clinicName}` : `Choisir votre mot de passe – ${clinic.clinicName}`;
  // The same frame as the appointment e-mails (HTML and text, the clinic's address below).
  const mail = renderEmail({
    clinic,
    subject,
    preheader: intro,
    text: ['Bonjour,', '', intro, '', url, '', once, '', unasked],
    html: html`${paragraph('Bonjour,')}${paragraph(intro)}${button(
      kind === 'magicLink' ? 'Me connecter' : 'Choisir mon mot de passe',
      url,
    )}${linkLine('Ou copiez ce lien :', url)}${paragraph(once)}${paragraph(unasked)}`,
  });
  // Someone is waiting for the link: it leaves during the clinic's quiet hours too.
  return { to: options.to, ...mail, urgent: true };
}
