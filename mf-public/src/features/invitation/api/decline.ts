// POST /api/links/invitations/:token/decline: declines the slot; the visitor stays on the waitlist. The answer
// is the server's thank-you message.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type DeclineReply = ApiData<(typeof client.links.invitations)[':token']['decline']['$post']>;

export const postInvitationDecline = (token: string): Promise<ApiResult<DeclineReply>> =>
  callApi(() => client.links.invitations[':token'].decline.$post({ param: { token } }));
