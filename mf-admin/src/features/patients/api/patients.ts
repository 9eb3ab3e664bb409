// GET /api/admin/patients?q=&status=&cursor=: the clinic's patients by last name, fifty a page,
// narrowed by a search (name, e-mail or phone) and a status; `nextCursor` asks for the next page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import type { PatientStatus } from 'shared-domain/patients/patient-status';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../query-keys';

const client = createAdminClient();

export type PatientsPage = ApiData<typeof client.patients.$get>;
export type ListedPatient = PatientsPage['patients'][number];

export interface PatientFilters {
  q: string;
  status: PatientStatus | '';
}

export const getPatients = ({ q, status }: PatientFilters, cursor: string | undefined): Promise<PatientsPage> =>
  apiData(() => client.patients.$get({ query: { ...(q ? { q } : {}), ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) } }));

/** Every list of patients (the page's, the merge search's): refreshed after a change. */
export const patientListsKey = adminKeys.patients.lists();

export const patientsQueryOptions = (filters: PatientFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.patients.list(filters),
    queryFn: ({ pageParam }) => getPatients(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const usePatients = (filters: PatientFilters, enabled = true) => useInfiniteQuery({ ...patientsQueryOptions(filters), enabled });
