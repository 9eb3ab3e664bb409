// What the other features may use of the patients besides their `api/` modules: the one patient
// picker. A feature imports another only through that one's `api/` modules and `public` modules
// (docs/conventions.md, « Boundaries »; biome.json).
export { patientSearch } from './api/patient-search';
export {
  type ChosenPatient,
  type PatientPickerSearch,
  type PatientPickerText,
  type PickablePatient,
  PatientPicker,
  patientName,
} from './PatientPicker';
// A patient's family (her guardians name who gives a child's care consent).
export { type FamilyMember, usePatientFamily } from './family/api/family';
