// POST /api/admin/rebooking-requests: offers a patient 1 to 6 slots; the patient is e-mailed a link
// to pick one, decline or ask to be called back. 422 with field messages (a past slot is refused
// as `slots.<n>.time`, an unknown appointment as `appointmentId`).
import { createAdminClient } from 'api/client';
import type { RebookingRequest } from 'shared-domain/scheduling/rebooking';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createAdminClient();

export type CreatedRebookingRequest = ApiData<(typeof client)['rebooking-requests']['$post']>;

export const createRebookingRequest = (input: RebookingRequest): Promise<ApiResult<CreatedRebookingRequest>> =>
  callApi(() => client['rebooking-requests'].$post({ json: input }));
