// What a page says when a read or a change fails: the API's French message, or, when no answer
// came at all, the one « server unreachable » sentence.
import type { ApiError } from 'shared-domain/platform/errors';
import { problemText } from 'shared-ui/problem-message';

export function failureText(error: ApiError | undefined): string {
  return error ? error.message : problemText.unreachable;
}
