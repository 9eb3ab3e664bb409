// Quality bar: a batch of 200 cancellations queues in under 2 s (its changes, report
// rows, audit entries and 200 sealed e-mails in one `db.batch`). Timed by the benchmark (`cd api &&
// npm run timing`), never by CI: the figure depends on the machine's load.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

const count = 200;
const boundMs = 2000;

describe('annuler 200 rendez-vous : durée', () => {
  const testApp = useTestApp();
  const { book, post } = batchKit(testApp);

  it(`queues ${count} cancellations in under ${boundMs / 1000} s`, async () => {
    const days = ['2027-04-05', '2027-04-06', '2027-04-07', '2027-04-08'];
    for (const day of days) {
      for (let slot = 0; slot < count / days.length; slot += 1) {
        const minutes = 8 * 60 + slot * 12;
        await book(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
      }
    }
    const request = { kind: 'cancel', selection: { type: 'range', from: days[0], to: days.at(-1) }, reason: 'Fermeture imprévue' };
    const preview = await post('admin', '/batches/cancel', request);
    expect(preview.body.totals.touched).toBe(count);

    const start = performance.now();
    const run = await post('admin', '/batches/cancel', { ...request, dryRun: false, selectionToken: preview.body.selectionToken });
    const elapsedMs = performance.now() - start;
    expect(run.status).toBe(201);
    expect(run.body.totals).toMatchObject({ touched: count, emails: count });

    console.info(`opération groupée : ${count} annulations mises en file en ${elapsedMs.toFixed(0)} ms`);
    expect(elapsedMs).toBeLessThan(boundMs);
  });
});
