// POST /api/links/invitations/:token/accept: takes the offered slot (one appointment per slot: a slot already given is refused). The answer
// is the server's thank-you message.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type AcceptReply = ApiData<(typeof client.links.invitations)[':token']['accept']['$post']>;

export const postInvitationAccept = (token: string): Promise<ApiResult<AcceptReply>> =>
  callApi(() => client.links.invitations[':token'].accept.$post({ param: { token } }));
