import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { sessions } from '../db/schema';
import { hashSecret, sessionCookieName } from '../sessions/session-cookie';

export function authRoutes(deps: AppDeps) {
  return new Hono().post('/sign-out', async (c) => {
    const secret = getCookie(c, sessionCookieName);
    // Ending the row is what signs out: a copied cookie stops working everywhere at once.
    if (secret) await deps.db.delete(sessions).where(eq(sessions.id, hashSecret(secret)));
    deleteCookie(c, sessionCookieName, {
      path: '/',
      secure: deps.config.secureCookies,
      httpOnly: true,
      sameSite: 'Lax',
    });
    return c.json({ signedOut: true as const }, 200);
  });
}
