// POST /api/admin/requests/:id/decline {message}: declines a request; the requester gets the
// message by e-mail with the clinic's phone number. Read as a result: the dialog says a refusal.
import { createAdminClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createAdminClient();

export const declineRequest = (id: string, message: string) =>
  callApi(() => client.requests[':id'].decline.$post({ param: { id }, json: { message } }));
