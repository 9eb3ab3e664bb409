// POST /api/auth/sign-out: ends the browser's session on the server (the cookie alone is not enough).
import { createPublicClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const client = createPublicClient();

export const signOut = () => callApi(() => client.auth['sign-out'].$post());
