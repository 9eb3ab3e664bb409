// What the other contexts may use of the patients: the search by name, email or phone, and the
// clinic's « now » as a patient's record reads it. A context imports another only through that one's
// `public.ts` (docs/conventions.md, « Boundaries »; biome.json).
export { patientMatches } from './list-patients';
export { clinicNow } from './patient-view';
