// The reminder sent some hours before the visit (clinic setting, 24 by default): a one-click
// "confirm my presence" link, unless the presence is already confirmed, and the management link.
import { type AppointmentDetails, appointmentRows, appointmentWhen } from './appointment-details';
import { button, type ClinicDetails, detailsEmail, linkLine, paragraph, type RenderedEmail } from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface AppointmentReminderData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails & { presenceConfirmed: boolean };
  /** Opens the appointment and confirms the presence on arrival. */
  confirmUrl: string;
  manageUrl: string;
}

export function appointmentReminderEmail({ clinic, appointment, confirmUrl, manageUrl }: AppointmentReminderData): RenderedEmail {
  const when = appointmentWhen(appointment.date, appointment.time);
  const subject = `Rappel : votre rendez-vous du ${when} – ${clinic.clinicName}`;
  const rows = appointmentRows(appointment, clinic, ['service', 'date', 'time', 'duration', 'address']);
  const intro = `Nous vous rappelons votre rendez-vous du ${when}.`;
  const confirmed = 'Votre présence est déjà confirmée. Merci!';
  const confirmAsk = 'Merci de confirmer votre présence :';
  const change = 'Un empêchement? Vous pouvez reprogrammer ou annuler ce rendez-vous :';
  return detailsEmail(
    { clinic, subject, name: appointment.name, intro, rows },
    {
      text: [...(appointment.presenceConfirmed ? [confirmed] : [confirmAsk, confirmUrl]), '', change, manageUrl],
      html: html`${
        appointment.presenceConfirmed
          ? paragraph(confirmed)
          : html`${paragraph(confirmAsk)}${button('Confirmer ma présence', confirmUrl)}${linkLine('Ou copiez ce lien :', confirmUrl)}`
      }${paragraph(change)}${linkLine('Gérer mon rendez-vous :', manageUrl)}`,
    },
  );
}
