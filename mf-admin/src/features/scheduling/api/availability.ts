// GET /api/admin/availability?serviceTypeId=&from=&days=&ignoreAppointmentId=: the free slots of any
// active service (online or not), by the online booking's engine (hours, blocked times, overlaps);
// a move leaves out the appointment being moved, whose own slot then counts as free. Slots go
// fast: each look asks afresh, and what a dialog showed a minute ago is not kept.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { type AvailabilityParams, adminKeys } from '../../../query-keys';

const client = createAdminClient();

export type StaffAvailability = ApiData<typeof client.availability.$get>;
export type AvailabilityRequest = AvailabilityParams;

/** Two weeks: what the booking page shows at most (specification §9). */
export const availabilityDays = 14;

export const getAvailability = ({ serviceTypeId, from, days, ignoreAppointmentId }: AvailabilityRequest): Promise<StaffAvailability> =>
  apiData(() =>
    client.availability.$get({
      query: { serviceTypeId, from, days: String(days), ...(ignoreAppointmentId ? { ignoreAppointmentId } : {}) },
    }),
  );

export const availabilityQueryOptions = (request: AvailabilityRequest) =>
  queryOptions({ queryKey: adminKeys.availability.of(request), queryFn: () => getAvailability(request), staleTime: 0, gcTime: 0 });

/** Asked only once there is something to ask (a service, a day). */
export const useAvailability = (request: AvailabilityRequest | undefined) =>
  useQuery({
    ...availabilityQueryOptions(request ?? { serviceTypeId: '', from: '', days: 1 }),
    enabled: request !== undefined,
  });
