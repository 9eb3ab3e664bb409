// POST /api/auth/staff/password-reset-requests: « Mot de passe oublié ? ». Always 202 with the same
// body: the answer does not say whether the address belongs to the team.
import { createPublicClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createPublicClient();
const endpoint = client.auth.staff['password-reset-requests'];

export type PasswordResetRequestAnswer = ApiData<typeof endpoint.$post>;

export const requestPasswordReset = (input: { email: string }): Promise<ApiResult<PasswordResetRequestAnswer>> =>
  callApi(() => endpoint.$post({ json: input }));
