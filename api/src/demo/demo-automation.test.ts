// The demo's automation: every automation screen has each state to show, and the next open day
// holds exactly five booked visits for five patients with addresses, whatever the weekday (the
// end-to-end suite's sick day cancels them). The real jobs' first pass at start leaves it so.
import { and, eq, inArray } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { jobLabels } from 'shared-domain/automation/automation';
import type { CancellationAutomationView, ClientErrorsView, MonitoringView } from 'shared-domain/automation/automation-views';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  automationRules,
  batchItems,
  batchOperations,
  blockedTimes,
  clientErrorLogs,
  emailOutbox,
  jobRuns,
  jobStates,
} from '../platform/db/schema';
import { outboxMaxAttempts } from '../platform/mail/outbox-sender';
import { openMail } from '../platform/mail/sealed-mail';
import { sendDueReminders } from '../scheduling/emails/appointment-reminder-job';
import { runSlotOffers } from '../scheduling/waitlist/slot-offers';
import { createTestSession, seededAccounts, testPasswords, useTestApp } from '../testing/test-app';
import { demoClientErrorSuffixes, demoMailErrors, demoTomorrowVisits, seedDemoAutomation } from './demo-automation';
import { demoSettings } from './demo-clinic';
import { seedDemoClinic } from './seed';

type OutboxRow = typeof emailOutbox.$inferSelect;

function stateOf(row: OutboxRow): 'sent' | 'given_up' | 'failed' | 'planned' {
  if (row.sentAt) return 'sent';
  if (row.attempts >= outboxMaxAttempts) return 'given_up';
  return row.error ? 'failed' : 'planned';
}

function useSeededDemo() {
  const testApp = useTestApp({ database: 'migrated' });
  const seeded = async () => {
    const app = testApp();
    await seedDemoClinic(app.db, { clock: app.clock, ...testPasswords });
    await seedDemoAutomation(app.db, app.clock, app.deps.secrets, app.deps.config.publicUrl);
  };
  return { testApp, seeded };
}

async function tomorrowsVisits(testApp: ReturnType<typeof useTestApp>) {
  const { db, clock } = testApp();
  const tomorrow = addDays(clinicDate(clock.now(), demoSettings.timeZone), 1);
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.scheduledDate, tomorrow), inArray(appointments.status, [...slotHoldingStatuses])));
}

