// The e-mail that offers a patient a few slots to rebook: one link per slot (which opens the page
// with that slot chosen), and links to decline or to be called back. Every link carries the same
// personal token; the page asks before it answers.
import { absoluteUrl, paths } from 'shared-domain/paths';
import { formatDateTime } from 'shared-domain/format';
import { appointmentWhen, durationText } from '../emails/appointment-details';
import { button, type ClinicDetails, linkLine, paragraph, type RenderedEmail, renderEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface RebookingEmailData {
  clinic: ClinicDetails;
  publicUrl: string;
  token: string;
  patientName: string;
  reason: string | null;
  slots: readonly { id: string; date: string; time: string; durationMinutes: number }[];
  expiresAt: Date;
  timeZone: string;
}

/** The rebooking page's address, with the action (and slot) the link preselects. */
export function rebookingUrl(
  publicUrl: string,
  token: string,
  query?: { action: 'accept' | 'decline' | 'callback'; slot?: string },
): string {
  const base = absoluteUrl(publicUrl, paths.rebook.build(token));
  if (!query) return base;
  const search = new URLSearchParams({ action: query.action, ...(query.slot ? { slot: query.slot } : {}) });
  return `${base}?${search.toString()}`;
}

export function rebookingEmail(data: RebookingEmailData): RenderedEmail {
  const { clinic } = data;
  const subject = `Choisissez un nouveau rendez-vous – ${clinic.clinicName}`;
  const intro = 'Nous vous proposons les créneaux suivants pour votre prochain rendez-vous. Choisissez celui qui vous convient :';
  const until = `Cette proposition est valable jusqu'au ${formatDateTime(data.expiresAt, data.timeZone)}.`;
  const personal = 'Ces liens sont personnels : ne les transmettez à personne.';
  const slotLinks = data.slots.map((slot) => ({
    label: `${appointmentWhen(slot.date, slot.time)} (${durationText(slot.durationMinutes)})`,
    url: rebookingUrl(data.publicUrl, data.token, { action: 'accept', slot: slot.id }),
  }));
  const declineUrl = rebookingUrl(data.publicUrl, data.token, { action: 'decline' });
  const callbackUrl = rebookingUrl(data.publicUrl, data.token, { action: 'callback' });
  const pageUrl = rebookingUrl(data.publicUrl, data.token);
  const reasonLine = data.reason ? `Motif : ${data.reason}` : null;
  return renderEmail({
    clinic,
    subject,
    preheader: intro,
    text: [
      `Bonjour ${data.patientName},`,
      '',
      reasonLine,
      reasonLine && '',
      intro,
      '',
      ...slotLinks.flatMap((slot) => [`- ${slot.label} :`, `  ${slot.url}`]),
      '',
      'Aucun de ces créneaux ne vous convient ?',
      `- Décliner : ${declineUrl}`,
      `- Être rappelé(e) : ${callbackUrl}`,
      '',
      `Voir la proposition : ${pageUrl}`,
      until,
      personal,
    ],
    html: html`${paragraph(`Bonjour ${data.patientName},`)}${reasonLine && paragraph(reasonLine)}${paragraph(intro)}${slotLinks.map(
      (slot) => button(slot.label, slot.url),
    )}${paragraph('Aucun de ces créneaux ne vous convient ?')}${linkLine('Décliner :', declineUrl)}${linkLine(
      'Être rappelé(e) :',
      callbackUrl,
    )}${linkLine('Voir la proposition :', pageUrl)}${paragraph(until)}${paragraph(personal)}`,
  });
}
