// What a form's values and a submission's outcome are, and how an API answer becomes one. Apart
// from the form's hook (useSchemaForm, which re-exports them and brings zod's French messages),
// so a page can prepare what its form sends before the form and its schema are loaded.
import type { ApiError } from 'shared-domain/platform/errors';
import type { ApiResult } from './api-result';

export type FormValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormOutcome<F extends string, Result> =
  | { type: 'received'; result: Result }
  | { type: 'rejected'; errors: FieldErrors<F> }
  | { type: 'failed'; message: string; errorId?: string };

/**
 * An API answer as the form shows it: its data, a refusal as refusalOutcome reads it, or
 * `unreachable` (the form's own words) when no answer came.
 */
export function answerOutcome<F extends string, T>(result: ApiResult<T>, fields: readonly F[], unreachable: string): FormOutcome<F, T> {
  if (result.kind === 'ok') return { type: 'received', result: result.data };
  if (result.kind === 'error') return refusalOutcome(result.error, fields);
  return { type: 'failed', message: unreachable };
}

/**
 * A refusal as the form shows it: a 422's messages for the form's own fields go back onto them;
 * anything else (or a 422 about nothing the person can fix) is a failure with the API's French message.
 */
export function refusalOutcome<F extends string>(error: ApiError, fields: readonly F[]): FormOutcome<F, never> {
  if (error.status === 422) {
    const errors: FieldErrors<F> = {};
    for (const field of fields) {
      const message = error.fields?.[field];
      if (typeof message === 'string' && message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { type: 'rejected', errors };
  }
  return { type: 'failed', message: error.message };
}
