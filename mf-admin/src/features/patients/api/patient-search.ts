// GET /api/admin/patients?q=: the patients on file matching what staff type (name, e-mail or phone),
// for a PatientPicker: asked from the search rule's 2 characters, the first ten shown.
import { searchRule } from 'shared-ui/useDebouncedValue';
import { adminKeys } from '../../../query-keys';
import type { PatientPickerSearch } from '../PatientPicker';
import { getPatients, type ListedPatient } from './patients';

export const patientSearch: PatientPickerSearch<ListedPatient> = {
  minLength: searchRule.minLength,
  // Its own key: the patients page keeps its pages of the same endpoint under another.
  options: (q) => ({
    queryKey: adminKeys.patients.search(q),
    queryFn: async () => (await getPatients({ q, status: '' }, undefined)).patients,
  }),
};
