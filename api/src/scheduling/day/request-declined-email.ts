// The answer to a request the clinic declines from its inbox: the staff member's message, word for
// word, and the clinic's phone, so the person is never left without a way to reach someone.
import { formatPhone, phoneHref } from 'shared-domain/format';
import { absoluteUrl, paths } from 'shared-domain/paths';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { type ClinicDetails, emailTheme, paragraph, type RenderedEmail, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';
import { queueEmail } from '../../platform/mail/queue-email';

export interface RequestDeclinedData {
  clinic: ClinicDetails;
  /** Who the greeting names: the requester, as they wrote their name. */
  name: string;
  /** The staff member's message, line breaks kept. */
  message: string;
  /** The online booking page, or undefined while the clinic does not take bookings online. */
  bookingUrl: string | undefined;
}

export function requestDeclinedEmail({ clinic, name, message, bookingUrl }: RequestDeclinedData): RenderedEmail {
  const subject = `Votre demande de rendez-vous – ${clinic.clinicName}`;
  const intro = 'Nous avons bien reçu votre demande de rendez-vous, mais nous ne pouvons pas y donner suite.';
  const lead = 'Message de la clinique :';
  const phone = formatPhone(clinic.phone);
  const contact = `Pour toute question, appelez-nous au ${phone}.`;
  const again = 'Vous pouvez aussi réserver un autre moment en ligne :';
  const lines = message.split('\n');
  return renderEmail({
    clinic,
    subject,
    preheader: intro,
    text: [
      `Bonjour ${name},`,
      '',
      intro,
      '',
      lead,
      ...lines.map((line) => `> ${line}`),
      '',
      contact,
      ...(bookingUrl ? [again, bookingUrl] : []),
    ],
    html: html`${paragraph(`Bonjour ${name},`)}${paragraph(intro)}${paragraph(lead)}<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${emailTheme.accent};color:${emailTheme.text}">${lines.map(
      (line, index) => html`${index > 0 && html`<br>`}${line}`,
    )}</blockquote>${paragraph(
      html`Pour toute question, appelez-nous au <a href="${phoneHref(clinic.phone)}" style="color:${emailTheme.accent}">${phone}</a>.`,
    )}${bookingUrl && paragraph(html`${again} <a href="${bookingUrl}" style="color:${emailTheme.accent}">${bookingUrl}</a>`)}`,
  });
}

/** Queues the notice to the requester (run after the answer: the decline stands whatever the e-mail does). */
export async function queueRequestDeclinedNotice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  request: { name: string; email: string; message: string },
): Promise<void> {
  const clinic = await loadClinicSettings(deps.db);
  const bookingUrl = clinic.onlineBookingEnabled ? absoluteUrl(deps.config.publicUrl, paths.booking.build()) : undefined;
  const mail = requestDeclinedEmail({ clinic, name: request.name, message: request.message, bookingUrl });
  await queueEmail(deps, { to: request.email, ...mail });
}
