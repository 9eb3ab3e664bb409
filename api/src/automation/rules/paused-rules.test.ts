// A paused rule stops the messages sent by the code that already existed too (the guard of the
// outbox, platform/mail/queue-email.ts): the reminder job, run as the scheduler runs it, queues no
// reminder while « Rappel de rendez-vous » is paused, and reminds again once it is on.
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../platform/db/schema';
import { scheduledJobs } from '../../jobs';
import { useTestApp } from '../../testing/test-app';
import { mailsTo, newPatient, quietDemoClinic, setRule, visit } from './rules-test-support';

describe('a paused rule of an existing message', () => {
  // Wednesday 18 November 2026, 10:00 in Montréal.
  const testApp = useTestApp();
  const reminderJob = () => {
    const job = scheduledJobs(testApp().deps).find((candidate) => candidate.name === 'appointment-reminders');
    if (!job) throw new Error('no reminder job');
    return job;
  };

  beforeAll(async () => {
    await quietDemoClinic(testApp());
    // The demo's own visits were reminded already: only this test's visits count.
    await testApp().db.update(appointments).set({ reminderSentAt: testApp().clock.now().toISOString() });
  });

  it('queues no reminder while « Rappel de rendez-vous » is paused', async () => {
    const patient = await newPatient(testApp(), { firstName: 'Rappel' });
    await visit(testApp(), patient, '2026-11-19', '09:00');
    await setRule(testApp(), 'reminder', { enabled: false });
    await reminderJob().run(testApp().deps);
    expect(await mailsTo(testApp(), patient.email)).toHaveLength(0);

    await setRule(testApp(), 'reminder', { enabled: true });
    const later = await visit(testApp(), patient, '2026-11-19', '09:30');
    await reminderJob().run(testApp().deps);
    const mails = await mailsTo(testApp(), patient.email);
    expect(mails.map((mail) => [mail.kind, mail.appointmentId])).toEqual([['rappel', later]]);
  });
});
