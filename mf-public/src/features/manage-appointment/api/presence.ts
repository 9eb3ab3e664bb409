// POST /api/links/appointments/:token/presence: the visitor confirms they will come (once; a
// second time changes nothing).
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type PresenceAnswer = ApiData<(typeof client.links.appointments)[':token']['presence']['$post']>;

export const postPresence = (token: string): Promise<ApiResult<PresenceAnswer>> =>
  callApi(() => client.links.appointments[':token'].presence.$post({ param: { token } }));
