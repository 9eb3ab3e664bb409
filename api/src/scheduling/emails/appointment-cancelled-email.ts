// The notice that an appointment was cancelled: which one, the reason given, and how to book again
// (the patient's rebooking link when the clinic offers slots, else the booking page or the phone).
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
  /**
   * The patient's own rebooking link (`/rebook/…`), when the clinic cancelled and offers slots:
   * said instead of the booking page.
   */
  rebookingUrl?: string | undefined;
}

export function appointmentCancelledEmail({
  clinic,
  appointment,
  reason,
  bookingUrl,
  rebookingUrl,
}: AppointmentCancelledData): RenderedEmail {
  const fields = appointmentFields(appointment, clinic, ['service', 'date', 'time']);
  const raison = reason?.trim() || 'Non spécifiée';
  const phone = formatPhone(clinic.phone);
  return templateEmail(clinic, 'annulation', {
    ...fields,
    raison,
    détails: [...fields.détails, { label: 'Raison', value: raison }],
    nouveau_rendez_vous: rebookingUrl
      ? `Choisissez votre nouveau rendez-vous parmi les créneaux que nous vous proposons, ou appelez-nous au ${phone}.`
      : bookingUrl
        ? `Pour prendre un nouveau rendez-vous, réservez en ligne ou appelez-nous au ${phone}.`
        : `Pour prendre un nouveau rendez-vous, appelez-nous au ${phone}.`,
    lien_réservation: rebookingUrl ?? bookingUrl ?? '',
  });
}
