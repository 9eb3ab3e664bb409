// A withdrawal of e-mail consent stops the next reminder. The patient
// withdraws from the desk (the consent ledger's route); the reminder job then skips her visit, and
// her consent given again brings the reminder back before the visit.
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, emailOutbox, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { plantEmailConsent } from '../../testing/email-consent';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';
import { sendDueReminders } from './appointment-reminder-job';

describe('the reminder job after a withdrawal of e-mail consent', () => {
  // Wednesday 18 November 2026, 10:00 in Montréal.
  const testApp = useTestApp({ config: { publicUrl: 'https://clinique.example' } });
  let reception: { cookie: string };

  const call = (path: string, body: unknown) =>
    testApp().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: reception.cookie },
      body: JSON.stringify(body),
    });
  const mailsTo = (email: string) => testApp().db.$count(emailOutbox, eq(emailOutbox.to, email));

  beforeAll(async () => {
    reception = await staffMemberWithSession(testApp(), 'reception');
    // The demo clinic's own visits are out of the count.
    await testApp().db.update(appointments).set({ reminderSentAt: testNow }).where(isNull(appointments.reminderSentAt));
  });

  it('stops the next reminder at once, and a consent given again brings it back', async () => {
    testApp().clock.set(testNow);
    const email = 'rappel.retire@courriel.example';
    const [patient] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Rappel', lastName: 'Retiré', email, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    await plantEmailConsent(testApp(), patient!.id, { email });
    const [visit] = await testApp()
      .db.insert(appointments)
      .values({
        patientId: patient!.id,
        name: 'Rappel Retiré',
        email,
        phone: '514 555-0100',
        status: 'confirmed',
        scheduledDate: '2026-11-19',
        scheduledTime: '09:00',
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    // Someone else's visit the same morning is reminded: the job did run.
    await testApp()
      .db.insert(appointments)
      .values({
        name: 'Autre Patient',
        email: 'autre.patient@courriel.example',
        phone: '514 555-0101',
        status: 'confirmed',
        scheduledDate: '2026-11-19',
        scheduledTime: '09:30',
        ...timestamps(testApp().clock),
      });

    const withdrawn = await call(`/api/admin/patients/${patient!.id}/consents/email_reminders/withdraw`, { channel: 'desk' });
    expect(withdrawn.status).toBe(200);
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    expect(await mailsTo('autre.patient@courriel.example')).toBe(1);
    expect(await mailsTo(email)).toBe(0);
    // Not claimed either: nothing marks the visit as reminded.
    const [unclaimed] = await testApp().db.select().from(appointments).where(eq(appointments.id, visit!.id));
    expect(unclaimed!.reminderSentAt).toBeNull();

    const { texts } = await readJson<{ texts: Record<string, { version: number }> }>(
      await testApp().app.request('/api/public/consent-texts'),
    );
    const given = await call(`/api/admin/patients/${patient!.id}/consents/email_reminders/give`, {
      version: texts.email_reminders!.version,
      channel: 'desk',
    });
    expect(given.status).toBe(200);
    testApp().clock.advance({ minutes: 15 });
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    expect(await mailsTo(email)).toBe(1);
  });
});
