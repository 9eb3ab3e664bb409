// The outcome of a form that writes to a patient's file (the result, the server's field refusals or
// the failure message), for the forms of other features. A `public-*` module of its own: importing it
// does not bring the patient picker and its stylesheet along (docs/conventions.md, « Boundaries »).
export { patientFormOutcome } from './patient-form-outcome';
