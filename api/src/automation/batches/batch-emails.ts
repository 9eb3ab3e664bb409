// The e-mails a batch queues, in the clinic's words: the same templates and layout as the single
// notices of scheduling (« annulation », « reprogrammé », « confirmation », « demande_presence »),
// and the typed message of a « Message » batch inside the clinic's frame, every typed word
// escaped. Rendered here, queued by the batch's one `db.batch` (./run-batch.ts).
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { BatchKind } from 'shared-domain/automation/automation';
import type { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { paragraph, renderEmail, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';
import type { MailAttachment } from '../../platform/mail/outgoing-mail';
import {
  appointmentCalendar,
  appointmentCancelledEmail,
  appointmentMovedEmail,
  bookingConfirmationEmail,
  presenceRequestEmail as schedulingPresenceRequestEmail,
  rebookingUrl,
} from '../../scheduling/public';
import type { SelectedAppointment } from './batch-selection';

export type EmailClinic = Awaited<ReturnType<typeof loadEmailClinic>>;

/** What the report says each kind's e-mail is. */
export const batchEmailLabels: Record<BatchKind, string> = {
  cancel: 'Avis d’annulation',
  move: 'Avis de déplacement',
  message: 'Message de la clinique',
  resend_confirmations: 'Confirmation du rendez-vous',
  presence_reminders: 'Demande de confirmation de présence',
  payment_reminders: 'Rappel de paiement',
  offer_free_slots: 'Offre à la liste d’attente',
  rebooking_offers: 'Proposition de rendez-vous',
  reactivation: 'Message de réactivation',
};

type MailDeps = Pick<AppDeps, 'config' | 'clock'>;

function details(appointment: SelectedAppointment, at?: { date: string; time: string }) {
  return {
    name: appointment.name,
    serviceName: appointment.serviceName,
    date: at?.date ?? appointment.scheduledDate,
    time: at?.time ?? appointment.scheduledTime,
    durationMinutes: appointment.durationMinutes,
    priceCents: appointment.priceCents,
    depositCents: appointment.depositCents,
  };
}

/**
 * The calendar file: CANCEL takes the event out, REQUEST moves or confirms it. Its SEQUENCE grows
 * with the time since the booking, as the single notices compute it, so the calendar replaces it.
 */
function calendarFile(
  deps: MailDeps,
  clinic: EmailClinic,
  appointment: SelectedAppointment,
  method: 'REQUEST' | 'CANCEL',
  at: { date: string; time: string } | undefined,
  manageUrl: string | undefined,
): MailAttachment[] | undefined {
  try {
    return [
      appointmentCalendar({
        clinic,
        appointment: {
          id: appointment.id,
          email: appointment.email,
          sequence: Math.max(0, Math.floor((deps.clock.now().getTime() - Date.parse(appointment.createdAt)) / 1000)),
          ...details(appointment, at),
        },
        method,
        confirmed: appointment.status !== 'pending',
        manageUrl,
        publicUrl: deps.config.publicUrl,
        now: deps.clock.now(),
      }),
    ];
  } catch {
    // The message says the date itself: it leaves without the file rather than not at all.
    return undefined;
  }
}

const manageUrl = (deps: MailDeps, token: string) => absoluteUrl(deps.config.publicUrl, paths.manageAppointment.build(token));

/**
 * The cancellation notice, without the calendar file the single notice attaches: writing one costs
 * some 4 ms (the `ics` library's checks), 0.8 s of a 200-appointment sick day that must queue in
 * under 2 s; the notice says the date and the reason itself. With `rebookingToken` it sends the
 * patient to her own rebooking link (the slots offered to her), not to the public booking page.
 */
export function cancellationEmail(
  deps: MailDeps,
  clinic: EmailClinic,
  appointment: SelectedAppointment,
  reason: string,
  rebookingToken?: string,
) {
  const bookingUrl = clinic.onlineBookingEnabled ? absoluteUrl(deps.config.publicUrl, paths.booking.build()) : undefined;
  const ownLink = rebookingToken ? rebookingUrl(deps.config.publicUrl, rebookingToken) : undefined;
  return appointmentCancelledEmail({ clinic, appointment: details(appointment), reason, bookingUrl, rebookingUrl: ownLink });
}

/** The notice of a move to `to`, with a new management link; `from` is the slot said as « ancienne date ». */
export function moveEmail(
  deps: MailDeps,
  clinic: EmailClinic,
  appointment: SelectedAppointment,
  from: { date: string; time: string },
  to: { date: string; time: string },
  linkToken: string,
) {
  const url = manageUrl(deps, linkToken);
  const mail = appointmentMovedEmail({ clinic, appointment: details(appointment, to), previous: from, manageUrl: url });
  return { ...mail, attachments: calendarFile(deps, clinic, appointment, 'REQUEST', to, url) };
}

export function confirmationEmail(deps: MailDeps, clinic: EmailClinic, appointment: SelectedAppointment, linkToken: string) {
  const url = manageUrl(deps, linkToken);
  const mail = bookingConfirmationEmail({
    clinic,
    appointment: details(appointment),
    manageUrl: url,
    pending: appointment.status === 'pending',
  });
  return { ...mail, attachments: calendarFile(deps, clinic, appointment, 'REQUEST', undefined, url) };
}

export function presenceRequestEmail(
  deps: MailDeps,
  clinic: EmailClinic,
  appointment: SelectedAppointment,
  linkToken: string,
): RenderedEmail {
  // The same e-mail as the rule's (scheduling's builder), its links minted for this batch.
  return schedulingPresenceRequestEmail({
    clinic,
    appointment: details(appointment),
    confirmUrl: absoluteUrl(deps.config.publicUrl, paths.confirmAppointment.build(linkToken)),
    manageUrl: manageUrl(deps, linkToken),
  });
}

/**
 * The clinic's own message: its subject, the greeting, then what staff typed, a paragraph per
 * blank line and a line break per line. Every word typed goes through the `html` tag (escaped).
 */
export function typedMessageEmail(clinic: EmailClinic, name: string, message: { subject: string; body: string }): RenderedEmail {
  const paragraphs = message.body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const greeting = name ? `Bonjour ${name},` : 'Bonjour,';
  return renderEmail({
    clinic,
    subject: message.subject,
    preheader: paragraphs[0]?.split('\n')[0] ?? message.subject,
    text: [greeting, '', ...paragraphs.flatMap((part) => [part, ''])],
    html: html`${paragraph(greeting)}${paragraphs.map((part) =>
      paragraph(html`${part.split('\n').map((line, index) => html`${index > 0 && html`<br>`}${line}`)}`),
    )}`,
  });
}
