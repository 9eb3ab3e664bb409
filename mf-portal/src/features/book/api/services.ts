// GET /api/public/booking/services: whether online booking is open, and the services a patient can
// book online (active and open to online booking, in the clinic's order), the public site's list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPublicClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';
import { portalKeys } from '../../../query-keys';

const client = createPublicClient();

export type BookingServices = ApiData<typeof client.public.booking.services.$get>;
export type OnlineService = BookingServices['services'][number];

export const getBookingServices = (): Promise<BookingServices> => apiData(() => client.public.booking.services.$get());

export const bookingServicesQueryOptions = () => queryOptions({ queryKey: portalKeys.bookingServices(), queryFn: getBookingServices });

export const useBookingServices = () => useQuery(bookingServicesQueryOptions());
