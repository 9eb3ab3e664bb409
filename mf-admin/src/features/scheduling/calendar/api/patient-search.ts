// GET /api/admin/patients?q=: the patients on file matching what staff type, for choosing the
// patient of a new appointment (the first page of 50 is plenty to choose from).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type PatientPage = ApiData<typeof client.patients.$get>;
export type PatientMatch = PatientPage['patients'][number];

export const searchPatients = (q: string): Promise<PatientPage> => apiData(() => client.patients.$get({ query: { q } }));

export const patientSearchQueryOptions = (q: string) =>
  // Its own key: the patients page keeps its pages of the same endpoint under another.
  queryOptions({ queryKey: ['admin', 'calendar', 'patient-search', q], queryFn: () => searchPatients(q) });

/** Asked from 2 characters; the last answer stays while the next one comes. */
export const usePatientSearch = (q: string) =>
  useQuery({ ...patientSearchQueryOptions(q), enabled: q.length >= 2, placeholderData: keepPreviousData });
