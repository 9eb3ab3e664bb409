import { eq, inArray, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentLinks, appointments, clinicSettings, emailOutbox } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { hashToken } from '../../platform/tokens/tokens';
import { testNow, useTestApp } from '../../testing/test-app';
import { sendDueReminders } from './appointment-reminder-job';
import { outboxMails } from '../../testing/outbox';

type Status = (typeof appointments.$inferInsert)['status'];

/** The e-mails' management-link tokens. */
const tokenIn = (text: string) => /\/appointment\/confirm\/([\w-]+)/.exec(text)?.[1];

describe('the appointment reminder job', () => {
  // Wednesday 18 November 2026, 10:00 in Montréal.
  const testApp = useTestApp({ config: { publicUrl: 'https://clinique.example' } });
  const ids: string[] = [];

  async function book(label: string, date: string | null, time: string | null, status: Status = 'confirmed') {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        name: `Patient ${label}`,
        email: `${label}@courriel.example`,
        phone: '514 555-0100',
        status,
        scheduledDate: date,
        scheduledTime: time,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    ids.push(row!.id);
    return row!.id;
  }
  const mailsTo = (label: string) => outboxMails(testApp(), eq(emailOutbox.to, `${label}@courriel.example`));

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(emailOutbox);
    if (ids.length)
      await testApp()
        .db.delete(appointments)
        .where(inArray(appointments.id, ids.splice(0)));
    await testApp().db.update(clinicSettings).set({ reminderHoursBefore: 24 });
    // The demo clinic's own visits (and earlier tests' ones) are out of the count.
    await testApp().db.update(appointments).set({ reminderSentAt: testNow }).where(isNull(appointments.reminderSentAt));
  });

  it('leaves a visit without an address unclaimed: its text follows alone', async () => {
    const withoutAddress = await book('sans-courriel', '2026-11-19', '09:00');
    await testApp().db.update(appointments).set({ email: ' ' }).where(eq(appointments.id, withoutAddress));
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 0 });
    const [visit] = await testApp().db.select().from(appointments).where(eq(appointments.id, withoutAddress));
    expect(visit!.reminderSentAt).toBeNull();
    expect(await testApp().db.$count(emailOutbox)).toBe(0);
  });

  it('reminds once, within the hours before, the pending and confirmed appointments not yet started', async () => {
    const tomorrow = await book('demain-9h', '2026-11-19', '09:00', 'pending');
    await book('demain-11h', '2026-11-19', '11:00');
    await book('ce-matin', '2026-11-18', '09:00');
    await book('maintenant', '2026-11-18', '10:00');
    await book('annule', '2026-11-19', '09:30', 'cancelled');
    await book('termine', '2026-11-19', '08:00', 'completed');
    await book('absent', '2026-11-19', '08:30', 'no_show');
    await book('semaine-prochaine', '2026-11-25', '09:00');
    await book('sans-date', null, null, 'pending');

    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    const [mail] = await mailsTo('demain-9h');
    expect(await testApp().db.$count(emailOutbox)).toBe(1);
    expect(mail!.subject).toBe('Rappel : votre rendez-vous du jeudi 19 novembre 2026 à 9 h – Clinique chiropratique Émilie Tremblay');
    // The job mints the link it sends: stored hashed, for this appointment.
    const token = tokenIn(mail!.text)!;
    expect(token).toMatch(/^[\w-]{22,}$/);
    expect(mail!.text).toContain(`https://clinique.example/appointment/manage/${token}`);
    const [link] = await testApp()
      .db.select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.tokenHash, hashToken(token)));
    expect(link).toMatchObject({ appointmentId: tomorrow, purpose: 'manage' });
    const [reminded] = await testApp().db.select().from(appointments).where(eq(appointments.id, tomorrow));
    expect(reminded!.reminderSentAt).toBe(testApp().clock.now().toISOString());

    // Five minutes later: nothing new. An hour later: the 11:00 visit is within its 24 hours.
    testApp().clock.advance({ minutes: 5 });
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 0 });
    testApp().clock.advance({ hours: 1 });
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    expect(await mailsTo('demain-11h')).toHaveLength(1);
    expect(await mailsTo('demain-9h')).toHaveLength(1);
    expect(await testApp().db.$count(emailOutbox)).toBe(2);
  });

  it('reminds once even when two instances run at the same moment', async () => {
    await book('course', '2026-11-19', '09:00');
    const results = await Promise.all([
      sendDueReminders(testApp().deps),
      sendDueReminders(testApp().deps),
      sendDueReminders(testApp().deps),
    ]);
    expect(results.reduce((total, result) => total + result.reminders, 0)).toBe(1);
    expect(await mailsTo('course')).toHaveLength(1);
  });

  it('reminds again after a move, which clears the reminder', async () => {
    const moved = await book('deplace', '2026-11-19', '09:00');
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    // What the booking routes do on a move: another slot, the reminder to send again.
    await testApp()
      .db.update(appointments)
      .set({ scheduledDate: '2026-11-19', scheduledTime: '08:00', reminderSentAt: null })
      .where(eq(appointments.id, moved));
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    const mails = await mailsTo('deplace');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Rappel : votre rendez-vous du jeudi 19 novembre 2026 à 9 h – Clinique chiropratique Émilie Tremblay',
      'Rappel : votre rendez-vous du jeudi 19 novembre 2026 à 8 h – Clinique chiropratique Émilie Tremblay',
    ]);
  });

  it('follows the clinic’s setting of hours before, counted across a daylight-saving change', async () => {
    await book('dans-deux-jours', '2026-11-20', '09:00');
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 0 });
    await testApp().db.update(clinicSettings).set({ reminderHoursBefore: 48 });
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });

    // Saturday 31 October 2026, 10:00 EDT; Sunday 1 November 09:00 EST is 24 hours later, not 23.
    testApp().clock.set('2026-10-31T14:00:00Z');
    await testApp().db.update(clinicSettings).set({ reminderHoursBefore: 24 });
    await book('apres-changement', '2026-11-01', '09:00');
    await book('apres-changement-tard', '2026-11-01', '09:01');
    expect(await sendDueReminders(testApp().deps)).toEqual({ reminders: 1 });
    expect(await mailsTo('apres-changement')).toHaveLength(1);
  });

  it('says thanks instead of asking when the presence is already confirmed', async () => {
    const confirmed = await book('deja-confirme', '2026-11-19', '09:00');
    await testApp().db.update(appointments).set({ presenceConfirmed: true }).where(eq(appointments.id, confirmed));
    await sendDueReminders(testApp().deps);
    const [mail] = await mailsTo('deja-confirme');
    expect(mail!.text).toContain('Votre présence est déjà confirmée. Merci!');
    expect(mail!.text).not.toContain('/appointment/confirm/');
  });
});
