// GET /api/admin/patients/:id/audit-events?before=&limit=: who read or changed this patient's record,
// newest first, a page at a time (« Qui a consulté ce dossier ? »).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();
const endpoint = client.patients[':id']['audit-events'].$get;

export type PatientAuditPage = ApiData<typeof endpoint>;

export const patientAuditPageSize = 20;

export const patientAuditQueryOptions = (patientId: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.auditEvents(), 'patient', patientId],
    queryFn: ({ pageParam }) =>
      apiData(() =>
        endpoint({ param: { id: patientId }, query: { limit: String(patientAuditPageSize), ...(pageParam ? { before: pageParam } : {}) } }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export const usePatientAuditEvents = (patientId: string) => useInfiniteQuery(patientAuditQueryOptions(patientId));
