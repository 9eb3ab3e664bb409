// Where a search result leads: a patient to their file, an appointment to its day in the calendar
// with the appointment picked out (`?date=YYYY-MM-DD&rdv=<id>`, read by the calendar view).
import { paths } from 'shared-domain/platform/paths';

export const patientTarget = (patient: { id: string }): string => paths.adminPatient.build(patient.id);

export function appointmentTarget(appointment: { id: string; scheduledDate: string | null }): string {
  const query = new URLSearchParams(
    appointment.scheduledDate ? { date: appointment.scheduledDate, rdv: appointment.id } : { rdv: appointment.id },
  );
  return `${paths.adminCalendar.build()}?${query}`;
}
