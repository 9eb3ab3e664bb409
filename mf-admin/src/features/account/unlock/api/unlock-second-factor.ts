// POST /api/auth/staff/second-factor-unlock: the token of the link e-mailed when the second factor
// locked after too many wrong codes, and the new password.
import { createPublicClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createPublicClient();
const endpoint = client.auth.staff['second-factor-unlock'];

export type UnlockAnswer = ApiData<typeof endpoint.$post>;

export const unlockSecondFactor = (token: string, password: string): Promise<ApiResult<UnlockAnswer>> =>
  callApi(() => endpoint.$post({ json: { token, password } }));
