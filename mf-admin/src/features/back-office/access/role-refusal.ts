// A request the server refused for the signed-in role (403 AUTH_002, `allow` on every admin
// route): the view shows why (« Accès réservé ») rather than a generic error.
import { errorCodes } from 'shared-domain/platform/errors';
import { ApiRequestError } from 'shared-ui/api-result';

export function isRoleRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === errorCodes.forbidden;
}

/**
 * The admin remote's query defaults: a query refused for the role throws to the view's boundary
 * (`ViewBoundary`), which explains it; every other failure stays with the view that asked.
 */
export const roleRefusalQueryDefaults = { throwOnError: (error: Error) => isRoleRefusal(error) } as const;
