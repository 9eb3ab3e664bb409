import { Hono } from 'hono';
import { auditEventQuerySchema } from 'shared-domain/platform/audit-event-query';
import type { AppDeps } from '../../deps';
import { allow } from '../http/allow';
import type { AdminEnv } from '../http/subject';
import { validate } from '../http/validate';
import { readAuditEvents } from './read-audit-events';

/** The audit trail for the clinic's management, mounted at /api/admin/audit-events: read-only, there is no other route. */
export function auditRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('management'), validate('query', auditEventQuerySchema), async (c) => {
    return c.json(await readAuditEvents(deps, c.req.valid('query')), 200);
  });
}
