// What the other features may use of the clinical record besides its `api/` modules: the sections
// of the patient file. A feature imports another only through that one's `api/` modules and `public`
// modules (docs/conventions.md, « Boundaries »; biome.json).
export { PatientNotesSection } from './notes/PatientNotesSection';
export { PatientOutcomesSection } from './outcomes/PatientOutcomesSection';
export { PatientRecordSection } from './record/PatientRecordSection';
