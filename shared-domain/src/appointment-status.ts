// Where an appointment stands (specification §3); declared once for the database and the screens.

export const appointmentStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
