// The notice that an appointment was cancelled: which one, the reason given, and how to book again.
// Its words are the clinic's template `annulation`.
import { formatPhone } from 'shared-domain/platform/format';
import { type AppointmentDetails, appointmentFields } from './appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface AppointmentCancelledData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  reason: string | null;
  /** The online booking page, or undefined while the clinic does not take bookings online. */
  bookingUrl: string | undefined;
}

export function appointmentCancelledEmail({ clinic, appointment, reason, bookingUrl }: AppointmentCancelledData): RenderedEmail {
  const fields = appointmentFields(appointment, clinic, ['service', 'date', 'time']);
  const raison = reason?.trim() || 'Non spécifiée';
  const phone = formatPhone(clinic.phone);
  return templateEmail(clinic, 'annulation', {
    ...fields,
    raison,
    détails: [...fields.détails, { label: 'Raison', value: raison }],
    nouveau_rendez_vous: bookingUrl
      ? `Pour prendre un nouveau rendez-vous, réservez en ligne ou appelez-nous au ${phone}.`
      : `Pour prendre un nouveau rendez-vous, appelez-nous au ${phone}.`,
    lien_réservation: bookingUrl ?? '',
  });
}
