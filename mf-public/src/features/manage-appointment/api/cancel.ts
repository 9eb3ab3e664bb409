// POST /api/links/appointments/:token/cancel: cancels with the visitor's reason; the answer is the
// appointment as it now stands.
import { createPublicClient } from 'api/client';
import type { Cancellation } from 'shared-domain/scheduling/online-booking';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type CancelledAppointment = ApiData<(typeof client.links.appointments)[':token']['cancel']['$post']>;

export const postCancellation = (token: string, cancellation: Cancellation): Promise<ApiResult<CancelledAppointment>> =>
  callApi(() => client.links.appointments[':token'].cancel.$post({ param: { token }, json: cancellation }));
