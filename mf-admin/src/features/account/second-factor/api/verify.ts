// POST /api/auth/second-factor/verify: an authenticator code or a backup code; a success
// re-issues the session as verified. A wrong code is a 422 on the field sent.
import { createStaffFactorClient } from 'api/client';
import type { SecondFactorVerify } from 'shared-domain/accounts/staff-account';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createStaffFactorClient();

export type VerifyAnswer = ApiData<typeof client.verify.$post>;

export const verifySecondFactor = (input: SecondFactorVerify): Promise<ApiResult<VerifyAnswer>> =>
  callApi(() => client.verify.$post({ json: input }));
