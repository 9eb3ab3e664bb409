// Ending every session of a person but the one in use: after a password change or
// a reset of one's own second factor, a session opened elsewhere (a stolen cookie, a forgotten
// browser) must not outlive the credentials it was opened with.
import { and, eq, gt, gte, ne } from 'drizzle-orm';
import type { SessionSubjectType } from 'shared-domain/accounts/session-subject';
import type { AppDeps } from '../../deps';
import { sessions } from '../../platform/db/schema';
import { sessionIdleCutoff } from './session-cookie';

function otherSessions(subjectType: SessionSubjectType, subjectId: string, keepSessionId: string) {
  return and(eq(sessions.subjectType, subjectType), eq(sessions.subjectId, subjectId), ne(sessions.id, keepSessionId));
}

/** How many live sessions of the person, other than `keepSessionId`, the statement below ends (for the audit trail). */
export function countOtherSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  subjectType: SessionSubjectType,
  subjectId: string,
  keepSessionId: string,
) {
  const now = deps.clock.now();
  return deps.db.$count(
    sessions,
    and(
      otherSessions(subjectType, subjectId, keepSessionId),
      gt(sessions.expiresAt, now.toISOString()),
      gte(sessions.lastSeenAt, sessionIdleCutoff(now)),
    ),
  );
}

/** Deletes every session of the person but `keepSessionId`: alone, or inside the change's `db.batch`. */
export function endOtherSessions(deps: Pick<AppDeps, 'db'>, subjectType: SessionSubjectType, subjectId: string, keepSessionId: string) {
  return deps.db.delete(sessions).where(otherSessions(subjectType, subjectId, keepSessionId));
}
