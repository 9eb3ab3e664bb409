// The answer to a request the clinic declines from its inbox: the staff member's message, word for
// word, and the clinic's phone, so the person is never left without a way to reach someone.
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { queueEmail } from '../../platform/mail/queue-email';
import { templateEmail } from '../../platform/mail/template-email';

export interface RequestDeclinedData {
  clinic: ClinicDetails;
  /** Who the greeting names: the requester, as they wrote their name. */
  name: string;
  /** The staff member's message, line breaks kept. */
  message: string;
  /** The online booking page, or undefined while the clinic does not take bookings online. */
  bookingUrl: string | undefined;
}

/** The clinic's template `demande_refusée`: the message quoted, the phone, the booking page if open. */
export function requestDeclinedEmail({ clinic, name, message, bookingUrl }: RequestDeclinedData): RenderedEmail {
  return templateEmail(clinic, 'demande_refusée', { nom: name, message, lien_réservation: bookingUrl ?? '' });
}

/** Queues the notice to the requester (run after the answer: the decline stands whatever the e-mail does). */
export async function queueRequestDeclinedNotice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  request: { name: string; email: string; message: string },
): Promise<void> {
  const clinic = await loadEmailClinic(deps.db);
  const bookingUrl = clinic.onlineBookingEnabled ? absoluteUrl(deps.config.publicUrl, paths.booking.build()) : undefined;
  const mail = requestDeclinedEmail({ clinic, name: request.name, message: request.message, bookingUrl });
  await queueEmail(deps, { to: request.email, ...mail });
}
