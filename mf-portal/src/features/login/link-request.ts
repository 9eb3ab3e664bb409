// Asking for an e-mailed link, and what the page says when that fails.
import type { PatientEmailLinkRequestInput } from 'shared-domain/accounts/patient-account';
import type { ApiResult } from 'shared-ui/api-result';
import { requestMagicLink } from './api/request-magic-link';
import { requestPasswordReset } from './api/request-password-reset';
import { loginText, type LinkKind } from './login-text';

export type LinkRequest = (input: PatientEmailLinkRequestInput) => Promise<ApiResult<unknown>>;

export const linkRequests: Record<LinkKind, LinkRequest> = { magicLink: requestMagicLink, passwordReset: requestPasswordReset };

/**
 * A failed request in the specification's words ('Erreur lors de l'envoi du lien magique'); a
 * limit keeps the server's message, which says to wait rather than to try again now.
 */
export function linkRequestFailure(kind: LinkKind, result: Exclude<ApiResult<unknown>, { kind: 'ok' }>): string {
  if (result.kind === 'unreachable') return `${loginText.linkFailed[kind]}. ${loginText.checkConnection}`;
  if (result.error.code === 'RATE_LIMITED') return result.error.message;
  return `${loginText.linkFailed[kind]}. ${loginText.tryAgain}`;
}
