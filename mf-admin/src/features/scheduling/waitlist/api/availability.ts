// GET /api/admin/availability?serviceTypeId=&from=&days=: the free slots of one service from today,
// by the online booking's engine (hours, blocked times, overlaps) for any active service. Slots go
// fast: each look asks afresh.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { clinicDate } from 'shared-domain/clinic-time';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type AdminAvailability = ApiData<typeof client.availability.$get>;

/** Two weeks: what the booking page shows at most (specification §9). */
export const availabilityDays = 14;

export const availabilityQueryKey = ['admin', 'availability'] as const;

export const getAvailability = (serviceTypeId: string, from: string): Promise<AdminAvailability> =>
  apiData(() => client.availability.$get({ query: { serviceTypeId, from, days: String(availabilityDays) } }));

export const availabilityQueryOptions = (serviceTypeId: string) =>
  queryOptions({
    queryKey: [...availabilityQueryKey, serviceTypeId],
    queryFn: () => getAvailability(serviceTypeId, clinicDate(new Date())),
    staleTime: 0,
    gcTime: 0,
  });

/** Asked once a service is chosen. */
export const useAvailability = (serviceTypeId: string) =>
  useQuery({ ...availabilityQueryOptions(serviceTypeId), enabled: serviceTypeId !== '' });
