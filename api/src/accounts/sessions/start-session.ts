// Signing in: a new session row (only the hash of its secret) and the cookie holding the secret.
// Every sign-in and every second-factor success starts a NEW session and ends the one the browser
// came with, so a session id planted before sign-in is worth nothing after it (session fixation).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionSubjectType } from 'shared-domain/accounts/session-subject';
import type { AppDeps } from '../../deps';
import { sessions } from '../../platform/db/schema';
import { hashToken, mintToken } from '../../platform/tokens/tokens';
import { sessionCookieName } from './session-cookie';

/** How long a session may last however active it is. */
export const sessionLifetimeHours: Record<SessionSubjectType, number> = { staff: 12, patient: 24 * 7 };

const userAgentLength = 300;

export interface StartedSession {
  /** The session's id (the hash of the cookie's secret). */
  id: string;
}

export async function startSession(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  subject: { type: SessionSubjectType; id: string; secondFactorVerified?: boolean },
): Promise<StartedSession> {
  await endBrowserSession(c, deps);
  const now = deps.clock.now();
  const secret = mintToken('secret');
  const id = hashToken(secret);
  const expiresAt = new Date(now.getTime() + sessionLifetimeHours[subject.type] * 3600_000);
  await deps.db.insert(sessions).values({
    id,
    subjectType: subject.type,
    subjectId: subject.id,
    secondFactorVerified: subject.secondFactorVerified ?? false,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    userAgent: c.req.header('user-agent')?.slice(0, userAgentLength) ?? null,
  });
  setCookie(c, sessionCookieName, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.secureCookies,
    expires: expiresAt,
  });
  return { id };
}

/** Ends the session the browser holds, if any, server-side and in the browser. */
export async function endBrowserSession(c: Context, deps: Pick<AppDeps, 'db' | 'config'>): Promise<void> {
  const secret = getCookie(c, sessionCookieName);
  // Ending the row is what signs out: a copied cookie stops working everywhere at once.
  if (secret) await deps.db.delete(sessions).where(eq(sessions.id, hashToken(secret)));
  deleteCookie(c, sessionCookieName, { path: '/', secure: deps.config.secureCookies, httpOnly: true, sameSite: 'Lax' });
}
