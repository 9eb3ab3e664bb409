// Sends the appointment request (specification sections 2.4, 5 and 9): sanitised, through the
// retry helper (3 attempts, 1000 ms doubling, only when the server could not be reached), and
// turns the answer into what the form shows next.
import { createPublicClient } from 'api/client';
import { appointmentRequestSchema, type AppointmentRequest } from 'shared-domain/appointment-request';
import { errorCodes, isApiErrorBody } from 'shared-domain/errors';
import { isRetryableError, withRetry, type RetryOptions } from 'shared-domain/retry';
import { sanitizeInput } from 'shared-domain/sanitize';
import { reportError } from 'shared-ui/error-log';
import {
  requestFields,
  validateRequest,
  type RequestFieldErrors,
  type RequestKind,
  type RequestValues,
  type SendOutcome,
} from './useRequestForm';

/** What the form needs of an HTTP answer; a fetch `Response` has it. */
export interface SubmitAnswer {
  status: number;
  json(): Promise<unknown>;
}

export type SubmitAppointmentRequest = (request: AppointmentRequest, init: { signal?: AbortSignal }) => Promise<SubmitAnswer>;

/** One attempt that gets no answer within this time counts as a network timeout (and is retried). */
export const requestTimeoutMs = 15_000;

export const sendFailureMessages = {
  network: 'Impossible de joindre la clinique pour le moment. Vérifiez votre connexion Internet, puis réessayez.',
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

export async function sendAppointmentRequest(
  values: RequestValues,
  submit: SubmitAppointmentRequest,
  { fallbackKind, sleep }: SendOptions,
): Promise<SendOutcome> {
  const parsed = appointmentRequestSchema.safeParse(sanitizeInput(values));
  if (!parsed.success) return { type: 'rejected', errors: validateRequest(values) };

  let answer: SubmitAnswer;
  try {
    answer = await withRetry(() => submit(parsed.data, { signal: attemptSignal() }), { sleep });
  } catch (error) {
    return unreachable(error);
  }

  const body = await answer.json().catch(() => undefined);
  if (answer.status >= 200 && answer.status < 300) return { type: 'received', kind: receivedKind(body) ?? fallbackKind };
  if (answer.status === 422 && isApiErrorBody(body)) {
    const errors = formFieldErrors(body.error.fields);
    if (Object.keys(errors).length > 0) return { type: 'rejected', errors };
  }
  // The API's messages are written in French for the people reading them.
  if (isApiErrorBody(body) && body.error.message) return { type: 'failed', message: body.error.message };
  return { type: 'failed', message: answer.status === 429 ? sendFailureMessages.rateLimited : sendFailureMessages.server };
}

function attemptSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(requestTimeoutMs) : undefined;
}

/** No answer at all: logged (the id is shown with the message), never a dead end. */
function unreachable(error: unknown): SendOutcome {
  const context = { feature: 'appointment-request' };
  if (!isRetryableError(error)) {
    const entry = reportError(error, { context });
    return { type: 'failed', message: sendFailureMessages.unexpected, errorId: entry.id };
  }
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  const errorCode = timedOut ? errorCodes.timeout : errorCodes.network;
  const entry = reportError(error, { errorCode, severity: 'medium', context });
  return { type: 'failed', message: timedOut ? sendFailureMessages.timeout : sendFailureMessages.network, errorId: entry.id };
}

function receivedKind(body: unknown): RequestKind | undefined {
  const kind = (body as { kind?: unknown } | undefined)?.kind;
  return kind === 'appointment' || kind === 'waitlist' ? kind : undefined;
}

/** The server's messages for the fields the form has; anything else is not the person's to fix. */
function formFieldErrors(fields: Record<string, string> | undefined): RequestFieldErrors {
  const errors: RequestFieldErrors = {};
  for (const field of requestFields) {
    const message = fields?.[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}
