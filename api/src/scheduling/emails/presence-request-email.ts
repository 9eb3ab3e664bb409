// The request to confirm one's presence (template `demande_presence`): sent some hours
// before a visit not yet confirmed, by the « Demande de confirmation de présence » rule or a
// one-click batch. A one-click « Confirmer ma présence » link and the management link, both opened by
// one token minted for this message, as the reminder does (./appointment-reminder-email.ts).
import { type AppointmentDetails, appointmentFields } from './appointment-details';
import type { ClinicDetails, RenderedEmail } from '../../platform/mail/email-layout';
import { templateEmail } from '../../platform/mail/template-email';

export interface PresenceRequestData {
  clinic: ClinicDetails;
  appointment: AppointmentDetails;
  /** Opens the appointment and confirms the presence on arrival. */
  confirmUrl: string;
  manageUrl: string;
}

export function presenceRequestEmail({
  clinic,
  appointment,
  confirmUrl,
  manageUrl,
}: PresenceRequestData): RenderedEmail & { kind: 'demande_presence' } {
  return {
    ...templateEmail(clinic, 'demande_presence', {
      ...appointmentFields(appointment, clinic, ['service', 'date', 'time', 'duration', 'address']),
      lien_confirmation: confirmUrl,
      lien: manageUrl,
    }),
    kind: 'demande_presence',
  };
}
