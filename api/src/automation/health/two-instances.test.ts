// Two API instances on one libSQL server never send one message twice:
// a real sqld, two sets of dependencies each with its own database client, outbox sender and
// scheduler holder, ~50 e-mails queued on both sides while both deliver at once — woken by their
// own queueing, by their sweeps' ticks and by direct sweeps — and the SMTP listener must receive
// each message exactly once. Runs in the normal suite: it starts its own sqld whatever
// TEST_DATABASE says.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testClock } from 'shared-domain/platform/clinic-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { openDatabase, type OpenedDatabase } from '../../platform/db/client';
import { migrateDatabase } from '../../platform/db/migrate';
import { emailOutbox } from '../../platform/db/schema';
import { startJobs } from '../../platform/jobs/scheduler';
import { outboxSenderIdle, outboxSenderJob, sendDueEmails } from '../../platform/mail/outbox-sender';
import { queueEmail } from '../../platform/mail/queue-email';
import { loadSecrets } from '../../secrets';
import { type SmtpListener, startSmtpListener } from '../../testing/smtp-listener';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testNow } from '../../testing/test-app';

const messageCount = 50;

describe('two API instances on one libSQL server', () => {
  let server: TestDatabase;
  let listener: SmtpListener;
  let dataDir: string;
  const opened: OpenedDatabase[] = [];
  /** What queueing, delivering and scheduling need of an instance. */
  let instances: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>[] = [];

  beforeAll(async () => {
    [server, listener, dataDir] = await Promise.all([
      createTestDatabase('sqld'),
      startSmtpListener(),
      mkdtemp(join(tmpdir(), 'clinic-two-instances-')),
    ]);
    // One clock, one key folder (instances of one clinic share their keys), two clients.
    const clock = testClock(testNow);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir }, tmpdir()),
      databaseUrl: server.url,
      smtpUrl: listener.url,
      mailFrom: 'Clinique <rdv@clinique.example>',
    };
    const secrets = await loadSecrets(dataDir, {});
    for (let instance = 0; instance < 2; instance += 1) opened.push(openDatabase({ url: server.url }));
    await migrateDatabase(opened[0]!.db);
    instances = opened.map((database) => ({ db: database.db, clock, config, secrets }));
  }, 30_000);

  afterAll(async () => {
    for (const database of opened) database.close();
    await Promise.all([server?.cleanup(), listener?.close(), dataDir && rm(dataDir, { recursive: true, force: true })]);
  });

  it('send each of ~50 messages exactly once while both queue and deliver at the same time', async () => {
    const [first, second] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const job = { ...outboxSenderJob, everyMs: 5_000 };
    const schedulers = [
      startJobs(first, [job], { holder: 'instance-a', timers: false }),
      startJobs(second, [job], { holder: 'instance-b', timers: false }),
    ];
    const recipients = Array.from({ length: messageCount }, (_, index) => `patient-${String(index).padStart(2, '0')}@exemple.ca`);

    // Each instance queues every other message (each queueing wakes its own sender), while both
    // sweep by their job (one holds the lease) and by hand (no lease: the row claims alone decide).
    const work: Promise<unknown>[] = [];
    recipients.forEach((to, index) => {
      const deps = index % 2 === 0 ? first : second;
      work.push(queueEmail(deps, { to, subject: `Rappel ${index}`, text: `Bonjour ${index}`, kind: 'rappel' }));
      if (index % 10 === 5) {
        work.push(sendDueEmails(first), sendDueEmails(second), ...schedulers.map((scheduler) => scheduler.tick(job.name)));
      }
    });
    await Promise.all(work);
    await Promise.all([outboxSenderIdle(first.db), outboxSenderIdle(second.db)]);
    // A last sweep on both finds what the nudges left.
    await Promise.all([sendDueEmails(first), sendDueEmails(second)]);
    await Promise.all([outboxSenderIdle(first.db), outboxSenderIdle(second.db)]);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

    const received = listener.received.map((message) => message.to.join(','));
    expect(received).toHaveLength(messageCount);
    expect([...received].sort()).toEqual(recipients);
    const rows = await first.db.select({ sentAt: emailOutbox.sentAt, attempts: emailOutbox.attempts }).from(emailOutbox);
    expect(rows).toHaveLength(messageCount);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    // Two instances and an SMTP listener on one loaded machine: the limit catches a hang, not slowness.
  }, 180_000);
});
