// The notice that an appointment now has another date or time: the old slot and the new one, and
// (attached by the caller) the calendar file that updates the event. Its words are the clinic's
// template `reprogrammé`.
import { type AppointmentDetails, appointmentFields, appointmentWhen } from './appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface AppointmentMovedData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** The slot before the move, clinic-local `YYYY-MM-DD` and `HH:MM`. */
  previous: { date: string; time: string } | undefined;
  /** A fresh management link, when the caller minted one. */
  manageUrl: string | undefined;
}

export function appointmentMovedEmail({ clinic, appointment, previous, manageUrl }: AppointmentMovedData): RenderedEmail {
  const now = appointmentWhen(appointment.date, appointment.time);
  // An appointment that had no slot (a request being scheduled) has no « before » to tell.
  const before = previous?.date && previous.time ? appointmentWhen(previous.date, previous.time) : '';
  return templateEmail(clinic, 'reprogrammé', {
    ...appointmentFields(appointment, clinic, ['service', 'date', 'time', 'duration', 'address']),
    ancienne_date: before,
    changement: before
      ? [
          { label: 'Ancienne date', value: before, emphasis: 'struck' },
          { label: 'Nouvelle date', value: now, emphasis: 'strong' },
        ]
      : [],
    lien: manageUrl ?? '',
  });
}
