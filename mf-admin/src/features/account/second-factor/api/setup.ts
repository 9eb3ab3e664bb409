// POST /api/auth/second-factor/setup: a new secret for the authenticator, as an otpauth:// address
// (drawn as a QR code here) and in base32 to type by hand. Refused (403) once a factor is enabled.
import { createStaffFactorClient } from 'api/client';
import { type ApiData, type ApiResult, callApi } from 'shared-ui/api-result';

const client = createStaffFactorClient();

export type FactorSetup = ApiData<typeof client.setup.$post>;

export const startSetup = (): Promise<ApiResult<FactorSetup>> => callApi(() => client.setup.$post());
