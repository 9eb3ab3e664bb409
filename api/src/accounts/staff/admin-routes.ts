import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { staffUsers } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import { validate } from '../../platform/http/validate';
import { ownPasswordChangeSchema } from 'shared-domain/accounts/staff-account';
import { changeOwnPassword } from './change-own-password';
import type { AdminEnv } from '../../platform/http/subject';

/**
 * The signed-in staff member, mounted at /api/admin/me (the admin surface has checked the session
 * and second factor): who she is, and changing her own password. Every role has its own account.
 */
export function staffMeRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      const [staff] = await deps.db
        .select({ id: staffUsers.id, fullName: staffUsers.fullName, email: staffUsers.email, role: staffUsers.role })
        .from(staffUsers)
        .where(eq(staffUsers.id, c.get('staff').staffId));
      if (!staff) throw notFound();
      return c.json(staff, 200);
    })
    .post('/password', allow('everyone'), validate('json', ownPasswordChangeSchema), async (c) => {
      await changeOwnPassword(c, deps, c.req.valid('json'));
      return c.json({ changed: true as const }, 200);
    });
}
