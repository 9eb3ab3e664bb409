// The e-mail sent once a visitor has booked online: the visit's details, the management link and,
// attached by the caller, the calendar file. Its words are the clinic's template `confirmation`.
import { type AppointmentDetails, appointmentFields } from './appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface BookingConfirmationData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** The appointment's management page (confirm presence, reschedule, cancel). */
  manageUrl: string;
  /** Still waiting for the clinic's confirmation: the calendar file holds it as tentative. */
  pending?: boolean;
  /** A first visit's intake form (its token link), asked before the visit. */
  intakeUrl?: string;
}

/** The invitation to fill the intake form, for a first visit's confirmation; empty otherwise. */
export function intakeValues(intakeUrl: string | undefined) {
  return {
    questionnaire: intakeUrl ? 'Avant votre première visite, merci de remplir le questionnaire d’accueil (environ cinq minutes) :' : '',
    lien_questionnaire: intakeUrl ?? '',
  };
}

export function bookingConfirmationEmail({
  clinic,
  appointment,
  manageUrl,
  pending = false,
  intakeUrl,
}: BookingConfirmationData): RenderedEmail {
  return templateEmail(clinic, 'confirmation', {
    ...appointmentFields(appointment, clinic),
    lien: manageUrl,
    ...intakeValues(intakeUrl),
    calendrier: pending
      ? 'Le fichier rendez-vous.ics joint ajoute ce rendez-vous à votre calendrier comme provisoire : la clinique le confirmera, et son courriel de confirmation le mettra à jour.'
      : 'Le fichier rendez-vous.ics joint ajoute ce rendez-vous à votre calendrier.',
  });
}
