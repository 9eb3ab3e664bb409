// POST /api/auth/staff/sign-in: the password step. A success opens an unverified staff session and
// says which second-factor step comes next ('setup' or 'verify').
import { createPublicClient } from 'api/client';
import type { StaffSignIn } from 'shared-domain/accounts/staff-account';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createPublicClient();
const endpoint = client.auth.staff['sign-in'];

export type SignInAnswer = ApiData<typeof endpoint.$post>;

export const signIn = (input: StaffSignIn): Promise<ApiResult<SignInAnswer>> => callApi(() => endpoint.$post({ json: input }));
