// POST /api/auth/sign-out: ends the browser's session on the server and clears its cookie. On the
// public surface: it answers whether or not a session is still alive.
import { createPublicClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createPublicClient();

export type SignedOut = ApiData<(typeof client.auth)['sign-out']['$post']>;

export const signOut = (): Promise<SignedOut> => apiData(() => client.auth['sign-out'].$post());
