// « Progrès des patients », mounted at /api/admin/progress: the visit-drop funnel and the episodes of
// care with their outcomes for a period (GET /), and either list as a CSV file (GET /list.csv).
// Outcomes are clinical: the care roles' (`care`), never the reception's. Each read and each export
// is audited, as the other staff reports are.
import { Hono } from 'hono';
import { analysisPeriodQuerySchema, periodOf } from 'shared-domain/analytics/analysis-period';
import { progressListFileName, progressListQuerySchema } from 'shared-domain/analytics/progress-text';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { patientProgressView, progressListCsv, progressRowsShown } from './patient-progress-view';

export function progressRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('care'), validate('query', analysisPeriodQuerySchema), async (c) => {
      const period = periodOf(c.req.valid('query'), await clinicToday(deps));
      const view = await patientProgressView(deps, period, { rows: progressRowsShown });
      await recordStaffAuditEvent(c, deps, {
        action: 'progress.viewed',
        entity: 'episodes_of_care',
        details: { startDate: period.from, endDate: period.to },
      });
      return c.json(view, 200);
    })
    .get('/list.csv', allow('care'), validate('query', progressListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const period = periodOf(query, await clinicToday(deps));
      const { csv, count } = progressListCsv(await patientProgressView(deps, period), query.list, query.format);
      await recordStaffAuditEvent(c, deps, {
        action: 'progress.list_exported',
        entity: 'episodes_of_care',
        details: { list: query.list, startDate: period.from, endDate: period.to, count },
      });
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${progressListFileName(query.list, period)}"`,
      });
    });
}
