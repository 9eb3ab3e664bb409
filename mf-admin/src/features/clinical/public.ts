// What the other features may use of the clinical record besides its `api/` modules: the sections
// of the patient file and where its navigation leads to each (`…Anchor`). A feature imports another only through that one's `api/` modules and `public`
// modules (docs/conventions.md, « Boundaries »; biome.json).
export { PatientNotesSection, patientNotesAnchor } from './notes/PatientNotesSection';
export { PatientOutcomesSection, patientOutcomesAnchor } from './outcomes/PatientOutcomesSection';
export { PatientRecordSection, patientRecordAnchor } from './record/PatientRecordSection';
