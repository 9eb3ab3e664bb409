// POST /api/auth/staff/sign-up: a new admin account, with the invitation code from configuration.
import { createPublicClient } from 'api/client';
import type { StaffSignUp } from 'shared-domain/accounts/staff-account';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createPublicClient();
const endpoint = client.auth.staff['sign-up'];

export type SignUpAnswer = ApiData<typeof endpoint.$post>;

export const signUp = (input: StaffSignUp): Promise<ApiResult<SignUpAnswer>> => callApi(() => endpoint.$post({ json: input }));
