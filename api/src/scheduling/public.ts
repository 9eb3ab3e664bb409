// What the other contexts may use of scheduling: the agenda (clinic hours), an appointment as the
// back-office shows it, and the clinic contact a link email carries. A context imports another only
// through that one's `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { loadAgenda } from './booking/agenda';
export { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from './calendar/appointment-view';
export type { ClinicContact } from './links/manage-link-email';
