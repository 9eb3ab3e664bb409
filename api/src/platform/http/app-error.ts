// One error type for everything the API refuses on purpose, and the one place (`handleError`)
// that turns it, or anything unexpected, into the `{ error: { code, message, fields } }` envelope
// without leaking internals. Routes and middleware throw; they never build the envelope.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  apiErrors,
  errorCodes,
  errorMessages,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorStatus,
} from 'shared-domain/platform/errors';
import { logger } from '../../logger';
import { moneyRuleRefusal } from '../db/money-rule-refusal';

export class AppError extends Error {
  /** Declared once per code in `apiErrors`, so a code cannot be sent with two statuses. */
  readonly status: ApiErrorStatus;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers the refusal needs, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = apiErrors[code].status;
  }
}

export const notFound = (message: string = errorMessages.notFound) => new AppError(errorCodes.notFound, message);

/**
 * Bad input, said beside the fields it concerns (`{ field: French message }`): the one way to refuse
 * a field, whether a schema (`validate`) or a rule of the clinic found it.
 */
export function fieldRefusal(field: string, message: string): AppError;
export function fieldRefusal(fields: Record<string, string>): AppError;
export function fieldRefusal(fieldOrFields: string | Record<string, string>, message = ''): AppError {
  const fields = typeof fieldOrFields === 'string' ? { [fieldOrFields]: message } : fieldOrFields;
  return new AppError(errorCodes.validationFailed, errorMessages.validation, fields);
}

export function handleError(error: Error, c: Context): Response {
  const refusal = asAppError(error, c);
  const body: ApiErrorBody = {
    error: refusal.fields
      ? { code: refusal.code, message: refusal.message, fields: refusal.fields }
      : { code: refusal.code, message: refusal.message },
  };
  return c.json(body, refusal.status, refusal.headers);
}

function asAppError(error: Error, c: Context): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    if (error.status === 413) return new AppError(errorCodes.payloadTooLarge, errorMessages.payloadTooLarge);
    // Hono raises 400 for bodies that are not valid JSON or form data.
    return new AppError(errorCodes.invalidFormat, errorMessages.malformedBody);
  }
  // A write the database refused by one of its money rules: the user's 4xx, not a failure.
  const moneyRule = moneyRuleRefusal(error);
  if (moneyRule) return new AppError(moneyRule.code, moneyRule.message);
  logger.error('request failed', {
    method: c.req.method,
    path: c.req.path,
    error: describe(error),
  });
  if (isDatabaseUnavailable(error)) return new AppError(errorCodes.databaseUnavailable, errorMessages.databaseUnavailable);
  return new AppError(errorCodes.internal, errorMessages.unexpected);
}

function describe(error: Error): { name: string; message: string; stack?: string; query?: string } {
  // drizzle wraps driver errors in one whose message and stack list the query's parameters
  // (passwords, link tokens, card data…): log the SQL text and the driver's error instead.
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return {
      name: cause?.name ?? error.name,
      message: cause?.message ?? 'query failed',
      query: error.query,
    };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}

function isDatabaseUnavailable(error: Error): boolean {
  // Look through drizzle's wrapper at the driver's error.
  if (error instanceof DrizzleQueryError && error.cause instanceof Error) return isDatabaseUnavailable(error.cause);
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNREFUSED' || code === 'SERVER_ERROR' || /ECONNREFUSED|fetch failed/i.test(error.message);
}
