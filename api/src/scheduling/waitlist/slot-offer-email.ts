// The e-mail that offers a freed slot to someone on the waitlist: the slot, how long the offer
// lasts, and three links — accept, decline, leave the waitlist — all carrying the invitation's
// token, which the page at `paths.invitation` reads with its `action` query.
import { formatDateTime } from 'shared-domain/format';
import { absoluteUrl, paths } from 'shared-domain/paths';
import { type AppointmentDetails, appointmentRows, appointmentWhen } from '../emails/appointment-details';
import { button, type ClinicDetails, detailsEmail, linkLine, paragraph, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export type InvitationAction = 'accept' | 'decline' | 'leave';

/** The invitation page for `token`, opening on `action` (the page asks before it answers). */
export function invitationUrl(publicUrl: string, token: string, action: InvitationAction): string {
  return `${absoluteUrl(publicUrl, paths.invitation.build(token))}?action=${action}`;
}

export interface SlotOfferEmailData {
  clinic: ClinicDetails;
  /** The slot as offered; `name` is the person on the waitlist. */
  slot: AppointmentDetails;
  /** When the offer stops for this person (an instant), shown in the clinic's time. */
  expiresAt: Date;
  timeZone: string;
  publicUrl: string;
  token: string;
}

export function slotOfferEmail({ clinic, slot, expiresAt, timeZone, publicUrl, token }: SlotOfferEmailData): RenderedEmail {
  const when = appointmentWhen(slot.date, slot.time);
  const subject = `Un créneau s'est libéré : ${when} – ${clinic.clinicName}`;
  const rows = appointmentRows(slot, clinic, ['service', 'date', 'time', 'duration', 'price', 'address']);
  const intro = `Bonne nouvelle : un créneau correspondant à vos disponibilités s'est libéré le ${when}.`;
  const deadline = `Cette offre est valable jusqu'au ${formatDateTime(expiresAt, timeZone)}. Elle est aussi envoyée à quelques autres personnes de la liste d'attente : le premier qui accepte obtient le rendez-vous.`;
  const accept = invitationUrl(publicUrl, token, 'accept');
  const decline = invitationUrl(publicUrl, token, 'decline');
  const leave = invitationUrl(publicUrl, token, 'leave');
  const personal = 'Ces liens sont personnels : ne les transmettez à personne.';
  return detailsEmail(
    { clinic, subject, name: slot.name, intro, rows },
    {
      text: [
        deadline,
        '',
        'Accepter ce rendez-vous :',
        accept,
        '',
        "Refuser (vous restez sur la liste d'attente) :",
        decline,
        '',
        "Ne plus recevoir d'offres (quitter la liste d'attente) :",
        leave,
        '',
        personal,
      ],
      html: html`${paragraph(deadline)}${button('Accepter ce rendez-vous', accept)}${linkLine('Ou copiez ce lien :', accept)}${linkLine(
        "Refuser (vous restez sur la liste d'attente) :",
        decline,
      )}${linkLine("Ne plus recevoir d'offres (quitter la liste d'attente) :", leave)}${paragraph(personal)}`,
    },
  );
}
