// Middleware for the patient portal and the back-office: a live session of the right kind,
// and for staff a verified second factor. Everything is decided here, never in the browser.
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { SessionSubjectType } from 'shared-domain/accounts/session-subject';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import type { Database } from '../../platform/db/client';
import { sessions } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { ActiveSession } from '../../platform/http/subject';
import { hashToken } from '../../platform/tokens/tokens';
import { sessionCookieName, sessionIdleCutoff } from './session-cookie';

// Declared with the surfaces' other context variables (platform/http/subject.ts), which name it without importing a context.
export type { ActiveSession };

export type SessionEnv = { Variables: { session: ActiveSession } };

export function requireSession(
  deps: { db: Database; clock: Clock },
  subjectType: SessionSubjectType,
  options: { secondFactor?: boolean } = {},
): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const secret = getCookie(c, sessionCookieName);
    if (!secret) throw authenticationRequired();
    const id = hashToken(secret);
    const [row] = await deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.subjectType, subjectType)));
    const now = deps.clock.now();
    if (!row || row.expiresAt <= now.toISOString() || row.lastSeenAt < sessionIdleCutoff(now)) throw authenticationRequired();
    if (options.secondFactor && !row.secondFactorVerified) {
      throw new AppError(errorCodes.secondFactorRequired, errorMessages.secondFactorRequired);
    }
    await deps.db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, id));
    c.set('session', {
      id,
      subjectType,
      subjectId: row.subjectId,
      secondFactorVerified: row.secondFactorVerified,
    });
    await next();
  };
}

function authenticationRequired(): AppError {
  return new AppError(errorCodes.authenticationRequired, errorMessages.authenticationRequired);
}
