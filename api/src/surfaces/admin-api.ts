// The back-office surface, mounted at /api/admin: a staff session with a verified second factor,
// checked here, once, for every route a feature folder adds.
import { Hono } from 'hono';
import { adminRoutes } from '../admin/routes';
import type { AppDeps } from '../deps';
import { requireSession, type SessionEnv } from '../sessions/require-session';

export function adminApi(deps: AppDeps) {
  return new Hono<SessionEnv>().use('*', requireSession(deps, 'staff', { secondFactor: true })).route('/', adminRoutes(deps));
}

export type AdminApi = ReturnType<typeof adminApi>;
