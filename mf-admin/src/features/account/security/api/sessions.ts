// GET /api/admin/sessions: the signed-in staff member's open sessions, the one in use flagged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type StaffSessions = ApiData<typeof client.sessions.$get>;
export type StaffSession = StaffSessions['sessions'][number];

export const getSessions = (): Promise<StaffSessions> => apiData(() => client.sessions.$get());

export const sessionsQueryKey = adminKeys.sessions();

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
