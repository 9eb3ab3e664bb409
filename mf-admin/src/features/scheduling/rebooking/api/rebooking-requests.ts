// GET /api/admin/rebooking-requests: the rebooking requests, newest first, each with its slots (in
// the order offered) and the patient's answer once given. The server records the read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type RebookingRequestsAnswer = ApiData<(typeof client)['rebooking-requests']['$get']>;
export type RebookingRequestView = RebookingRequestsAnswer['requests'][number];

export const rebookingRequestsQueryKey = adminKeys.rebookingRequests();

export const getRebookingRequests = (): Promise<RebookingRequestsAnswer> => apiData(() => client['rebooking-requests'].$get());

export const rebookingRequestsQueryOptions = () => queryOptions({ queryKey: rebookingRequestsQueryKey, queryFn: getRebookingRequests });

export const useRebookingRequests = () => useQuery(rebookingRequestsQueryOptions());
