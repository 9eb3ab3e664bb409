// The second-factor surface, mounted at /api/auth/second-factor.
// Contract: every route answers only a live STAFF session, whether or not its second factor is
// verified yet (that is what these routes establish); without one — a patient's session included —
// 401 AUTH_001. The guard is applied here, once, and the staff member resolved (`resolveStaff`):
// routes read it from `c.get('staff')`; `surfaces/access.test.ts` calls every route here to hold this.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireSession } from '../accounts/sessions/require-session';
import type { StaffEnv } from '../platform/http/subject';
import { resolveStaff } from './resolve-staff';
import { secondFactorRoutes } from '../accounts/staff/second-factor-routes';

export function staffFactorApi(deps: AppDeps) {
  return new Hono<StaffEnv>().use('*', requireSession(deps, 'staff')).use('*', resolveStaff(deps)).route('/', secondFactorRoutes(deps));
}

export type StaffFactorApi = ReturnType<typeof staffFactorApi>;
