// A patient record's status in French (shared-domain's labels), and the status filter's choices.
import { patientStatusLabels } from 'shared-domain/patients/patient';
import { type PatientStatus, patientStatuses } from 'shared-domain/patients/patient-status';

/** 'active' → 'Actif'; an unknown value is shown as stored. */
export function patientStatusLabel(status: string): string {
  return Object.hasOwn(patientStatusLabels, status) ? patientStatusLabels[status as PatientStatus] : status;
}

export const patientStatusChoices = patientStatuses.map((status) => ({ value: status, label: patientStatusLabels[status] }));

/** The address's value as a status filter: '' (every status) for anything else. */
export function readPatientStatus(value: string | null): PatientStatus | '' {
  return patientStatuses.includes(value as PatientStatus) ? (value as PatientStatus) : '';
}
