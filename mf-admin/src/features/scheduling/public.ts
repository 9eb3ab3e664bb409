// What the other features may use of scheduling besides its `api/` modules: an appointment's status
// badge, its link in the calendar, and the patient file's appointments. A feature imports another only
// through that one's `api/` modules and `public` modules (docs/conventions.md, « Boundaries »; biome.json).
export { AppointmentStatusBadge } from './appointments/AppointmentStatusBadge';
export { calendarLink } from './appointments/calendar-link';
export { PatientAppointmentsSections, patientAppointmentsAnchors } from './appointments/PatientAppointmentsSections';
