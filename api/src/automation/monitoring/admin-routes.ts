// « Surveillance du système », mounted at /api/admin/monitoring: the platform's health,
// a check of the e-mail server, and the client error log searched by the id a person read on the
// error screen. The administration's (`management`); each read is audited.
import { Hono } from 'hono';
import { clientErrorQuerySchema } from 'shared-domain/automation/automation';
import type { ClientErrorsView, EmailCheckView, MonitoringView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { listClientErrors } from './client-errors';
import { checkEmailServer } from './email-check';
import { processEventLoopDelay } from './event-loop-delay';
import { type JobPeriods, systemHealth } from './system-health';

export type { JobPeriods } from './system-health';

/** `jobs`: the scheduled jobs and their periods (api/src/jobs.ts), which this context does not import. */
export function monitoringRoutes(deps: AppDeps, jobs: JobPeriods) {
  // Measured from the API's start, so the first look already covers the time before it.
  const loopDelay = processEventLoopDelay();
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => {
      const view = await systemHealth(deps, jobs, loopDelay);
      await recordStaffAuditEvent(c, deps, { action: 'monitoring.viewed', entity: 'monitoring' });
      return c.json(view satisfies MonitoringView, 200);
    })
    .post('/email-check', allow('management'), async (c) => {
      return c.json((await checkEmailServer(deps)) satisfies EmailCheckView, 200);
    })
    .get('/client-errors', allow('management'), validate('query', clientErrorQuerySchema), async (c) => {
      const view = await listClientErrors(deps, c.req.valid('query'));
      await recordStaffAuditEvent(c, deps, {
        action: 'client_errors.viewed',
        entity: 'client_error_logs',
        details: { count: view.errors.length },
      });
      return c.json(view satisfies ClientErrorsView, 200);
    });
}
