// POST /api/auth/staff/password-reset: the e-mailed link's token, the new password and, when the
// account has a second factor, a code from the authenticator or a backup code.
import { createPublicClient } from 'api/client';
import type { StaffPasswordResetInput } from 'shared-domain/accounts/staff-team';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createPublicClient();
const endpoint = client.auth.staff['password-reset'];

export type PasswordResetAnswer = ApiData<typeof endpoint.$post>;

export const completePasswordReset = (input: StaffPasswordResetInput): Promise<ApiResult<PasswordResetAnswer>> =>
  callApi(() => endpoint.$post({ json: input }));
