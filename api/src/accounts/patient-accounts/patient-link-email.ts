// The French e-mails carrying a patient's sign-in link or password link. The token travels in the
// URL's fragment (#…), which browsers never send to a server: it stays out of access logs and
// Referer headers; the login page reads it and posts it to the API.
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { ClinicDetails } from '../../platform/mail/email-layout';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { templateEmail } from '../../platform/mail/template-email';
import { type PatientLinkKind, patientLinkKinds } from './link-token';

/** The fragment key the login page reads for each kind of link. */
export const linkFragmentKeys: Record<PatientLinkKind, string> = { magicLink: 'lien', passwordReset: 'mot-de-passe' };

export function patientLinkUrl(publicUrl: string, kind: PatientLinkKind, token: string): string {
  return `${absoluteUrl(publicUrl, paths.patientLogin.build())}#${linkFragmentKeys[kind]}=${token}`;
}

/** The clinic's template `lien_connexion` (magic link) or `mot_de_passe` (password link). */
export function patientLinkEmail(options: {
  to: string;
  kind: PatientLinkKind;
  token: string;
  clinic: ClinicDetails;
  publicUrl: string;
}): OutgoingMail {
  const { kind } = options;
  const values = { lien: patientLinkUrl(options.publicUrl, kind, options.token), minutes: String(patientLinkKinds[kind].minutes) };
  const mail = templateEmail(options.clinic, kind === 'magicLink' ? 'lien_connexion' : 'mot_de_passe', values);
  // Someone is waiting for the link: it leaves during the clinic's quiet hours too.
  return { to: options.to, ...mail };
}
