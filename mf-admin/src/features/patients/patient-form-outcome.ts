// What a patient form shows once its requests are answered: the result, the server's messages on
// the form's own fields (a 422), its French message for any other refusal, or ours when the server
// could not be reached. Anything else is a bug: logged, and the form says so with the reference.
import { errorCodes } from 'shared-domain/platform/errors';
import { isRetryableError } from 'shared-domain/platform/retry';
import { problemText } from 'shared-ui/problem-message';
import { ApiRequestError } from 'shared-ui/api-result';
import { reportError } from 'shared-ui/error-log';
import { type FormOutcome, refusalOutcome } from 'shared-ui/useSchemaForm';

export const patientFailureMessages = {
  unreachable: problemText.unreachable,
  unexpected: problemText.unexpected,
} as const;

/** The server's « a record like this one exists » (409 PAT_001). */
export function isLikelyDuplicateRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === errorCodes.likelyDuplicatePatient;
}

export async function patientFormOutcome<F extends string, Result>(
  fields: readonly F[],
  run: () => Promise<Result>,
): Promise<FormOutcome<F, Result>> {
  try {
    return { type: 'received', result: await run() };
  } catch (error) {
    if (error instanceof ApiRequestError) return refusalOutcome(error.apiError, fields);
    if (isRetryableError(error)) return { type: 'failed', message: patientFailureMessages.unreachable };
    const entry = reportError(error, { context: { feature: 'admin-patients' } });
    return { type: 'failed', message: patientFailureMessages.unexpected, errorId: entry.id };
  }
}
