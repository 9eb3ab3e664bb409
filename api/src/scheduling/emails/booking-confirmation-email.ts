// The e-mail sent once a visitor has booked online: the visit's details, the management link and,
// attached by the caller, the calendar file.
import { type AppointmentDetails, appointmentRows, appointmentWhen } from './appointment-details';
import { button, type ClinicDetails, detailsEmail, linkLine, paragraph, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface BookingConfirmationData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** The appointment's management page (confirm presence, reschedule, cancel). */
  manageUrl: string;
  /** Still waiting for the clinic's confirmation: the calendar file holds it as tentative. */
  pending?: boolean;
}

export function bookingConfirmationEmail({ clinic, appointment, manageUrl, pending = false }: BookingConfirmationData): RenderedEmail {
  const subject = `Confirmation de votre rendez-vous – ${clinic.clinicName}`;
  const rows = appointmentRows(appointment, clinic);
  const intro = `Votre rendez-vous du ${appointmentWhen(appointment.date, appointment.time)} est réservé. Voici les détails :`;
  const manage = 'Pour confirmer votre présence, reprogrammer ou annuler ce rendez-vous :';
  const personal = 'Ce lien est personnel : ne le transmettez à personne, il permet de gérer ce rendez-vous.';
  const calendar = pending
    ? 'Le fichier rendez-vous.ics joint ajoute ce rendez-vous à votre calendrier comme provisoire : la clinique le confirmera, et son courriel de confirmation le mettra à jour.'
    : 'Le fichier rendez-vous.ics joint ajoute ce rendez-vous à votre calendrier.';
  return detailsEmail(
    { clinic, subject, name: appointment.name, intro, rows },
    {
      text: [manage, manageUrl, '', personal, calendar],
      html: html`${paragraph(manage)}${button('Gérer mon rendez-vous', manageUrl)}${linkLine('Ou copiez ce lien :', manageUrl)}${paragraph(
        personal,
      )}${paragraph(calendar)}`,
    },
  );
}
