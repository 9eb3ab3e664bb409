// The appointment statuses as the specification names them to people (§4); an unknown value is
// shown as it is.
// TODO(shared-domain): belongs beside `appointmentStatuses` in shared-domain/appointment-status,
// which had no labels yet when this page was written (the back-office will need them too).
import type { AppointmentStatus } from 'shared-domain/appointment-status';

const statusLabels: Record<AppointmentStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  completed: 'Terminé',
  cancelled: 'Annulé',
  no_show: 'Absent',
};

export function appointmentStatusLabel(status: string): string {
  return Object.hasOwn(statusLabels, status) ? statusLabels[status as AppointmentStatus] : status;
}
