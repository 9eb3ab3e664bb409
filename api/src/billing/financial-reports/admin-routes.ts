// « Rapports financiers », mounted at /api/admin/financial-reports: the report of a period against the
// previous one of the same length (GET /), the list behind one of its figures (GET /list) and the
// same list as a CSV file (GET /list.csv). Revenue: the `figures` group, never the reception. Each
// read and each export is audited, as the other reports are.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { clinicClock } from 'shared-domain/analytics/instant-days';
import {
  financialListFileName,
  financialListQuerySchema,
  financialListTitle,
  financialReportQuerySchema,
  type FinancialListQuery,
} from 'shared-domain/billing/financial-report';
import type { AppDeps } from '../../deps';
import { products } from '../../platform/db/schema';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { financialListCsv } from './financial-list-csv';
import { financialListRows } from './financial-list-rows';
import { loadFinancialReport, reportPeriods } from './financial-report-data';

async function financialList(deps: AppDeps, query: FinancialListQuery) {
  const periods = await reportPeriods(deps, query);
  const rows = await financialListRows(deps.db, periods, query, clinicClock(periods.timeZone).dayOf);
  return { period: periods.period, basis: periods.basis, rows };
}

/** The product a sales list names by its key ('product:<id>'), for the list's title. */
async function productName(deps: AppDeps, key: string | undefined): Promise<string | undefined> {
  if (!key?.startsWith('product:')) return undefined;
  const [product] = await deps.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, key.slice('product:'.length)));
  return product?.name;
}

export function financialReportRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('figures'), validate('query', financialReportQuerySchema), async (c) => {
      const report = await loadFinancialReport(deps, c.req.valid('query'));
      await recordStaffAuditEvent(c, deps, {
        action: 'financial_report.viewed',
        entity: 'invoices',
        details: { startDate: report.period.from, endDate: report.period.to },
      });
      return c.json(report, 200);
    })
    .get('/list', allow('figures'), validate('query', financialListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { period, basis, rows } = await financialList(deps, query);
      await recordStaffAuditEvent(c, deps, {
        action: 'financial_report.list_viewed',
        entity: 'invoices',
        details: { list: query.list, startDate: period.from, endDate: period.to, count: rows.length },
      });
      return c.json({ title: financialListTitle(query, await productName(deps, query.key)), period, basis, rows }, 200);
    })
    .get('/list.csv', allow('figures'), validate('query', financialListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { period, rows } = await financialList(deps, query);
      await recordStaffAuditEvent(c, deps, {
        action: 'financial_report.list_exported',
        entity: 'invoices',
        details: { list: query.list, startDate: period.from, endDate: period.to, count: rows.length },
      });
      return c.body(financialListCsv(rows, query.format), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${financialListFileName(query.list, period)}"`,
      });
    });
}
