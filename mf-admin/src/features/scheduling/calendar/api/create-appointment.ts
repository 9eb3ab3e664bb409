// POST /api/admin/appointments: an appointment booked by staff for a patient on file or a new one,
// confirmed at once; `notify` e-mails the confirmation. A slot taken meanwhile is a 409 BOOK_001.
import { createAdminClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export type NewAppointment = Parameters<typeof client.appointments.$post>[0]['json'];
export type CreatedAppointment = ApiData<typeof client.appointments.$post>;

export const createAppointment = (appointment: NewAppointment): Promise<ApiResult<CreatedAppointment>> =>
  callApi(() => client.appointments.$post({ json: appointment }));
