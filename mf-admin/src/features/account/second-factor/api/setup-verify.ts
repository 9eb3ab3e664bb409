// POST /api/auth/second-factor/setup/verify: the first code from the authenticator enables the
// factor, re-issues the session as verified and returns the 10 backup codes, shown this once.
import { createStaffFactorClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createStaffFactorClient();
const endpoint = client.setup.verify;

export type SetupConfirmation = ApiData<typeof endpoint.$post>;

export const confirmSetup = (code: string): Promise<ApiResult<SetupConfirmation>> => callApi(() => endpoint.$post({ json: { code } }));
