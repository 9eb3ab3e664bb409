// One error type for everything the API refuses on purpose; `handleError` turns it (and anything
// unexpected) into the JSON envelope without leaking internals.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, errorMessages, type ApiErrorBody } from 'shared-domain/errors';
import { logger } from '../logger';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export const notFound = (message: string = errorMessages.notFound) => new AppError(404, errorCodes.notFound, message);

export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status === 413) return c.json(errorBody(errorCodes.payloadTooLarge, errorMessages.payloadTooLarge), 413);
    if (status < 500) {
      // Hono raises 400 for bodies that are not valid JSON or form data.
      return c.json(errorBody(errorCodes.invalidFormat, errorMessages.malformedBody), status);
    }
  }
  logger.error('request failed', { method: c.req.method, path: c.req.path, error: describe(error) });
  if (isDatabaseUnavailable(error)) {
    return c.json(errorBody(errorCodes.databaseUnavailable, errorMessages.databaseUnavailable), 503);
  }
  return c.json(errorBody(errorCodes.internal, errorMessages.unexpected), 500);
}

function describe(error: Error): { name: string; message: string; stack?: string; query?: string } {
  // drizzle wraps driver errors in one whose message and stack list the query's parameters
  // (passwords, link tokens, card data…): log the SQL text and the driver's error instead.
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return { name: cause?.name ?? error.name, message: cause?.message ?? 'query failed', query: error.query };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}

function isDatabaseUnavailable(error: Error): boolean {
  // Look through drizzle's wrapper at the driver's error.
  if (error instanceof DrizzleQueryError && error.cause instanceof Error) return isDatabaseUnavailable(error.cause);
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNREFUSED' || code === 'SERVER_ERROR' || /ECONNREFUSED|fetch failed/i.test(error.message);
}
