// POST /api/admin/appointments/:id/cancel: cancelled with the reason staff give; `notify` e-mails
// the patient. The freed slot goes to the waitlist on the server's side.
import { createAdminClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const endpoint = client.appointments[':id'].cancel;

export type StaffCancellation = Parameters<typeof endpoint.$post>[0]['json'];
export type CancelledAppointment = ApiData<typeof endpoint.$post>;

export const cancelAppointment = (id: string, cancellation: StaffCancellation): Promise<ApiResult<CancelledAppointment>> =>
  callApi(() => endpoint.$post({ param: { id }, json: cancellation }));
