// A patient's file as the back-office opens it: the patients' page with the sections the other
// features draw in it. Composed here, beside routes.tsx, because those features pick their patients
// from the patients' feature: the file importing them would make each pair two-way.
import { PatientAccountLine } from './features/billing/public';
import {
  PatientNotesSection,
  PatientOutcomesSection,
  PatientRecordSection,
  patientNotesAnchor,
  patientOutcomesAnchor,
  patientRecordAnchor,
} from './features/clinical/public';
import { PatientAuditSection, patientAuditAnchor } from './features/configuration/public-patient-audit';
import { type PatientFileParts, PatientFilePage } from './features/patients/PatientFilePage';
import { PortabilityDownloads } from './features/privacy/public-portability';
import { PatientAppointmentsSections, patientAppointmentsAnchors } from './features/scheduling/public';

const parts: PatientFileParts = {
  AccountLine: PatientAccountLine,
  AppointmentsSections: PatientAppointmentsSections,
  appointmentsAnchors: patientAppointmentsAnchors,
  RecordSection: PatientRecordSection,
  NotesSection: PatientNotesSection,
  OutcomesSection: PatientOutcomesSection,
  recordAnchor: patientRecordAnchor,
  notesAnchor: patientNotesAnchor,
  outcomesAnchor: patientOutcomesAnchor,
  PortabilityDownloads,
  AuditSection: PatientAuditSection,
  auditAnchor: patientAuditAnchor,
};

export function PatientFileView() {
  return <PatientFilePage parts={parts} />;
}
