// GET /api/admin/patients/:id/account: what the patient owes (invoices still owed, drafts), the
// account credit, the saved cards and the payments that can still be refunded — what « Encaisser »,
// the patient file's account line and « Rembourser » show. Audited by the server as a read of the account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type PatientAccount = ApiData<(typeof client.patients)[':id']['account']['$get']>;

export const patientAccountQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: adminKeys.patientAccount(patientId),
    queryFn: () => apiData(() => client.patients[':id'].account.$get({ param: { id: patientId } })),
  });

/** Nothing is asked without a patient. */
export const usePatientAccount = (patientId: string) => useQuery({ ...patientAccountQueryOptions(patientId), enabled: patientId !== '' });
