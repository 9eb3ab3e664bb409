// A load or an action that did not work, as the waitlist and rebooking screens say it: the API's
// own French message for a refusal, else whether the server could not be reached.
import { errorMessages } from 'shared-domain/errors';
import { isRetryableError } from 'shared-domain/retry';
import { ApiRequestError } from 'shared-ui/api-result';

export const unreachableMessage = 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.';

/** For what a query or mutation threw (`apiData`). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? unreachableMessage : `${errorMessages.unexpected}. Veuillez réessayer.`;
}
