// POST /api/admin/appointments/:id/status {status, from}: the calendar uses it to mark a no-show.
// `from` is the status the screen showed; the server refuses (409 APPT_001) when it changed meanwhile.
import { createAdminClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const endpoint = client.appointments[':id'].status;

export type StatusChange = Parameters<typeof endpoint.$post>[0]['json'];
export type StatusChanged = ApiData<typeof endpoint.$post>;

export const changeAppointmentStatus = (id: string, change: StatusChange): Promise<ApiResult<StatusChanged>> =>
  callApi(() => endpoint.$post({ param: { id }, json: change }));
