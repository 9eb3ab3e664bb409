// The e-mail sent when the clinic confirms a booking that was waiting for it: the visit's details,
// a management link and, attached by the caller, the calendar file that turns the tentative event
// into a confirmed one. Its words are the clinic's template `confirmation_clinique`.
import { type AppointmentDetails, appointmentFields } from './appointment-details';
import { intakeValues } from './booking-confirmation-email';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface ClinicConfirmationData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** The appointment's management page (confirm presence, reschedule, cancel). */
  manageUrl: string;
  /** A first visit's intake form (its token link), asked before the visit. */
  intakeUrl?: string;
}

export function clinicConfirmationEmail({ clinic, appointment, manageUrl, intakeUrl }: ClinicConfirmationData): RenderedEmail {
  return templateEmail(clinic, 'confirmation_clinique', {
    ...appointmentFields(appointment, clinic),
    lien: manageUrl,
    ...intakeValues(intakeUrl),
  });
}
