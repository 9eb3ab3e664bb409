// The second factor's messages (specification section 8, written in French like the rest of the
// interface). A wrong code's message comes from the API (staffAccountMessages.wrongCode).
import { errorCodes } from 'shared-domain/platform/errors';
import type { ApiResult } from 'shared-ui/api-result';
import { type FormOutcome, refusalOutcome } from 'shared-ui/useSchemaForm';

export const secondFactorMessages = {
  setupFailed: "Impossible de lancer la configuration de l'authentification à deux facteurs. Veuillez réessayer.",
  verificationFailed: 'La vérification a échoué. Veuillez réessayer.',
} as const;

/**
 * A failed call as the person reads it: the API's own message when it refused them (too many
 * tries, a set-up not started), else `fallback` (no answer, or the server failed).
 */
export function refusalOrFallback(result: Exclude<ApiResult<unknown>, { kind: 'ok' }>, fallback: string): string {
  return result.kind === 'error' && result.error.status < 500 ? result.error.message : fallback;
}

/** The factor was enabled meanwhile (another tab): the sign-in asks for its code instead. */
export function isAlreadyEnabled(result: ApiResult<unknown>): boolean {
  return result.kind === 'error' && result.error.code === errorCodes.forbidden;
}

/** No factor is enabled (reset meanwhile by the clinic's owner): the sign-in opens the set-up. */
export function isSetupNeeded(result: ApiResult<unknown>): boolean {
  return result.kind === 'error' && result.error.code === errorCodes.secondFactorRequired;
}

/** The staff session is gone (expired, or ended from another device): the password comes first again. */
export function isSessionLost(result: ApiResult<unknown>): boolean {
  return result.kind === 'error' && result.error.status === 401;
}

/**
 * A code the API did not accept, as its form shows it: a wrong or malformed code (422) under its
 * field, anything else above the form. A lost session, or a factor enabled or reset meanwhile, is
 * also handed to the sign-in, which changes step.
 */
export function codeRefusal<F extends string>(
  result: Exclude<ApiResult<unknown>, { kind: 'ok' }>,
  fields: readonly F[],
  handlers: { onSessionLost(): void; onAlreadyEnabled?(): void; onSetupNeeded?(): void },
): FormOutcome<F, never> {
  if (isSessionLost(result)) handlers.onSessionLost();
  else if (isAlreadyEnabled(result)) handlers.onAlreadyEnabled?.();
  else if (isSetupNeeded(result)) handlers.onSetupNeeded?.();
  if (result.kind === 'error' && result.error.status === 422) return refusalOutcome(result.error, fields);
  return { type: 'failed', message: refusalOrFallback(result, secondFactorMessages.verificationFailed) };
}

/** The attributes of a field for an authenticator's 6-digit code: the phone's number pad, and its SMS/app autofill. */
export const totpInputProps = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  spellCheck: false,
} as const;

/** The attributes of a field for a code taken as typed (a backup code, the invitation code): no autofill, capital or spelling fix. */
export const verbatimCodeInputProps = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A code as typed or pasted ("123 456"): the spaces go before the check. */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
