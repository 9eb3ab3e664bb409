// Quality bar: the January batch survives a kill half-way, in either of its two halves, without
// sending anything twice. The queueing runs in a child process on the same database, paced by the
// test: killed (SIGKILL) after two chunks of ten, then run again, it queues the rest and nothing
// twice. The outbox sender then runs in a child process too: the SMTP listener holds its reply to
// the 21st message, the test kills the sender waiting for it, and a new sender, once the dead one's
// claim has lapsed, delivers the rest: each patient receives her statement once.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { automationSends, emailOutbox } from '../../platform/db/schema';
import { outboxDelivery } from '../../platform/mail/outbox-sender';
import { holdingListener, startScript, startSender, untilIdle, untilLine } from '../../testing/killed-sender';
import { useSuiteResource } from '../../testing/suite-resource';
import { useTestApp } from '../../testing/test-app';
import { paidPatients } from './statement-batch-test-support';

const total = 40;
const holdAt = 21;
const now = '2027-01-05T15:00:00Z';
const script = fileURLToPath(new URL('./statement-batch-process.ts', import.meta.url));

describe('the yearly statements’ batch killed half-way', () => {
  const listener = useSuiteResource(
    () => holdingListener(holdAt),
    (started) => started.close(),
  );
  const testApp = useTestApp({ now });
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  const killed = async (child: ChildProcess) => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    expect(child.signalCode).toBe('SIGKILL');
  };

  it('queues and sends each patient’s statement exactly once across both kills', async () => {
    const patients = await paidPatients(testApp(), total, '2026-08-20');
    const ours = inArray(
      emailOutbox.patientId,
      patients.map((patient) => patient.id),
    );
    const { databaseUrl } = testApp().deps.config;
    const args = [databaseUrl, testApp().dataDir, now, '2026', '600', '10'];

    // The queueing, killed while it waits between its second and third chunk.
    const first = startScript(script, [...args, 'step'], 'pipe');
    children.push(first);
    expect(await untilLine(first, (line) => line.startsWith('queued'), 60_000)).toBeDefined();
    first.stdin?.write('next\n');
    expect(await untilLine(first, (line) => line.startsWith('queued'), 60_000)).toBeDefined();
    await killed(first);
    const halfway = await testApp().db.$count(emailOutbox, eq(emailOutbox.kind, 'releve_annuel'));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(total);

    // Run again to its end: the rest, and none of the first run's again.
    const second = startScript(script, args);
    children.push(second);
    expect(await untilLine(second, (line) => line.startsWith('done'), 60_000)).toMatch(/^done \d+$/);
    const queued = await testApp()
      .db.select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'releve_annuel'), ours));
    expect(queued.map((row) => row.to).sort()).toEqual(patients.map((patient) => patient.email).sort());
    const ledger = await testApp()
      .db.select()
      .from(automationSends)
      .where(and(eq(automationSends.rule, 'yearly_statement'), like(automationSends.subject, '%@2026')));
    expect(ledger.length).toBe(await testApp().db.$count(emailOutbox, eq(emailOutbox.kind, 'releve_annuel')));

    // The sending, killed waiting for the 21st message's answer; every e-mail is due a minute later at 600 a minute.
    const senderNow = new Date(Date.parse(now) + 60_000).toISOString();
    const sender = startSender([databaseUrl, testApp().dataDir, listener().url, senderNow]);
    children.push(sender);
    await listener().heldReached;
    await killed(sender);
    expect(listener().delivered).toHaveLength(holdAt - 1);

    const afterClaim = new Date(Date.parse(senderNow) + outboxDelivery.claimMs + 1000).toISOString();
    const again = startSender([databaseUrl, testApp().dataDir, listener().url, afterClaim]);
    children.push(again);
    // Everything it was going to send, a duplicate included, has arrived once it says it is idle.
    await untilIdle(again, 90_000);
    await killed(again);
    const ourEmails = new Set(patients.map((patient) => patient.email));
    expect(
      listener()
        .delivered.filter((to) => ourEmails.has(to))
        .sort(),
    ).toEqual([...ourEmails].sort());
    expect(new Set(listener().delivered).size).toBe(listener().delivered.length);
  }, 180_000);
});
