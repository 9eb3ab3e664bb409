// A load that did not work, as the inbox says it: the API's own French message for a refusal, else
// whether the server could not be reached or something unexpected happened.
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { requestsText } from './requests-text';

/** For what a query threw (`apiData`). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? requestsText.unreachable : requestsText.unexpected;
}
