// Sends the appointment request (specification sections 2.4, 5 and 9): sanitised, through the
// retry helper (3 attempts, 1000 ms doubling, only when the server could not be reached), and
// turns the answer (sorted by shared-ui's result helper) into what the form shows next.
import { createPublicClient } from 'api/client';
import { appointmentRequestSchema, type AppointmentRequest } from 'shared-domain/scheduling/appointment-request';
import { errorCodes } from 'shared-domain/platform/errors';
import { withRetry, type RetryOptions } from 'shared-domain/platform/retry';
import { sanitizeInput } from 'shared-domain/platform/sanitize';
import { callApi, type ApiResponse, type ApiResult, type FallbackMessage } from 'shared-ui/api-result';
import { reportError } from 'shared-ui/error-log';
import { problemText } from 'shared-ui/problem-message';
import { refusalOutcome } from 'shared-ui/useSchemaForm';
import { requestFields, validateRequest, type RequestKind, type RequestValues, type SendOutcome } from './useRequestForm';

export type SubmitAppointmentRequest = (request: AppointmentRequest, init: { signal?: AbortSignal }) => Promise<ApiResponse>;

/** One attempt that gets no answer within this time counts as a network timeout (and is retried). */
export const requestTimeoutMs = 15_000;

export const sendFailureMessages = {
  network: problemText.unreachable,
  timeout: 'La clinique met trop de temps à répondre. Veuillez réessayer dans quelques instants.',
  rateLimited: 'Trop de demandes ont été envoyées en peu de temps. Veuillez patienter quelques minutes, puis réessayer.',
  server: "Votre demande n'a pas pu être enregistrée. Veuillez réessayer.",
  unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
} as const;

/** POST /api/public/appointment-requests through the typed API client. */
export const submitAppointmentRequest: SubmitAppointmentRequest = (json, { signal }) =>
  createPublicClient().public['appointment-requests'].$post({ json }, { init: signal ? { signal } : {} });

export interface SendOptions {
  /** What the clinic is taking when the answer does not say (the agenda's state on screen). */
  fallbackKind: RequestKind;
  /** Tests inject a sleep that does not wait. */
  sleep?: RetryOptions['sleep'];
}

// An answer without the API's French message (a proxy's page): the form's own words.
const fallbackMessage: FallbackMessage = (code) => (code === 'RATE_LIMITED' ? sendFailureMessages.rateLimited : sendFailureMessages.server);

const context = { feature: 'appointment-request' };

export async function sendAppointmentRequest(
  values: RequestValues,
  submit: SubmitAppointmentRequest,
  { fallbackKind, sleep }: SendOptions,
): Promise<SendOutcome> {
  const parsed = appointmentRequestSchema.safeParse(sanitizeInput(values));
  if (!parsed.success) return { type: 'rejected', errors: validateRequest(values) };

  let result: ApiResult<unknown>;
  try {
    result = await callApi(() => withRetry(() => submit(parsed.data, { signal: attemptSignal() }), { sleep }), { fallbackMessage });
  } catch (error) {
    // Not the network: a bug, logged, never a dead end.
    const entry = reportError(error, { context });
    return { type: 'failed', message: sendFailureMessages.unexpected, errorId: entry.id };
  }

  if (result.kind === 'ok') return { type: 'received', result: receivedKind(result.data) ?? fallbackKind };
  // The API's messages are written in French for the people reading them.
  if (result.kind === 'error') return refusalOutcome(result.error, requestFields);
  // No answer at all: logged (the id is shown with the message).
  const errorCode = result.reason === 'timeout' ? errorCodes.timeout : errorCodes.network;
  const entry = reportError(result.cause, { errorCode, severity: 'medium', context });
  return { type: 'failed', message: sendFailureMessages[result.reason], errorId: entry.id };
}

function attemptSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(requestTimeoutMs) : undefined;
}

function receivedKind(body: unknown): RequestKind | undefined {
  const kind = (body as { kind?: unknown } | undefined)?.kind;
  return kind === 'appointment' || kind === 'waitlist' ? kind : undefined;
}
