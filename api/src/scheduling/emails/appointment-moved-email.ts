// The notice that an appointment now has another date or time: the old slot and the new one, and
// (attached by the caller) the calendar file that updates the event.
import { type AppointmentDetails, appointmentRows, appointmentWhen } from './appointment-details';
import {
  button,
  type ClinicDetails,
  detailsEmail,
  detailsTable,
  linkLine,
  paragraph,
  type RenderedEmail,
} from '../../platform/mail/email-layout';
import { html } from '../../platform/mail/html';

export interface AppointmentMovedData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** The slot before the move, clinic-local `YYYY-MM-DD` and `HH:MM`. */
  previous: { date: string; time: string } | undefined;
  /** A fresh management link, when the caller minted one. */
  manageUrl: string | undefined;
}

export function appointmentMovedEmail({ clinic, appointment, previous, manageUrl }: AppointmentMovedData): RenderedEmail {
  const subject = `Votre rendez-vous a été reprogrammé – ${clinic.clinicName}`;
  const now = appointmentWhen(appointment.date, appointment.time);
  const before = previous ? appointmentWhen(previous.date, previous.time) : undefined;
  const intro = before ? `Votre rendez-vous du ${before} a été reprogrammé au ${now}.` : `Votre rendez-vous a été reprogrammé au ${now}.`;
  const rows = appointmentRows(appointment, clinic, ['service', 'date', 'time', 'duration', 'address']);
  const calendar = 'Le fichier rendez-vous.ics joint met à jour ce rendez-vous dans votre calendrier.';
  const manage = 'Pour confirmer votre présence, reprogrammer ou annuler ce rendez-vous :';
  return detailsEmail(
    {
      clinic,
      subject,
      name: appointment.name,
      intro,
      rows,
      lead: before
        ? {
            text: [`- Ancienne date : ${before}`, `- Nouvelle date : ${now}`, ''],
            html: detailsTable([
              ['Ancienne date', html`<s>${before}</s>`],
              ['Nouvelle date', html`<strong>${now}</strong>`],
            ]),
          }
        : undefined,
    },
    {
      text: [calendar, ...(manageUrl ? ['', manage, manageUrl] : [])],
      html: html`${paragraph(calendar)}${
        manageUrl && html`${paragraph(manage)}${button('Gérer mon rendez-vous', manageUrl)}${linkLine('Ou copiez ce lien :', manageUrl)}`
      }`,
    },
  );
}
