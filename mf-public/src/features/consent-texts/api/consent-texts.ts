// GET /api/public/consent-texts: the current version of each consent text, which the booking and
// waitlist forms show (« Lire le texte ») and whose version they send with the form.
import { createPublicClient } from 'api/client';
import { callApi, type ApiData, type ApiResult } from 'shared-ui/api-result';

const client = createPublicClient();

export type ConsentTexts = ApiData<(typeof client.public)['consent-texts']['$get']>['texts'];
export type ConsentText = ConsentTexts[keyof ConsentTexts];

export async function getConsentTexts(): Promise<ApiResult<ConsentTexts>> {
  const result = await callApi(() => client.public['consent-texts'].$get());
  return result.kind === 'ok' ? { kind: 'ok', data: result.data.texts } : result;
}
