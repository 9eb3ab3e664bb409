// GET /api/links/appointments/:token: the appointment the e-mailed link stands for, with what the
// page may offer (`canChange`, `changeClosed`) and the clinic's phone.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type LinkedAppointment = ApiData<(typeof client.links.appointments)[':token']['$get']>;

export const getLinkedAppointment = (token: string): Promise<ApiResult<LinkedAppointment>> =>
  callApi(() => client.links.appointments[':token'].$get({ param: { token } }));
