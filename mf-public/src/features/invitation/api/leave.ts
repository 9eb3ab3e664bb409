// POST /api/links/invitations/:token/leave: leaves the waitlist altogether. The answer
// is the server's thank-you message.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type LeaveReply = ApiData<(typeof client.links.invitations)[':token']['leave']['$post']>;

export const postInvitationLeave = (token: string): Promise<ApiResult<LeaveReply>> =>
  callApi(() => client.links.invitations[':token'].leave.$post({ param: { token } }));
