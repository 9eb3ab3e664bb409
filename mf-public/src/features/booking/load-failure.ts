// What a page says when a read or a change fails: the API's French message, or, when no answer
// came at all, that the clinic could not be reached.
import type { ApiError } from 'shared-domain/errors';

export const unreachableText = 'Impossible de joindre la clinique pour le moment. Vérifiez votre connexion Internet, puis réessayez.';

export function failureText(error: ApiError | undefined): string {
  return error ? error.message : unreachableText;
}
