// GET /api/admin/patients/:id/outcomes: the patient's scores, oldest first, with their display and
// band, and the episodes of care the charts show as ranges. The server audits each reading.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type PatientOutcomes = ApiData<(typeof client.patients)[':id']['outcomes']['$get']>;
export type Outcome = PatientOutcomes['outcomes'][number];
export type Episode = PatientOutcomes['episodes'][number];

export const getPatientOutcomes = (id: string): Promise<PatientOutcomes> =>
  apiData(() => client.patients[':id'].outcomes.$get({ param: { id } }));

export const patientOutcomesKey = adminKeys.patients.outcomes;

export const patientOutcomesQueryOptions = (id: string) =>
  queryOptions({ queryKey: patientOutcomesKey(id), queryFn: () => getPatientOutcomes(id) });

export const usePatientOutcomes = (id: string) => useQuery(patientOutcomesQueryOptions(id));
