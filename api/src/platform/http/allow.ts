// The roles an admin route admits, declared next to its definition:
//   .get('/', allow('care'), validate(...), handler)
// The surface resolved the staff member (`c.get('staff')`); a role outside the group gets 403
// AUTH_002 with a French message before anything is read. The middleware carries its group, so the
// route table (`surfaces/route-table.test.ts`) prints it and `surfaces/roles.test.ts` calls every
// admin route with every role from the router itself; a route without `allow` fails that test.
import type { MiddlewareHandler } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import { mayAccess, roleRefusalMessage, type StaffAccess } from 'shared-domain/accounts/staff-role';
import { AppError } from './app-error';
import type { StaffEnv } from './subject';

const declaredAccess = Symbol('declared staff access');

export type AllowMiddleware = MiddlewareHandler<StaffEnv> & { [declaredAccess]: StaffAccess };

export function allow(access: StaffAccess): AllowMiddleware {
  const middleware: MiddlewareHandler<StaffEnv> = async (c, next) => {
    if (!mayAccess(c.get('staff').role, access)) throw new AppError(errorCodes.forbidden, roleRefusalMessage);
    await next();
  };
  return Object.assign(middleware, { [declaredAccess]: access });
}

/** The group an `allow` middleware declares, or undefined for any other handler. */
export function accessDeclaredBy(handler: unknown): StaffAccess | undefined {
  return typeof handler === 'function' && declaredAccess in handler ? (handler as AllowMiddleware)[declaredAccess] : undefined;
}
