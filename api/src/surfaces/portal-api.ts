// The patient portal surface, mounted at /api/portal.
// Contract: every route answers only a live patient session; without one (a staff session
// included) it answers 401 AUTH_001. The guard below is applied here, once, to every route a feature
// folder contributes; each route scopes its queries to `c.get('session').subjectId` (the patient's
// portal account) and never checks the session itself. Typed client: `createPortalClient()`;
// `surfaces/access.test.ts` calls every route here to hold this contract.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { portalQuestionnaireRoutes } from '../clinical/outcomes/portal-routes';
import { portalRoutes } from './portal-routes';
import { requireSession, type SessionEnv } from '../accounts/sessions/require-session';

export function portalApi(deps: AppDeps) {
  return (
    new Hono<SessionEnv>()
      .use('*', requireSession(deps, 'patient'))
      .route('/', portalRoutes(deps))
      // Issue 14: '/questionnaires…'
      .route('/', portalQuestionnaireRoutes(deps))
  );
}

export type PortalApi = ReturnType<typeof portalApi>;
