// GET /api/admin/note-patients?q=: the quick note's patient picker, ten patients at most
// (specification §9) matching the search, or the patients seen most recently when it is empty.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type NotePatient = ApiData<(typeof client)['note-patients']['$get']>['patients'][number];

export const getNotePatients = async (q: string): Promise<NotePatient[]> =>
  (await apiData(() => client['note-patients'].$get({ query: { q } }))).patients;

export const notePatientsQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['admin', 'clinical-notes', 'patients', q] as const, queryFn: () => getNotePatients(q) });

export const useNotePatients = (q: string, enabled = true) =>
  useQuery({ ...notePatientsQueryOptions(q), placeholderData: keepPreviousData, enabled });
