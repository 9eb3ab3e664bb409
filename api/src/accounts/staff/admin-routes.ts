import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { staffUsers } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import type { SessionEnv } from '../sessions/require-session';

/** The signed-in staff member (the admin surface has checked the session and second factor). */
export function adminRoutes(deps: AppDeps) {
  return new Hono<SessionEnv>().get('/me', async (c) => {
    const [staff] = await deps.db
      .select({ id: staffUsers.id, fullName: staffUsers.fullName, email: staffUsers.email, role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, c.get('session').subjectId));
    if (!staff) throw notFound();
    return c.json(staff, 200);
  });
}
