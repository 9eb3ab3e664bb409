// POST /api/admin/second-factor/reset {code}: removes the authenticator after a fresh code; the
// session stays open but unverified, so the next screen is the enrolment of a new one.
import { createAdminClient } from 'api/client';
import { apiData, type ApiData } from 'shared-ui/api-result';

const client = createAdminClient();

export type SecondFactorReset = ApiData<(typeof client)['second-factor']['reset']['$post']>;

export const resetSecondFactor = (code: string): Promise<SecondFactorReset> =>
  apiData(() => client['second-factor'].reset.$post({ json: { code } }));
