// The demo clinic as `npm start` seeds it: its month shows every figure of « Analyses » with a
// value, and the automation's breakdowns have a no-show whose reminder bounced and one unanswered.
import { figureKeys } from 'shared-domain/analytics/clinic-figures';
import { describe, expect, it } from 'vitest';
import { analysePeriod, analysisView } from '../analytics/figures/clinic-analysis';
import { useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';

describe('the demo practice’s month', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('gives every figure of the month a value, against a previous month that has its own', async () => {
    const app = testApp();
    await ensureDemoClinic(app.db, app.dataDir, app.clock, app.deps.secrets);
    const view = analysisView(await analysePeriod(app.deps, { period: 'month' }));
    const empty = figureKeys.filter((key) => {
      const figure = view.figures.find((entry) => entry.key === key);
      return !figure?.value || figure.previous === null;
    });
    expect(empty).toEqual([]);
    const reminder = Object.fromEntries(view.noShowByReminder.map((cell) => [cell.outcome, cell.count]));
    expect(reminder.delivery_failed).toBeGreaterThan(0);
    expect(reminder.no_answer).toBeGreaterThan(0);
    expect(view.bookingsByChannel.filter((row) => (row.value ?? 0) > 0).length).toBeGreaterThanOrEqual(4);
    expect(view.busyHours.flat().reduce((sum, count) => sum + count, 0)).toBeGreaterThan(20);
    // The online booking funnel, counted each day: every step has visits, fewer at each.
    const funnel = view.bookingFunnel.map((step) => step.visits);
    expect(funnel[0]).toBeGreaterThan(0);
    expect(funnel.every((visits, index) => visits > 0 && (index === 0 || visits <= (funnel[index - 1] ?? 0)))).toBe(true);
  });
});
