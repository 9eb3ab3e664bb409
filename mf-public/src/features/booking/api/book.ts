// POST /api/public/bookings: books the chosen slot. The answer repeats what was booked (never the
// management link: that one only travels by e-mail).
import { createPublicClient } from 'api/client';
import type { Booking } from 'shared-domain/scheduling/online-booking';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type BookedAppointment = ApiData<typeof client.public.bookings.$post>['booking'];

export async function postBooking(booking: Booking): Promise<ApiResult<BookedAppointment>> {
  const result = await callApi(() => client.public.bookings.$post({ json: booking }));
  return result.kind === 'ok' ? { kind: 'ok', data: result.data.booking } : result;
}
