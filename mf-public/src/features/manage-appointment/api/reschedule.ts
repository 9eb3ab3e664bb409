// POST /api/links/appointments/:token/reschedule: moves the appointment to another free slot; the
// answer is the appointment as it now stands.
import { createPublicClient } from 'api/client';
import type { Reschedule } from 'shared-domain/scheduling/online-booking';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type RescheduledAppointment = ApiData<(typeof client.links.appointments)[':token']['reschedule']['$post']>;

export const postReschedule = (token: string, slot: Reschedule): Promise<ApiResult<RescheduledAppointment>> =>
  callApi(() => client.links.appointments[':token'].reschedule.$post({ param: { token }, json: slot }));
