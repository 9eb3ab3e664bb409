// PATCH /api/admin/appointments/:id: a move (date, time, service) re-checked against overlaps by the
// server (409 BOOK_001); `notify` e-mails the patient the new time.
import { createAdminClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();
const endpoint = client.appointments[':id'];

export type AppointmentChange = Parameters<typeof endpoint.$patch>[0]['json'];
export type UpdatedAppointment = ApiData<typeof endpoint.$patch>;

export const updateAppointment = (id: string, change: AppointmentChange): Promise<ApiResult<UpdatedAppointment>> =>
  callApi(() => endpoint.$patch({ param: { id }, json: change }));
