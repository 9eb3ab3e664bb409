// The one place a typed-client call (hono's `ClientResponse`) becomes something a screen can use:
// the success data, a typed API error, or "unreachable" (no answer at all). Callers never cast a
// body or read a status themselves.
//
// shared-ui does not depend on hono: a response is described by the few members used here, which
// hono's `ClientResponse` has, so `ApiData` infers the data type from the client's own types.
import { apiErrors, errorMessages, isApiErrorBody, type ApiError, type ApiErrorCode } from 'shared-domain/platform/errors';
import { isRetryableError } from 'shared-domain/platform/retry';

/** What a typed-client call resolves to (a fetch `Response` fits too). */
export interface ApiResponse {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

/**
 * The body of the successful (2xx) members of a typed-client response union; `unknown` for a
 * response whose type does not tell success from failure (a plain fetch `Response`).
 */
export type SuccessData<R> = R extends { ok: true; json(): Promise<infer T> } ? T : R extends { ok: false } ? never : unknown;

/** The success data of a typed-client endpoint: `ApiData<typeof client.me.$get>`. */
export type ApiData<Endpoint extends (...args: never[]) => Promise<ApiResponse>> = SuccessData<Awaited<ReturnType<Endpoint>>>;

export type ApiResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'error'; error: ApiError }
  | { kind: 'unreachable'; reason: 'network' | 'timeout'; cause: unknown };

/** The French message of an error answer that carries none (a proxy's page, an empty body). */
export type FallbackMessage = (code: ApiErrorCode, status: number) => string;

export interface CallApiOptions {
  fallbackMessage?: FallbackMessage;
}

/**
 * Runs `call` once and sorts its outcome. A call that throws without reaching the server (network,
 * timeout, abort) is "unreachable"; any other throw is a bug and is rethrown.
 */
export async function callApi<R extends ApiResponse>(
  call: () => Promise<R>,
  options: CallApiOptions = {},
): Promise<ApiResult<SuccessData<R>>> {
  let response: R;
  try {
    response = await call();
  } catch (cause) {
    if (!isRetryableError(cause)) throw cause;
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    return { kind: 'unreachable', reason: timedOut ? 'timeout' : 'network', cause };
  }
  if (response.ok) {
    // A 204 has no body; the endpoint's type says so.
    const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    return { kind: 'ok', data: data as SuccessData<R> };
  }
  const body = await response.json().catch(() => undefined);
  return { kind: 'error', error: apiErrorFrom(response.status, body, options.fallbackMessage) };
}

/** The API's envelope as a typed error; an answer without one gets the code its status stands for. */
export function apiErrorFrom(status: number, body: unknown, fallbackMessage: FallbackMessage = defaultMessage): ApiError {
  if (isApiErrorBody(body) && body.error.code in apiErrors) {
    const { code, message, fields } = body.error;
    return {
      status: apiErrors[code].status,
      code,
      message,
      ...(fields ? { fields } : {}),
    } as ApiError;
  }
  const code = codeForStatus(status);
  const message = isApiErrorBody(body) && body.error.message ? body.error.message : fallbackMessage(code, status);
  return { status: apiErrors[code].status, code, message } as ApiError;
}

function codeForStatus(status: number): ApiErrorCode {
  const known = (Object.keys(apiErrors) as ApiErrorCode[]).find((code) => apiErrors[code].status === status);
  return known ?? 'INTERNAL';
}

const fallbackMessages: Partial<Record<ApiErrorCode, string>> = {
  AUTH_001: errorMessages.authenticationRequired,
  AUTH_002: errorMessages.forbidden,
  NOT_FOUND: errorMessages.notFound,
  PAYLOAD_TOO_LARGE: errorMessages.payloadTooLarge,
  RATE_LIMITED: errorMessages.rateLimited,
  VAL_001: errorMessages.validation,
};

function defaultMessage(code: ApiErrorCode): string {
  return fallbackMessages[code] ?? errorMessages.unexpected;
}

/** An API refusal thrown by `apiData`, for code that reports failures by throwing (queries). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: ApiError['status'];
  readonly code: ApiErrorCode;
  readonly apiError: ApiError;

  constructor(apiError: ApiError) {
    super(apiError.message);
    this.apiError = apiError;
    this.status = apiError.status;
    this.code = apiError.code;
  }
}

/** The server could not be reached; `isRetryableError` recognises it by its name. */
export class UnreachableError extends Error {
  override readonly name: 'TimeoutError' | 'NetworkError';

  constructor(reason: 'network' | 'timeout', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'Request timeout' : 'Network unreachable', options);
    this.name = reason === 'timeout' ? 'TimeoutError' : 'NetworkError';
  }
}

/** The success data of `call`, or a throw: `ApiRequestError` for a refusal, `UnreachableError` for no answer. */
export async function apiData<R extends ApiResponse>(call: () => Promise<R>): Promise<SuccessData<R>> {
  const result = await callApi(call);
  if (result.kind === 'ok') return result.data;
  if (result.kind === 'error') throw new ApiRequestError(result.error);
  throw new UnreachableError(result.reason, { cause: result.cause });
}
