// The back-office surface, mounted at /api/admin.
// Contract: every route answers only a staff session whose second factor is verified. The guard
// below is applied here, once, to every route a feature folder contributes: without a live staff
// session a route answers 401 AUTH_001 (a patient's session is no staff session), and with one whose
// second factor is not verified, 403 AUTH_003. Routes read the staff member from
// `c.get('session').subjectId` and never check the session themselves. Typed client:
// `createAdminClient()`; `surfaces/access.test.ts` calls every route here to hold this contract.
import { Hono } from 'hono';
import { adminRoutes } from '../accounts/staff/admin-routes';
import { auditRoutes } from '../platform/audit/admin-routes';
import { rebookingAdminRoutes } from '../scheduling/rebooking/admin-routes';
import { staffSessionRoutes } from '../accounts/sessions/admin-routes';
import type { AppDeps } from '../deps';
import { requireSession, type SessionEnv } from '../accounts/sessions/require-session';
import { adminSecondFactorRoutes } from '../accounts/staff/admin-second-factor-routes';
import { waitlistStaffRoutes } from '../scheduling/waitlist/admin-routes';
import { adminDayRoutes } from '../scheduling/day/admin-routes';
import { adminCalendarRoutes } from '../scheduling/calendar/admin-routes';
import { adminPatientRoutes } from '../patients/admin-routes';
import { clinicalNoteRoutes } from '../clinical/notes/admin-routes';
import { clinicalRecordRoutes } from '../clinical/record/admin-routes';
import { outcomeRoutes } from '../clinical/outcomes/admin-routes';
import { soapTemplateRoutes } from '../clinical/templates/admin-routes';
import { clinicAdminRoutes } from '../clinic/admin-routes';

export function adminApi(deps: AppDeps) {
  return (
    new Hono<SessionEnv>()
      .use('*', requireSession(deps, 'staff', { secondFactor: true }))
      .route('/', adminRoutes(deps))
      .route('/sessions', staffSessionRoutes(deps))
      .route('/audit-events', auditRoutes(deps))
      .route('/rebooking-requests', rebookingAdminRoutes(deps))
      .route('/second-factor', adminSecondFactorRoutes(deps))
      .route('/', waitlistStaffRoutes(deps))
      // '/day', '/requests…', '/appointments/:id/status'
      .route('/', adminDayRoutes(deps))
      // '/calendar', '/availability', '/appointments…', '/blocked-times…'
      .route('/', adminCalendarRoutes(deps))
      // '/patients…', '/search'
      .route('/', adminPatientRoutes(deps))
      // Issue 14, the clinical record: '/notes…', '/patients/:id/notes', '/note-patients'
      .route('/', clinicalNoteRoutes(deps))
      // '/patients/:id/record…', '/patients/:id/episodes', '/episodes/:id…', '/attachments/:id…', '/access-requests/:id…'
      .route('/', clinicalRecordRoutes(deps))
      // '/patients/:id/outcomes', '/patients/:id/questionnaire-requests', '/questionnaire-requests/:id…', '/questionnaires'
      .route('/', outcomeRoutes(deps))
      // '/soap-templates…'
      .route('/', soapTemplateRoutes(deps))
      .route('/services', clinicAdminRoutes(deps))
  );
}

export type AdminApi = ReturnType<typeof adminApi>;
