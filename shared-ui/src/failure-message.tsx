// What a screen says for a typed-client call that did not succeed (`callApi`'s result): the API's own
// French message for a refusal, else the one « server unreachable » sentence (or the screen's own,
// when it adds something such as « Rien n’a été enregistré »).
import type { ApiResult } from './api-result';
import { problemText } from './problem-message';

/** A `callApi` result once its success has been handled. */
export type FailedAnswer = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

export function failureMessage(result: FailedAnswer, unreachable: string = problemText.unreachable): string {
  return result.kind === 'error' ? result.error.message : unreachable;
}
