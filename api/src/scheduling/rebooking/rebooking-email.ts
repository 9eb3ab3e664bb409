// The e-mail that offers a patient a few slots to rebook: one link per slot (which opens the page
// with that slot chosen), and links to decline or to be called back. Every link carries the same
// personal token; the page asks before it answers.
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { formatDateTime } from 'shared-domain/platform/format';
import { appointmentWhen, durationText } from '../emails/appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmailWithNotice } from '../../platform/mail/template-email';

export interface RebookingEmailData {
  clinic: ClinicDetails;
  publicUrl: string;
  token: string;
  patientName: string;
  reason: string | null;
  slots: readonly { id: string; date: string; time: string; durationMinutes: number }[];
  expiresAt: Date;
  timeZone: string;
  /** Paragraphs added after the template's, which the clinic cannot edit out (a system's decision, Law 25 s. 12.1). */
  notice?: readonly string[];
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

/** The clinic's template `reprise`. */
export function rebookingEmail(data: RebookingEmailData): RenderedEmail {
  return templateEmailWithNotice(
    data.clinic,
    'reprise',
    {
      nom: data.patientName,
      motif: data.reason ?? '',
      créneaux: data.slots.map((slot) => ({
        label: `${appointmentWhen(slot.date, slot.time)} (${durationText(slot.durationMinutes)})`,
        url: rebookingUrl(data.publicUrl, data.token, { action: 'accept', slot: slot.id }),
      })),
      lien_refus: rebookingUrl(data.publicUrl, data.token, { action: 'decline' }),
      lien_rappel: rebookingUrl(data.publicUrl, data.token, { action: 'callback' }),
      lien: rebookingUrl(data.publicUrl, data.token),
      échéance: formatDateTime(data.expiresAt, data.timeZone),
    },
    data.notice ?? [],
  );
}
