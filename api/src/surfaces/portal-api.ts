// The patient portal surface, mounted at /api/portal: its guard is applied here, once, to every
// route a feature folder adds; each of those scopes its queries to the session's own patient.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { portalRoutes } from '../portal/routes';
import { requireSession, type SessionEnv } from '../sessions/require-session';

export function portalApi(deps: AppDeps) {
  return new Hono<SessionEnv>().use('*', requireSession(deps, 'patient')).route('/', portalRoutes(deps));
}

export type PortalApi = ReturnType<typeof portalApi>;
