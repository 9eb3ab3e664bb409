// The notice that an appointment was cancelled: which one, the reason given, and how to book again.
import { formatPhone } from 'shared-domain/format';
import { type AppointmentDetails, appointmentRows, appointmentWhen } from './appointment-details';
import { button, type ClinicDetails, detailsEmail, paragraph, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface AppointmentCancelledData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  reason: string | null;
  /** The online booking page, or undefined while the clinic does not take bookings online. */
  bookingUrl: string | undefined;
}

export function appointmentCancelledEmail({ clinic, appointment, reason, bookingUrl }: AppointmentCancelledData): RenderedEmail {
  const subject = `Votre rendez-vous a été annulé – ${clinic.clinicName}`;
  const intro = `Votre rendez-vous du ${appointmentWhen(appointment.date, appointment.time)} a été annulé.`;
  const rows: [string, string][] = [
    ...appointmentRows(appointment, clinic, ['service', 'date', 'time']),
    ['Raison', reason?.trim() || 'Non spécifiée'],
  ];
  const phone = formatPhone(clinic.phone);
  const again = bookingUrl
    ? `Pour prendre un nouveau rendez-vous, réservez en ligne ou appelez-nous au ${phone}.`
    : `Pour prendre un nouveau rendez-vous, appelez-nous au ${phone}.`;
  return detailsEmail(
    { clinic, subject, name: appointment.name, intro, rows },
    {
      text: [again, ...(bookingUrl ? [bookingUrl] : []), '', 'Nous espérons vous revoir bientôt!'],
      html: html`${paragraph(again)}${bookingUrl && button('Prendre un nouveau rendez-vous', bookingUrl)}${paragraph(
        'Nous espérons vous revoir bientôt!',
      )}`,
    },
  );
}
