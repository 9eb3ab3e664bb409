// A patient's file as the back-office opens it: the patients' page with the sections the other
// features draw in it. Composed here, beside routes.tsx, because those features pick their patients
// from the patients' feature: the file importing them would make each pair two-way.
import { PatientAccountLine } from './features/billing/public';
import { type PatientFileParts, PatientFilePage } from './features/patients/PatientFilePage';

const parts: PatientFileParts = {
  AccountLine: PatientAccountLine,
};

export function PatientFileView() {
  return <PatientFilePage parts={parts} />;
}
