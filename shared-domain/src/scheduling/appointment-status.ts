// Where an appointment stands (specification §3); declared once for the database and the screens.

export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

// Specification §4's wording, shared by the public management page, the portal and the back-office.
const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  completed: 'Terminé',
  cancelled: 'Annulé',
  no_show: 'Absent',
};

/** 'confirmed' → 'Confirmé'. The specification shows an unknown value raw rather than hiding it. */
export function appointmentStatusLabel(status: string): string {
  return Object.hasOwn(appointmentStatusLabels, status) ? appointmentStatusLabels[status as AppointmentStatus] : status;
}