describe('the demo clinic’s automation', () => {
  const { testApp, seeded } = useSeededDemo();

  it('shows each state on every automation screen, and five booked visits tomorrow for five patients', async () => {
    await seeded();
    const { db, deps } = testApp();
    const now = testApp().clock.now().toISOString();

    // Tomorrow, Thursday 19 November: Mathieu Côté's visit and four more.
    const tomorrow = await tomorrowsVisits(testApp);
    expect(tomorrow).toHaveLength(demoTomorrowVisits);
    expect(new Set(tomorrow.map((visit) => visit.patientId)).size).toBe(demoTomorrowVisits);
    expect(tomorrow.every((visit) => visit.patientId !== null && visit.email.includes('@'))).toBe(true);
    expect(new Set(tomorrow.map((visit) => visit.status))).toEqual(new Set(['pending', 'confirmed']));
    expect(tomorrow.map((visit) => visit.name)).toContain('Mathieu Côté');

    // The outbox: each state, each row saying what it is and whom it concerns, sealed.
    const rows = await db.select().from(emailOutbox);
    const byState = (state: ReturnType<typeof stateOf>) => rows.filter((row) => stateOf(row) === state);
    expect(byState('sent').length).toBeGreaterThan(5);
    expect(rows.every((row) => row.kind !== 'other')).toBe(true);
    const [failed, ...otherFailures] = byState('failed');
    expect(otherFailures).toEqual([]);
    expect(failed).toMatchObject({ kind: 'rappel', error: demoMailErrors.refused });
    expect(failed?.nextAttemptAt && failed.nextAttemptAt > now).toBe(true);
    expect(openMail(deps.secrets.encryptionKey, failed as OutboxRow)?.text).toContain(`${deps.config.publicUrl}/appointment/manage/`);
    expect(byState('given_up')).toEqual([expect.objectContaining({ kind: 'rappel', error: demoMailErrors.unreachable, text: '' })]);
    // Planned for their hour, never due at start (Thursday 10:30's at 10:30 today; 08:30's and 09:30's already sent).
    const planned = byState('planned');
    expect(planned).toHaveLength(1);
    const tomorrowIds = tomorrow.map((visit) => visit.id);
    expect(planned.every((row) => row.kind === 'rappel' && tomorrowIds.includes(row.appointmentId ?? ''))).toBe(true);
    expect(planned.every((row) => row.nextAttemptAt !== null && row.nextAttemptAt > now)).toBe(true);
    expect(rows.filter((row) => row.kind === 'confirmation' && tomorrowIds.includes(row.appointmentId ?? ''))).toHaveLength(5);
    for (const row of rows) expect(openMail(deps.secrets.encryptionKey, row)?.subject, row.kind).toMatch(/\S/);

    // The reminder job queues the fifth visit's reminder only: no visit is reminded twice.
    testApp().clock.advance({ hours: 12 });
    await sendDueReminders(deps);
    const reminders = await db.select({ appointmentId: emailOutbox.appointmentId }).from(emailOutbox).where(eq(emailOutbox.kind, 'rappel'));
    const reminded = reminders.map((row) => row.appointmentId);
    expect(reminded.length).toBe(new Set(reminded).size);
    testApp().clock.advance({ hours: -12 });

    // The jobs: each ran a moment ago, three runs each, one of them failed.
    expect((await db.select({ name: jobStates.name }).from(jobStates)).map((row) => row.name).sort()).toEqual(
      Object.keys(jobLabels).sort(),
    );
    const runs = await db.select().from(jobRuns);
    expect(runs).toHaveLength(Object.keys(jobLabels).length * 3);
    expect(runs.filter((run) => run.outcome === 'failed')).toEqual([
      expect.objectContaining({ job: 'appointment-reminders', errorCode: 'SQLITE_BUSY' }),
    ]);

    // The rules: one paused, one on its own delay.
    expect(
      await db.select({ key: automationRules.key, enabled: automationRules.enabled, delay: automationRules.delay }).from(automationRules),
    ).toEqual(
      expect.arrayContaining([
        { key: 'first_visit_follow_up', enabled: false, delay: null },
        { key: 'presence_request', enabled: true, delay: 24 },
      ]),
    );

    // The batches: the sick day done, its three notices sent; the storm undone, its visits still booked.
    const batches = await db.select().from(batchOperations);
    const sickDay = batches.find((batch) => batch.status === 'done');
    expect(sickDay).toMatchObject({ kind: 'cancel', summary: expect.stringMatching(/^Journée maladie — /) });
    const sickItems = await db
      .select()
      .from(batchItems)
      .where(eq(batchItems.batchId, sickDay?.id ?? ''));
    expect(sickItems.map((item) => item.outcome)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const notices = rows.filter((row) => row.batchId === sickDay?.id);
    expect(notices.map((row) => [row.kind, stateOf(row)])).toEqual(sickItems.map(() => ['annulation', 'sent']));
    expect(sickItems.map((item) => item.outboxId).sort()).toEqual(notices.map((row) => row.id).sort());
    // Its day closed to booking, as the batch does (the closure under the batch's id).
    const [closure] = await db
      .select()
      .from(blockedTimes)
      .where(eq(blockedTimes.id, sickDay?.id ?? ''));
    expect(closure).toMatchObject({
      startDate: sickDay?.params.selection && (sickDay.params.selection as { date: string }).date,
      reason: 'Journée maladie',
    });
    const undone = batches.find((batch) => batch.status === 'undone');
    const restored = await db
      .select()
      .from(batchItems)
      .where(eq(batchItems.batchId, undone?.id ?? ''));
    expect(restored.length).toBeGreaterThan(0);
    expect(restored.every((item) => item.outcome === 'restored')).toBe(true);
    const stillBooked = await db
      .select({ status: appointments.status })
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          restored.map((item) => item.appointmentId ?? ''),
        ),
      );
    expect(stillBooked.every((visit) => visit.status === 'confirmed' || visit.status === 'pending')).toBe(true);
    expect(rows.filter((row) => row.batchId === undone?.id)).toEqual([]);

    // Through the screens' routes: each client error found by its id, each cancellation outcome, no job late.
    const { staffId } = await seededAccounts(testApp());
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    const get = async <T>(path: string) => {
      const response = await testApp().app.request(`/api/admin${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const errorIds = (await db.select({ errorId: clientErrorLogs.errorId }).from(clientErrorLogs)).map((row) => row.errorId);
    expect(errorIds).toHaveLength(4);
    for (const [index, errorId] of errorIds.entries()) {
      expect(errorId).toMatch(new RegExp(`^ERR-[0-9A-Z]+-${demoClientErrorSuffixes[index]}$`));
      const found = await get<ClientErrorsView>(`/monitoring/client-errors?q=${errorId}`);
      expect(found.errors.map((entry) => entry.errorId)).toEqual([errorId]);
    }
    const monitoring = await get<MonitoringView>('/monitoring');
    expect(monitoring.jobs).toMatchObject({ late: 0, failedLastRun: 0 });

    const outcomes = async () =>
      new Set((await get<CancellationAutomationView>('/automation/cancellations')).paths.map((path) => path.outcome));
    const every = ['accepted', 'offering', 'cascaded', 'expired', 'past', 'not_offered'];
    expect(await outcomes()).toEqual(new Set(every));
    // The waitlist job's first pass at start (it offers Olivier Pelletier's freed slot) keeps every outcome there.
    await runSlotOffers(deps);
    expect(await outcomes()).toEqual(new Set(every));
    const view = await get<CancellationAutomationView>('/automation/cancellations');
    expect(view.totals.refilled).toBe(1);
    expect(view.totals.revenueKeptCents).toBeGreaterThan(0);
  });
});

describe('the demo clinic’s tomorrow on a Sunday', () => {
  // Sunday 22 November: tomorrow is the demo's first open day, with two visits already.
  const testApp = useTestApp({ database: 'migrated', now: '2026-11-22T15:00:00Z' });

  it('still holds five booked visits for five patients', async () => {
    const { db, clock, deps } = testApp();
    await seedDemoClinic(db, { clock, ...testPasswords });
    expect(await tomorrowsVisits(testApp)).toHaveLength(2);
    await seedDemoAutomation(db, clock, deps.secrets, deps.config.publicUrl);
    const tomorrow = await tomorrowsVisits(testApp);
    expect(tomorrow).toHaveLength(demoTomorrowVisits);
    expect(new Set(tomorrow.map((visit) => visit.patientId)).size).toBe(demoTomorrowVisits);
  });
});
