// « Qui a consulté ce dossier ? », drawn in the patient's file by the page that composes it.
export { PatientAuditSection, patientAuditAnchor } from './audit/PatientAuditSection';
