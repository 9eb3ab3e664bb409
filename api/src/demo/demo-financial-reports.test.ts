// The demo clinic as `npm start` seeds it has something to show in « Rapports financiers »: the last
// four weeks' sales by day and by service, several tenders, the payers' payments of the claims,
// against a previous period that has its own, on both accounting bases.
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { describe, expect, it } from 'vitest';
import { loadFinancialReport } from '../billing/financial-reports/financial-report-data';
import { clinicSettings } from '../platform/db/schema';
import { useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';

describe('the demo clinic’s financial reports', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('show sales, tenders and payers for the last four weeks, against the four before', async () => {
    const app = testApp();
    await ensureDemoClinic(app.db, app.dataDir, app.clock, app.deps.secrets);
    const today = clinicDate(app.clock.now());
    const query = { period: 'custom' as const, from: addDays(today, -29), to: addDays(today, -2) };
    for (const basis of ['cash', 'accrual'] as const) {
      await app.db.update(clinicSettings).set({ accountingBasis: basis });
      const report = await loadFinancialReport(app.deps, query);
      expect(report.sales.total.value).toBeGreaterThan(0);
      expect(report.sales.total.previous).toBeGreaterThan(0);
      expect(report.sales.buckets.filter((bucket) => bucket.value !== 0).length).toBeGreaterThan(5);
      expect(report.sales.items.filter((item) => item.value > 0).length).toBeGreaterThan(0);
      expect(report.tenders.rows.filter((row) => row.value > 0).length).toBeGreaterThan(1);
    }
    const year = await loadFinancialReport(app.deps, { period: 'custom', from: addDays(today, -365), to: today });
    expect(year.payers.total.value).toBeGreaterThan(0);
    expect(year.receivables.total.value).toBeGreaterThan(0);
  });
});
