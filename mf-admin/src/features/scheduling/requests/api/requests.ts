// GET /api/admin/requests: the requests from the public modal still waiting for a slot (undated
// and pending), oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { adminKeys } from '../../../../query-keys';

const client = createAdminClient();

export type AppointmentRequests = ApiData<typeof client.requests.$get>;
export type AppointmentRequestItem = AppointmentRequests['requests'][number];

export const getRequests = (): Promise<AppointmentRequests> => apiData(() => client.requests.$get());

export const requestsQueryKey = adminKeys.requests();

export const requestsQueryOptions = () => queryOptions({ queryKey: requestsQueryKey, queryFn: getRequests });

export const useRequests = () => useQuery(requestsQueryOptions());
