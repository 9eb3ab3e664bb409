// Whether a patient record is still followed by the clinic.

export const patientStatuses = ['active', 'inactive'] as const;
export type PatientStatus = (typeof patientStatuses)[number];
