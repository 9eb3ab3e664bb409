// GET /api/public/booking/services: whether online booking is open, and the services a visitor can
// book (active and bookable online, in the clinic's order).
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type BookingServices = ApiData<typeof client.public.booking.services.$get>;
export type OnlineService = BookingServices['services'][number];

export const getBookingServices = (): Promise<ApiResult<BookingServices>> => callApi(() => client.public.booking.services.$get());
