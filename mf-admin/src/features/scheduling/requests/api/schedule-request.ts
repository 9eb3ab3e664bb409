// POST /api/admin/requests/:id/schedule {serviceTypeId, date, time}: gives a request a slot; it
// becomes a confirmed appointment and the requester gets the confirmation e-mail. A slot taken
// meanwhile is 409 BOOK_001; a request already handled, 404. Read as a result: the dialog says it.
import { createAdminClient } from 'api/client';
import { type ApiData, callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export type RequestSlot = Parameters<(typeof client.requests)[':id']['schedule']['$post']>[0]['json'];

export const scheduleRequest = (id: string, slot: RequestSlot) =>
  callApi(() => client.requests[':id'].schedule.$post({ param: { id }, json: slot }));

export type ScheduledRequest = ApiData<(typeof client.requests)[':id']['schedule']['$post']>;
