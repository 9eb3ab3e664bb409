// The monthly reminder: the privacy officer hears once per clinic month how many records
// are past their period, with the way to the review and no name; and the answered privacy requests
// the `retention` job erases 2 years after their answer, as the privacy page says.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, privacyRequests } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { mailsTo } from '../../testing/team-test-support';
import { seededAccounts, useTestApp } from '../../testing/test-app';
import { demoSettings } from '../../demo/demo-clinic';
import { purgeClosedPrivacyRequests } from './purge-closed-privacy-requests';
import { recordsPastRetention } from './records-past-retention';
import { remindRetentionReview } from './retention-review-job';
import { patientLastSeen } from './retention-test-support';

describe('the monthly retention reminder', () => {
  const testApp = useTestApp();

  it('tells the privacy officer once a month how many records are due, with the link and no name', async () => {
    const { staffId } = await seededAccounts(testApp());
    const record = await patientLastSeen(testApp(), staffId, { lastVisitOn: '2020-06-06' });
    const due = (await recordsPastRetention(testApp().db, '2026-11-18', testApp().clock.now())).length;
    expect(due).toBeGreaterThan(0);
    const officer = demoSettings.privacyOfficerEmail;

    expect(await remindRetentionReview(testApp().deps)).toEqual({ sent: 1, due });
    const [mail, ...others] = await mailsTo(testApp(), officer);
    expect(others).toEqual([]);
    const line = due > 1 ? `${due} dossiers ont dépassé leur période de conservation` : '1 dossier a dépassé sa période de conservation';
    expect(mail?.subject).toBe(line);
    expect(mail?.text).toContain(`${line}.`);
    expect(mail?.text).toContain('/admin/privacy/retention');
    expect(mail?.text).not.toContain(record.lastName);
    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'retention.reminder_sent'));
    expect(audit?.details).toEqual({ count: due });

    // Later that month: nothing more.
    testApp().clock.advance({ days: 5 });
    expect(await remindRetentionReview(testApp().deps)).toEqual({ sent: 0, due: 0 });
    expect(await mailsTo(testApp(), officer)).toHaveLength(1);

    // The next month, once again.
    testApp().clock.set('2026-12-01T15:00:00Z');
    expect((await remindRetentionReview(testApp().deps)).sent).toBe(1);
    expect(await mailsTo(testApp(), officer)).toHaveLength(2);
  });
});

describe('the answered privacy requests', () => {
  const testApp = useTestApp();

  it('are erased 2 years after their answer; open ones and younger ones stay', async () => {
    const request = (reference: string, status: 'open' | 'answered' | 'refused', answeredOn: string | null) => ({
      reference,
      requesterName: 'Personne Test',
      kind: 'access' as const,
      channel: 'desk' as const,
      receivedOn: '2024-10-01',
      dueOn: '2024-10-21',
      status,
      answeredOn,
      ...timestamps(testApp().clock),
    });
    await testApp()
      .db.insert(privacyRequests)
      .values([
        request('DEM-TEST-0001', 'answered', '2024-11-17'),
        request('DEM-TEST-0002', 'refused', '2024-11-10'),
        request('DEM-TEST-0003', 'answered', '2024-11-18'),
        request('DEM-TEST-0004', 'open', null),
      ]);

    const erased = await purgeClosedPrivacyRequests(testApp().deps);
    expect(erased.privacyRequests).toBeGreaterThanOrEqual(2);
    const left = (await testApp().db.select({ reference: privacyRequests.reference }).from(privacyRequests)).map((row) => row.reference);
    expect(left).not.toContain('DEM-TEST-0001');
    expect(left).not.toContain('DEM-TEST-0002');
    expect(left).toContain('DEM-TEST-0003');
    expect(left).toContain('DEM-TEST-0004');
  });
});
