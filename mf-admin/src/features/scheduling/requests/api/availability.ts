// GET /api/admin/availability?serviceTypeId=&from=&days=: the free slots of any active service
// (online or not) with the online booking's engine. The requests inbox asks 14 days from today.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type StaffAvailability = ApiData<typeof client.availability.$get>;

export const availabilityDays = 14;

export const getAvailability = (serviceTypeId: string, from: string): Promise<StaffAvailability> =>
  apiData(() => client.availability.$get({ query: { serviceTypeId, from, days: String(availabilityDays) } }));

export const availabilityQueryOptions = (serviceTypeId: string, from: string) =>
  // Slots go fast: each opening and each service asks afresh.
  queryOptions({
    queryKey: ['admin', 'availability', serviceTypeId, from],
    queryFn: () => getAvailability(serviceTypeId, from),
    staleTime: 0,
    gcTime: 0,
  });

export const useAvailability = (serviceTypeId: string | undefined, from: string) =>
  useQuery({ ...availabilityQueryOptions(serviceTypeId ?? '', from), enabled: Boolean(serviceTypeId) });
