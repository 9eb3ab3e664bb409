// What a fresh-code form shows once its request is answered: the result, the server's message on
// the code field (a wrong code is a 422 on `code`), its French message for any other refusal (too
// many tries), or ours when the server could not be reached. Anything else is a bug: logged, and
// the form says so with the reference.
import { isRetryableError } from 'shared-domain/platform/retry';
import { problemText } from 'shared-ui/problem-message';
import { ApiRequestError } from 'shared-ui/api-result';
import { reportError } from 'shared-ui/error-log';
import { refusalOutcome, type FormOutcome } from 'shared-ui/useSchemaForm';

export const codeFields = ['code'] as const;
export type CodeField = (typeof codeFields)[number];

export const codeFailureMessages = {
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
} as const;

export function codeOutcome<Result>(run: () => Promise<Result>): Promise<FormOutcome<CodeField, Result>> {
  return changeOutcome(codeFields, run);
}

/** The same for any form of this page: the server's field messages go back onto `fields`. */
export async function changeOutcome<F extends string, Result>(
  fields: readonly F[],
  run: () => Promise<Result>,
): Promise<FormOutcome<F, Result>> {
  try {
    return { type: 'received', result: await run() };
  } catch (error) {
    if (error instanceof ApiRequestError) return refusalOutcome(error.apiError, fields);
    if (isRetryableError(error)) return { type: 'failed', message: codeFailureMessages.unreachable };
    const entry = reportError(error, { context: { feature: 'account-security' } });
    return { type: 'failed', message: codeFailureMessages.unexpected, errorId: entry.id };
  }
}
