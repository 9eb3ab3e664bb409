// Where an appointment is shown in the calendar: its day, with the appointment picked out
// (`?date=…&rdv=…`, read by the calendar page).
import { paths } from 'shared-domain/platform/paths';

export function calendarLink(appointment: { id: string; scheduledDate: string }): string {
  const query = new URLSearchParams({ date: appointment.scheduledDate, rdv: appointment.id });
  return `${paths.adminCalendar.build()}?${query}`;
}
