// The e-mail sent when the clinic confirms a booking that was waiting for it: the visit's details,
// a management link and, attached by the caller, the calendar file that turns the tentative event
// into a confirmed one.
import { type AppointmentDetails, appointmentRows, appointmentWhen } from './appointment-details';
import { button, type ClinicDetails, detailsEmail, linkLine, paragraph, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface ClinicConfirmationData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** The appointment's management page (confirm presence, reschedule, cancel). */
  manageUrl: string;
}

export function clinicConfirmationEmail({ clinic, appointment, manageUrl }: ClinicConfirmationData): RenderedEmail {
  const subject = `Rendez-vous confirmé par la clinique – ${clinic.clinicName}`;
  const rows = appointmentRows(appointment, clinic);
  const intro = `La clinique a confirmé votre rendez-vous du ${appointmentWhen(appointment.date, appointment.time)}. Voici les détails :`;
  const manage = 'Pour confirmer votre présence, reprogrammer ou annuler ce rendez-vous :';
  const personal = 'Ce lien est personnel : ne le transmettez à personne, il permet de gérer ce rendez-vous.';
  const calendar = 'Le fichier rendez-vous.ics joint met à jour ce rendez-vous dans votre calendrier.';
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
