import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { staffUsers } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import type { AdminEnv } from '../../platform/http/subject';

/** The signed-in staff member, mounted at /api/admin/me (the admin surface has checked the session and second factor). */
export function staffMeRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    const [staff] = await deps.db
      .select({ id: staffUsers.id, fullName: staffUsers.fullName, email: staffUsers.email, role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, c.get('staff').staffId));
    if (!staff) throw notFound();
    return c.json(staff, 200);
  });
}
