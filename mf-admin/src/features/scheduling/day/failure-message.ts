// A load or an action that did not work, as the page says it: the API's own French message for a
// refusal, else whether the server could not be reached or something unexpected happened.
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { dayText } from './day-text';

/** For what a query threw (`apiData`). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? dayText.unreachable : dayText.unexpected;
}
