// « Analyses », mounted at /api/admin/analyses: the clinic's figures for a period against the
// previous one (GET /), the list of visits, patients, payments, invoices or waitlist entries behind
// one figure (GET /list) and the same list as a CSV file (GET /list.csv). Revenue and the visits'
// outcomes are never the reception's: every route asks for `figures`. Each read and each export is
// audited, as the other staff reports are.
import { Hono } from 'hono';
import { analysisPeriodQuerySchema } from 'shared-domain/analytics/analysis-period';
import {
  figureListFileName,
  figureListIds,
  figureListQuerySchema,
  figureListTitle,
  freedSlotsListName,
} from 'shared-domain/analytics/figure-list';
import { freedSlotsSummary } from 'shared-domain/analytics/freed-slots';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { analyseCurrentPeriod, analysePeriod, analysisView } from './clinic-analysis';
import { loadFreedSlots } from './clinic-facts';
import { figureListCsv } from './figure-list-csv';
import { figureListRows } from './figure-list-rows';

async function figureList(deps: AppDeps, query: Parameters<typeof figureListIds>[1] & Parameters<typeof analysePeriod>[1]) {
  const analysis = await analyseCurrentPeriod(deps, query);
  // The slots freed in the period and the appointments that took them again, read only for their list.
  const refills =
    query.figure === freedSlotsListName
      ? freedSlotsSummary(await loadFreedSlots(deps, analysis.period.from), analysis.facts.visits, analysis.period).refillIds
      : [];
  const rows = await figureListRows(deps, figureListIds(analysis.current, query, refills), { ...analysis.facts, period: analysis.period });
  return { period: analysis.period, rows };
}

export function analysisRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('figures'), validate('query', analysisPeriodQuerySchema), async (c) => {
      const analysis = await analysePeriod(deps, c.req.valid('query'));
      await recordStaffAuditEvent(c, deps, {
        action: 'analyses.viewed',
        entity: 'appointments',
        details: { startDate: analysis.period.from, endDate: analysis.period.to },
      });
      return c.json(analysisView(analysis), 200);
    })
    .get('/list', allow('figures'), validate('query', figureListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { period, rows } = await figureList(deps, query);
      await recordStaffAuditEvent(c, deps, {
        action: 'analyses.list_viewed',
        entity: 'appointments',
        details: { figure: query.figure, startDate: period.from, endDate: period.to, count: rows.length },
      });
      return c.json({ title: figureListTitle(query), period, rows }, 200);
    })
    .get('/list.csv', allow('figures'), validate('query', figureListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { period, rows } = await figureList(deps, query);
      await recordStaffAuditEvent(c, deps, {
        action: 'analyses.list_exported',
        entity: 'appointments',
        details: { figure: query.figure, startDate: period.from, endDate: period.to, count: rows.length },
      });
      return c.body(figureListCsv(rows, query.format), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${figureListFileName(query.figure, period)}"`,
      });
    });
}
