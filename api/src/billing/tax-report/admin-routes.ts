// « Rapport de taxes », mounted at /api/admin/tax-report (the report of a period, by default the
// quarter under way, with the small-supplier meter) and /api/admin/tax-report.csv (its export, for
// Excel in French or in English). Revenue figures: the `figures` group (not the reception). Each
// read and each export is audited.
import { Hono } from 'hono';
import {
  smallSupplierMessage,
  taxReportCsvFileName,
  taxReportCsvQuerySchema,
  taxReportPeriod,
  taxReportQuerySchema,
} from 'shared-domain/billing/tax-report';
import { clinicToday, loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { taxReportCsv } from './tax-report-csv';
import { loadSmallSupplierMeter, loadTaxReport } from './tax-report-data';

export function taxReportRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('figures'), validate('query', taxReportQuerySchema), async (c) => {
    const today = await clinicToday(deps);
    const period = taxReportPeriod(c.req.valid('query'), today);
    const [{ report }, meter, settings] = await Promise.all([
      loadTaxReport(deps, period),
      loadSmallSupplierMeter(deps, today),
      loadClinicSettings(deps.db),
    ]);
    await recordStaffAuditEvent(c, deps, {
      action: 'tax_report.viewed',
      entity: 'invoices',
      details: { startDate: period.from, endDate: period.to },
    });
    return c.json(
      {
        period,
        report,
        meter: { ...meter, message: smallSupplierMessage(meter, settings.taxRegistered) },
        taxRegistered: settings.taxRegistered,
      },
      200,
    );
  });
}

export function taxReportCsvRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('figures'), validate('query', taxReportCsvQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const period = taxReportPeriod(query, await clinicToday(deps));
    const loaded = await loadTaxReport(deps, period);
    await recordStaffAuditEvent(c, deps, {
      action: 'tax_report.exported',
      entity: 'invoices',
      details: { startDate: period.from, endDate: period.to, format: query.format },
    });
    return c.body(taxReportCsv(loaded, query.format), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${taxReportCsvFileName(period)}"`,
    });
  });
}
