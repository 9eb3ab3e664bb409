// The query key of one patient's notes: the history reads under it, and every save refreshes it.
import { adminKeys } from '../../../../query-keys';

export const patientNotesKey = adminKeys.clinicalNotes.ofPatient;
