// The e-mail that offers a freed slot to someone on the waitlist: the slot, how long the offer
// lasts, and three links — accept, decline, leave the waitlist — all carrying the invitation's
// token, which the page at `paths.invitation` reads with its `action` query. Its words are the
// clinic's template `offre_liste_attente`.
import { formatDateTime } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { type AppointmentDetails, appointmentFields } from '../emails/appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

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
  return templateEmail(clinic, 'offre_liste_attente', {
    ...appointmentFields(slot, clinic, ['service', 'date', 'time', 'duration', 'price', 'address']),
    échéance: formatDateTime(expiresAt, timeZone),
    lien: invitationUrl(publicUrl, token, 'accept'),
    lien_refus: invitationUrl(publicUrl, token, 'decline'),
    lien_départ: invitationUrl(publicUrl, token, 'leave'),
  });
}
