// Quality bar: a batch of 200 cancellations survives its sender's death half-way
// without sending anything twice. The sender runs in a child process on the same database; the
// SMTP listener holds its reply to the 101st message, the test kills the sender (SIGKILL) with
// that transaction open — by SMTP's rule a message is delivered once the server said 250, so the
// held one is not — then starts a sender again once the dead one's claim has lapsed.
import type { ChildProcess } from 'node:child_process';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/db/schema';
import { outboxDelivery } from '../../platform/mail/outbox-sender';
import { holdingListener, startSender, untilIdle } from '../../testing/killed-sender';
import { useSuiteResource } from '../../testing/suite-resource';
import { testNow, useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

const total = 200;
const holdAt = 101;

describe('a batch of 200 cancellations and its sender killed half-way', () => {
  const listener = useSuiteResource(
    () => holdingListener(holdAt),
    (started) => started.close(),
  );
  const testApp = useTestApp();
  const { book, post } = batchKit(testApp);
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('sends each of the 200 notices exactly once across the restart', async () => {
    // 200 appointments over four days, 50 a day from 8 h, 10 minutes each.
    const days = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'];
    const emails: string[] = [];
    for (const [dayIndex, day] of days.entries()) {
      for (let slot = 0; slot < total / days.length; slot += 1) {
        const minutes = 8 * 60 + slot * 12;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const email = `patient-${dayIndex}-${slot}@courriel.example`;
        emails.push(email);
        await book(day, time, { email });
      }
    }
    const run = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'range', from: days[0], to: days.at(-1) },
      reason: 'Fermeture imprévue',
      sendDelayMinutes: 0,
      ratePerMinute: 600,
      dryRun: false,
    });
    expect(run.status).toBe(201);
    expect(run.body.totals.emails).toBe(total);

    // Every notice is due 20 s after the run at 600 a minute; the senders run a minute later.
    const { databaseUrl } = testApp().deps.config;
    const senderNow = new Date(Date.parse(testNow) + 60_000).toISOString();
    const first = startSender([databaseUrl, testApp().dataDir, listener().url, senderNow]);
    children.push(first);
    await listener().heldReached;
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(first.signalCode).toBe('SIGKILL');
    expect(listener().delivered).toHaveLength(holdAt - 1);

    // The dead sender's claim on the held message lapses; a new sender delivers the rest.
    const afterClaim = new Date(Date.parse(senderNow) + outboxDelivery.claimMs + 1000).toISOString();
    const second = startSender([databaseUrl, testApp().dataDir, listener().url, afterClaim]);
    children.push(second);
    // Everything it was going to send, a duplicate included, has arrived once it says it is idle.
    await untilIdle(second, 90_000);
    second.kill('SIGKILL');

    expect([...listener().delivered].sort()).toEqual([...emails].sort());
    const unsent = await testApp().db.select().from(emailOutbox).where(isNull(emailOutbox.sentAt));
    expect(unsent.filter((row) => row.batchId === run.body.id)).toEqual([]);
    const sent = await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.batchId, run.body.id));
    expect(sent).toHaveLength(total);
  }, 150_000);
});
