// The reminder sent some hours before the visit (clinic setting, 24 by default): a one-click
// "confirm my presence" link, unless the presence is already confirmed, and the management link.
// Its words are the clinic's template `rappel`.
import { type AppointmentDetails, appointmentFields } from './appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface AppointmentReminderData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails & { presenceConfirmed: boolean };
  /** Opens the appointment and confirms the presence on arrival. */
  confirmUrl: string;
  manageUrl: string;
}

export function appointmentReminderEmail({ clinic, appointment, confirmUrl, manageUrl }: AppointmentReminderData): RenderedEmail {
  return templateEmail(clinic, 'rappel', {
    ...appointmentFields(appointment, clinic, ['service', 'date', 'time', 'duration', 'address']),
    présence: appointment.presenceConfirmed ? 'Votre présence est déjà confirmée. Merci!' : 'Merci de confirmer votre présence :',
    lien_confirmation: appointment.presenceConfirmed ? '' : confirmUrl,
    lien: manageUrl,
  });
}
