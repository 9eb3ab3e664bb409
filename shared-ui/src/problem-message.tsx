// What a screen says when a request did not work: the API's own French message for a refusal, else
// the one sentence for a server that could not be reached, else the one for anything unexpected.
import { errorMessages } from 'shared-domain/platform/errors';
import { isRetryableError } from 'shared-domain/platform/retry';
import { ApiRequestError } from './api-result';

export const problemText = {
  /**
   * No answer came (network, timeout): the one sentence every screen says, to a visitor, a patient
   * or a staff member alike. A screen that must add something (nothing was recorded, the card will
   * not be charged twice) writes « ${problemText.unreachable} <its own sentence> ».
   */
  unreachable: 'Impossible de joindre le serveur de la clinique. Vérifiez votre connexion Internet, puis réessayez.',
  /** Neither a refusal nor a network failure. */
  unexpected: `${errorMessages.unexpected}. Veuillez réessayer.`,
} as const;

/** The message for what a query or mutation threw (`apiData`). */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isRetryableError(error) ? problemText.unreachable : problemText.unexpected;
}
