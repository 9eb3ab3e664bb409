// The second-factor surface, mounted at /api/auth/second-factor.
// Contract: every route answers only a live STAFF session, whether or not its second factor is
// verified yet (that is what these routes establish); without one — a patient's session included —
// 401 AUTH_001. The guard is applied here, once. Routes read the staff member from
// `c.get('session').subjectId`; `surfaces/access.test.ts` calls every route here to hold this.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireSession, type SessionEnv } from '../accounts/sessions/require-session';
import { secondFactorRoutes } from '../accounts/staff/second-factor-routes';

export function staffFactorApi(deps: AppDeps) {
  return new Hono<SessionEnv>().use('*', requireSession(deps, 'staff')).route('/', secondFactorRoutes(deps));
}

export type StaffFactorApi = ReturnType<typeof staffFactorApi>;
