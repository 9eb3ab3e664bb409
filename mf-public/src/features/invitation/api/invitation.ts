// GET /api/links/invitations/:token: the slot the waitlist invitation offers, its state and who
// it was sent to.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type Invitation = ApiData<(typeof client.links.invitations)[':token']['$get']>;

export const getInvitation = (token: string): Promise<ApiResult<Invitation>> =>
  callApi(() => client.links.invitations[':token'].$get({ param: { token } }));
