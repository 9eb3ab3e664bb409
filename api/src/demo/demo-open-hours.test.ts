// The demo started on a weekend: every visit it places is on a day the clinic is open, inside its
// hours; « tomorrow's » five visits are on the next open day (Monday), not on the closed Sunday; and
// nothing it writes e-mails anyone at start (no reminder due, none left due in the outbox).
import { and, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { describe, expect, it } from 'vitest';
import { appointments, emailOutbox } from '../platform/db/schema';
import { outboxMaxAttempts } from '../platform/mail/outbox-sender';
import { sendDueReminders } from '../scheduling/emails/appointment-reminder-job';
import { useTestApp } from '../testing/test-app';
import { ensureDemoClinic } from './demo-accounts';
import { demoTomorrowVisits } from './demo-automation';
import { demoSettings } from './demo-clinic';
import { isDemoOpenDay, isWithinDemoHours, nextDemoOpenDay } from './demo-open-hours';

describe.each([
  // Saturday 21 November 2026 at 21:00 in Montréal: the next open day is Monday 23.
  { when: 'a Saturday at 21:00', now: '2026-11-22T02:00:00Z', nextOpenDay: '2026-11-23' },
  // Sunday 22 November 2026 at 10:00.
  { when: 'a Sunday morning', now: '2026-11-22T15:00:00Z', nextOpenDay: '2026-11-23' },
])('the demo started on $when', ({ now, nextOpenDay }) => {
  const testApp = useTestApp({ database: 'migrated', now });

  it('places every visit on an open day inside opening hours, five on the next open day, and e-mails nobody at start', async () => {
    const { db, clock, deps, dataDir } = testApp();
    await ensureDemoClinic(db, dataDir, clock, deps.secrets);
    const today = clinicDate(clock.now(), demoSettings.timeZone);
    expect(nextDemoOpenDay(today)).toBe(nextOpenDay);

    const visits = await db
      .select({
        name: appointments.name,
        status: appointments.status,
        date: appointments.scheduledDate,
        time: appointments.scheduledTime,
        durationMinutes: appointments.durationMinutes,
      })
      .from(appointments)
      .where(and(isNotNull(appointments.scheduledDate), isNotNull(appointments.scheduledTime)));
    expect(visits.length).toBeGreaterThan(30);
    const outside = visits.filter(
      (visit) => !isDemoOpenDay(visit.date ?? '') || !isWithinDemoHours(visit.date ?? '', visit.time ?? '', visit.durationMinutes),
    );
    expect(outside).toEqual([]);

    const nextDay = await db
      .select({ patientId: appointments.patientId })
      .from(appointments)
      .where(and(eq(appointments.scheduledDate, nextOpenDay), inArray(appointments.status, [...slotHoldingStatuses])));
    expect(nextDay).toHaveLength(demoTomorrowVisits);
    expect(new Set(nextDay.map((visit) => visit.patientId)).size).toBe(demoTomorrowVisits);

    // At start: the reminder job finds nothing due, the outbox holds nothing due now.
    expect(await sendDueReminders(deps)).toEqual({ reminders: 0 });
    const dueNow = await db
      .select({ kind: emailOutbox.kind, to: emailOutbox.to, nextAttemptAt: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lt(emailOutbox.attempts, outboxMaxAttempts),
          or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, clock.now().toISOString())),
        ),
      );
    expect(dueNow).toEqual([]);
  });
});
