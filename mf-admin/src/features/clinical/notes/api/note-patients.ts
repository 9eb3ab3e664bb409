// GET /api/admin/note-patients?q=: the quick note's patient picker, ten patients at most
// (specification §9) matching the search, or the patients seen most recently when it is empty.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import type { PatientPickerSearch } from '../../../patients/public';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type NotePatient = ApiData<(typeof client)['note-patients']['$get']>['patients'][number];

export const getNotePatients = async (q: string): Promise<NotePatient[]> =>
  (await apiData(() => client['note-patients'].$get({ query: { q } }))).patients;

/** Asked at once: the empty search lists the patients seen most recently. */
export const notePatientSearch: PatientPickerSearch<NotePatient> = {
  minLength: 0,
  options: (q) => ({ queryKey: adminKeys.clinicalNotes.patients(q), queryFn: () => getNotePatients(q) }),
};
