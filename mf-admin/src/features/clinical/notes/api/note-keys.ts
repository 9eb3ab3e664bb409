// The query key of one patient's notes: the history reads under it, and every save refreshes it.
export const patientNotesKey = (patientId: string) => ['admin', 'clinical-notes', 'patient', patientId] as const;
