// GET /api/portal/appointments/:id/availability: the days and slots the appointment may move to
// (online booking's, its own slot counting as free). Asked afresh at each opening of the dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFamilyPortalClient } from '../../../lib/acting-for/acting-for';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createFamilyPortalClient();

export type MoveAvailability = ApiData<(typeof client.appointments)[':id']['availability']['$get']>;

export const getMoveAvailability = (id: string): Promise<MoveAvailability> =>
  apiData(() => client.appointments[':id'].availability.$get({ param: { id } }));

export const moveAvailabilityQueryOptions = (id: string) =>
  // Slots go fast: what the dialog showed last time is not worth keeping.
  queryOptions({
    queryKey: portalKeys.appointmentAvailability(id),
    queryFn: () => getMoveAvailability(id),
    staleTime: 0,
    gcTime: 0,
  });

export const useMoveAvailability = (id: string) => useQuery(moveAvailabilityQueryOptions(id));
