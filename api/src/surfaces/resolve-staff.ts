import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { staffUsers } from '../platform/db/schema';
import { AppError, notFound } from '../platform/http/app-error';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import type { StaffEnv } from '../platform/http/subject';

/**
 * The staff member a staff session belongs to, put in the context as `staff` (after
 * `requireSession(deps, 'staff', …)`): its id and role, from `staff_users`. A session whose member
 * is gone answers 404, as `GET /api/admin/me` always did. A deactivated member is signed
 * out: 401 AUTH_001 on the next request, whatever session she still holds.
 */
export function resolveStaff(deps: Pick<AppDeps, 'db'>): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const [staff] = await deps.db
      .select({ staffId: staffUsers.id, role: staffUsers.role, deactivatedAt: staffUsers.deactivatedAt })
      .from(staffUsers)
      .where(eq(staffUsers.id, c.get('session').subjectId));
    if (!staff) throw notFound();
    if (staff.deactivatedAt !== null) throw new AppError(errorCodes.authenticationRequired, errorMessages.authenticationRequired);
    c.set('staff', { staffId: staff.staffId, role: staff.role });
    await next();
  };
}
