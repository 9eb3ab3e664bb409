// The « Gérer mon rendez-vous » dialog alone, for the header's button: a `public-*` module of its
// own so that the header loads it lazily, without the management page (docs/conventions.md, « Boundaries »).
export { ManageAppointmentDialog } from './ManageAppointmentDialog';
