// A staff member's live sessions ("device, place, last use"). No address is stored with
// a session, so there is no "place": the device is the browser's user agent.
import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { sessions } from '../../platform/db/schema';
import { sessionIdleCutoff } from './session-cookie';
import { sessionHandle } from './session-handle';

export interface StaffSessionRow {
  /** The row's id, for this server only. */
  sessionId: string;
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** Sessions of `staffId` that would still be accepted now, most recently used first. */
export async function listStaffSessions(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string): Promise<StaffSessionRow[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      sessionId: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectType, 'staff'),
        eq(sessions.subjectId, staffId),
        gt(sessions.expiresAt, now.toISOString()),
        gte(sessions.lastSeenAt, sessionIdleCutoff(now)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({ ...row, id: sessionHandle(row.sessionId) }));
}
