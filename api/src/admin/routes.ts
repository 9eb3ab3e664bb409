import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { staffUsers } from '../db/schema';
import { notFound } from '../http/app-error';
import { requireSession, type SessionEnv } from '../sessions/require-session';

/** The back-office: a staff session whose second factor is verified, checked on every call. */
export function adminRoutes(deps: AppDeps) {
  return new Hono<SessionEnv>().use('*', requireSession(deps, 'staff', { secondFactor: true })).get('/me', async (c) => {
    const [staff] = await deps.db
      .select({ fullName: staffUsers.fullName, email: staffUsers.email, role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, c.get('session').subjectId));
    if (!staff) throw notFound();
    return c.json(staff, 200);
  });
}
