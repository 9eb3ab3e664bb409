// GET /api/admin/availability?serviceTypeId=&from=&days=&ignoreAppointmentId=: the free slots of a
// service, by the online booking's engine (hours, blocked times, overlaps) but for any active
// service; a move leaves out the appointment being moved, whose own slot then counts as free.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type StaffAvailability = ApiData<typeof client.availability.$get>;

export interface AvailabilityRequest {
  serviceTypeId: string;
  from: string;
  days: number;
  ignoreAppointmentId?: string | undefined;
}

export const getAvailability = ({ serviceTypeId, from, days, ignoreAppointmentId }: AvailabilityRequest): Promise<StaffAvailability> =>
  apiData(() =>
    client.availability.$get({
      query: { serviceTypeId, from, days: String(days), ...(ignoreAppointmentId ? { ignoreAppointmentId } : {}) },
    }),
  );

export const availabilityQueryOptions = (request: AvailabilityRequest) =>
  // Slots go fast: what a dialog showed a minute ago is not worth keeping.
  queryOptions({
    queryKey: ['admin', 'calendar', 'availability', request],
    queryFn: () => getAvailability(request),
    staleTime: 0,
    gcTime: 0,
  });

/** Asked only once a service and a date are chosen. */
export const useAvailability = (request: AvailabilityRequest | undefined) =>
  useQuery({
    ...availabilityQueryOptions(request ?? { serviceTypeId: '', from: '', days: 1 }),
    enabled: request !== undefined,
  });
