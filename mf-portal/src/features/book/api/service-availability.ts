// GET /api/public/booking/availability?serviceId=…: the days shown and their slots for one service,
// each slot free or not (taken, blocked or past), as the public booking page reads them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPublicClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPublicClient();

export type ServiceAvailability = ApiData<typeof client.public.booking.availability.$get>;

export const getServiceAvailability = (serviceId: string): Promise<ServiceAvailability> =>
  apiData(() => client.public.booking.availability.$get({ query: { serviceId } }));

export const serviceAvailabilityQueryOptions = (serviceId: string) =>
  // Slots go fast: each opening of the dialog asks again.
  queryOptions({
    queryKey: portalKeys.bookingAvailability(serviceId),
    queryFn: () => getServiceAvailability(serviceId),
    staleTime: 0,
    gcTime: 0,
  });

/** Nothing is asked until a service is chosen. */
export const useServiceAvailability = (serviceId: string) =>
  useQuery({ ...serviceAvailabilityQueryOptions(serviceId), enabled: serviceId !== '' });
