// Who sent a request, when it carries a live session: the staff member's role or « patient »,
// else null. For records that note who met a problem (the client error log), never to authorise:
// the session is read, not touched (its idle time is not reset).
import { and, eq, gt, gte } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ClientErrorRole } from 'shared-domain/platform/error-log';
import type { AppDeps } from '../../deps';
import { sessions, staffUsers } from '../../platform/db/schema';
import { hashToken } from '../../platform/tokens/tokens';
import { sessionCookieName, sessionIdleCutoff } from './session-cookie';

export function signedInRole(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return async (c: Context): Promise<ClientErrorRole | null> => {
    const secret = getCookie(c, sessionCookieName);
    if (!secret) return null;
    const now = deps.clock.now();
    const [session] = await deps.db
      .select({ subjectType: sessions.subjectType, subjectId: sessions.subjectId })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, hashToken(secret)),
          gt(sessions.expiresAt, now.toISOString()),
          gte(sessions.lastSeenAt, sessionIdleCutoff(now)),
        ),
      );
    if (!session) return null;
    if (session.subjectType === 'patient') return 'patient';
    const [staff] = await deps.db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, session.subjectId));
    return staff?.role ?? null;
  };
}
