// POST /api/auth/patient/magic-links/consume: the token of the e-mailed link, once. 200 opens a
// session; an unknown, used or expired token is 400 AUTH_005.
import { createPublicClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

export const consumeMagicLink = (token: string) => callApi(() => client.auth.patient['magic-links'].consume.$post({ json: { token } }));
