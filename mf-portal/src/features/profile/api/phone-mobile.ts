// PUT /api/portal/me/phone-mobile: « Mon numéro est un cellulaire » — texts go only to a mobile
// (with her text consent). The profile reads the flag from GET /api/portal/me.
import { createPortalClient } from 'api/client';
import { callApi } from 'shared-ui/api-result';

const me = createPortalClient().me;

export const savePhoneMobile = (phoneMobile: boolean) => callApi(() => me['phone-mobile'].$put({ json: { phoneMobile } }));
