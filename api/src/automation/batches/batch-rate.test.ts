// Quality bar: a batch's e-mails leave at its rate, not all at once. With the SMTP
// listener and the test clock: only the notices whose time has come are delivered.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/db/schema';
import { outboxSenderIdle, sendDueEmails } from '../../platform/mail/outbox-sender';
import { startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { useTestApp } from '../../testing/test-app';
import { batchKit } from './batch-test-support';

describe('a batch’s e-mails at its rate', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url }) });
  const { book, post } = batchKit(testApp);
  afterEach(() => outboxSenderIdle(testApp().db));

  it('sends one a minute at 1 a minute, after its delay, and only the due ones', async () => {
    const day = '2027-02-10';
    const ids = [];
    for (const time of ['09:00', '09:30', '10:00', '10:30'])
      ids.push(await book(day, time, { email: `rythme-${time.replace(':', '')}@courriel.example` }));
    const received = () => listener().received.filter((mail) => mail.to.some((to) => to.startsWith('rythme-'))).length;

    const run = await post('admin', '/batches/cancel', {
      kind: 'cancel',
      selection: { type: 'day', date: day },
      reason: 'Journée maladie',
      sendDelayMinutes: 2,
      ratePerMinute: 1,
      dryRun: false,
    });
    expect(run.status).toBe(201);
    const times = (await testApp().db.select().from(emailOutbox).where(eq(emailOutbox.batchId, run.body.id)))
      .map((row) => Date.parse(row.nextAttemptAt ?? '') - testApp().clock.now().getTime())
      .sort((a, b) => a - b);
    expect(times).toEqual([120_000, 180_000, 240_000, 300_000]);

    await outboxSenderIdle(testApp().db);
    expect(received()).toBe(0);
    testApp().clock.advance({ minutes: 2 });
    await sendDueEmails(testApp().deps);
    expect(received()).toBe(1);
    testApp().clock.advance({ seconds: 59 });
    await sendDueEmails(testApp().deps);
    expect(received()).toBe(1);
    testApp().clock.advance({ seconds: 1 });
    await sendDueEmails(testApp().deps);
    expect(received()).toBe(2);
    testApp().clock.advance({ minutes: 2 });
    await sendDueEmails(testApp().deps);
    expect(received()).toBe(4);
    const page = await post('admin', `/batches/${run.body.id}/undo`, {});
    // Every notice left: the undo keeps every cancellation.
    expect(page.body.items.map((item: { outcome: string; messageState: string }) => [item.outcome, item.messageState])).toEqual(
      Array(4).fill(['kept', 'sent']),
    );
    expect(page.body.status).toBe('partly_undone');
  });
});
