// « Annulations automatisées », mounted at /api/admin/automation/cancellations: the path
// of each slot freed in a clinic month (this month by default) and the month's totals. The
// administration's (`management`: revenue kept is among the figures); each read is audited.
import { Hono } from 'hono';
import { cancellationMonthQuerySchema } from 'shared-domain/automation/automation';
import type { CancellationAutomationView } from 'shared-domain/automation/automation-views';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { cancellationPaths } from './cancellation-paths';

export function cancellationAutomationRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('management'), validate('query', cancellationMonthQuerySchema), async (c) => {
    const { timeZone } = await loadClinicSettings(deps.db);
    const month = c.req.valid('query').month ?? clinicDate(deps.clock.now(), timeZone).slice(0, 7);
    const view = await cancellationPaths(deps, month, timeZone);
    await recordStaffAuditEvent(c, deps, {
      action: 'automation.cancellations_viewed',
      entity: 'appointment_slot_offers',
      details: { month, count: view.paths.length },
    });
    return c.json(view satisfies CancellationAutomationView, 200);
  });
}
