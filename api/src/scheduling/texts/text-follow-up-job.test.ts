// The text that follows an unconfirmed e-mailed reminder: once per reminder however many instances
// run the job, never for a visit confirmed by e-mail first, never during quiet hours, only to a
// mobile number of a patient who agreed to texts (a « STOP » included), and sent through Twilio.
// Without an e-mail that reached her (no address, e-mails refused, the reminder given up) the text
// goes alone at its time; a reminder still waiting for a retry keeps the text's usual hour.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSettings } from '../../demo/demo-clinic';
import { appointments, clinicSettings, emailOutbox, patientConsents, patients, textOutbox } from '../../platform/db/schema';
import { outboxMaxAttempts } from '../../platform/mail/outbox-sender';
import { stopTexts } from '../../privacy/public';
import { type TestApp, createTestApp, testNow } from '../../testing/test-app';
import { plantTextConsent } from '../../testing/text-consent';
import { type TwilioListener, startTwilioListener } from '../../testing/twilio-listener';
import { queueDueFollowUps } from './text-follow-up-job';
import { sendDueTexts } from './text-sender';

let twilio: TwilioListener;
let testApp: TestApp;

beforeAll(async () => {
  twilio = await startTwilioListener();
  testApp = await createTestApp({ config: { textMessages: twilio.config } });
  // Nothing else of the demo is due: only the visits each test prepares.
  await testApp.db.update(appointments).set({ presenceConfirmed: true });
  await testApp.db.update(clinicSettings).set({ textFollowUpHoursBefore: 12, quietHoursStart: null, quietHoursEnd: null });
});

afterAll(async () => {
  await twilio.close();
  await testApp.cleanup();
});

beforeEach(async () => {
  twilio.received.length = 0;
  await testApp.db.delete(textOutbox);
  testApp.clock.set(testNow);
});

const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(new Date(testNow).getTime() + offsetMs).toISOString();
const taken = new Set<string>();

/**
 * A demo patient's visit today at 16:00 in Montréal (testNow is 10:00 there: six hours ahead),
 * reminded by e-mail two hours ago and not confirmed; her phone a mobile with text consent unless said.
 */
async function remindedVisit(phone: string, options: { consent?: boolean; mobile?: boolean } = {}) {
  const visits = await testApp.db
    .select({ appointmentId: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(isNotNull(appointments.patientId))
    .orderBy(appointments.id);
  const visit = visits.find((row) => row.patientId && !taken.has(row.patientId));
  if (!visit?.patientId) throw new Error('no demo patient left');
  taken.add(visit.patientId);
  await testApp.db
    .update(patients)
    .set({ phone, phoneMobile: options.mobile !== false })
    .where(eq(patients.id, visit.patientId));
  await testApp.db
    .update(appointments)
    .set({
      status: 'confirmed',
      scheduledDate: testNow.slice(0, 10),
      scheduledTime: '16:00',
      presenceConfirmed: false,
      reminderSentAt: at(-2 * hour),
      textFollowUpOf: null,
      cancelledAt: null,
    })
    .where(eq(appointments.id, visit.appointmentId));
  // The demo's own text consents aside: only the test's count.
  await testApp.db
    .delete(patientConsents)
    .where(and(eq(patientConsents.patientId, visit.patientId), eq(patientConsents.kind, 'text_reminders')));
  if (options.consent !== false) await plantTextConsent(testApp, visit.patientId);
  return { patientId: visit.patientId, appointmentId: visit.appointmentId };
}

const textsOf = (...appointmentIds: string[]) =>
  testApp.db.select().from(textOutbox).where(inArray(textOutbox.appointmentId, appointmentIds));

describe('the text after an unconfirmed reminder', () => {
  it('queues one text per reminder with three instances at once, and Twilio gets it naming the clinic', async () => {
    const visit = await remindedVisit('514 555-0201');
    const runs = await Promise.all([1, 2, 3].map(() => queueDueFollowUps(testApp.deps)));
    expect(runs.reduce((total, run) => total + run.texts, 0)).toBe(1);
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 0 });
    expect(await textsOf(visit.appointmentId)).toHaveLength(1);
    await sendDueTexts(testApp.deps);
    expect(twilio.received).toMatchObject([
      {
        to: '+15145550201',
        body: `${demoSettings.clinicName} : votre rendez-vous du mercredi 18 novembre 2026 à 16 h n’est pas encore confirmé. Répondez OUI pour confirmer ou NON pour annuler. STOP pour ne plus recevoir de textos.`,
      },
    ]);
  });

  it('sends nothing for a visit confirmed by e-mail first, nor before its hour, nor too soon after the e-mail', async () => {
    const confirmed = await remindedVisit('514 555-0202');
    await testApp.db.update(appointments).set({ presenceConfirmed: true }).where(eq(appointments.id, confirmed.appointmentId));
    const later = await remindedVisit('514 555-0203');
    // 16:00 tomorrow: 30 hours ahead, past the 12 hours of the setting.
    await testApp.db
      .update(appointments)
      .set({ scheduledDate: at(24 * hour).slice(0, 10) })
      .where(eq(appointments.id, later.appointmentId));
    const justReminded = await remindedVisit('514 555-0204');
    await testApp.db
      .update(appointments)
      .set({ reminderSentAt: at(-30 * 60 * 1000) })
      .where(eq(appointments.id, justReminded.appointmentId));
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 0 });
    expect(await textsOf(confirmed.appointmentId, later.appointmentId, justReminded.appointmentId)).toEqual([]);
    // The e-mail's hour has passed: now she is texted.
    testApp.clock.advance({ minutes: 31 });
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 1, held: 0 });
    expect(await textsOf(justReminded.appointmentId)).toHaveLength(1);
  });

  it('texts only a mobile number of a patient who agreed, and a « STOP » holds at once', async () => {
    const landline = await remindedVisit('514 555-0205', { mobile: false });
    const noConsent = await remindedVisit('514 555-0206', { consent: false });
    const stopped = await remindedVisit('514 555-0207');
    await stopTexts(testApp.deps, stopped.patientId);
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 0 });
    expect(await textsOf(landline.appointmentId, noConsent.appointmentId, stopped.appointmentId)).toEqual([]);
  });

  it('queues nothing during the quiet hours, and the visit still ahead is texted when they end', async () => {
    const visit = await remindedVisit('514 555-0208');
    // 15:00 UTC is 10:00 in Montréal: quiet from 09:00 to 11:00 that day.
    await testApp.db.update(clinicSettings).set({ quietHoursStart: '09:00', quietHoursEnd: '11:00' });
    try {
      expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 1 });
      expect(await textsOf(visit.appointmentId)).toEqual([]);
      testApp.clock.advance({ hours: 1 });
      expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 1, held: 0 });
    } finally {
      await testApp.db.update(clinicSettings).set({ quietHoursStart: null, quietHoursEnd: null });
    }
  });

  it('follows a new reminder after a move, and nothing with the setting off', async () => {
    const visit = await remindedVisit('514 555-0209');
    expect(await queueDueFollowUps(testApp.deps)).toMatchObject({ texts: 1 });
    // Moved to 17:00 and reminded again (the reminder job's claim): a new reminder to follow.
    await testApp.db
      .update(appointments)
      .set({ scheduledTime: '17:00', reminderSentAt: at(-90 * 60 * 1000) })
      .where(eq(appointments.id, visit.appointmentId));
    await testApp.db.update(clinicSettings).set({ textFollowUpHoursBefore: null });
    try {
      expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 0 });
    } finally {
      await testApp.db.update(clinicSettings).set({ textFollowUpHoursBefore: 12 });
    }
    expect(await queueDueFollowUps(testApp.deps)).toMatchObject({ texts: 1 });
    expect(await textsOf(visit.appointmentId)).toHaveLength(2);
  });
});

/** The visit's e-mailed reminder in the outbox, queued when it was claimed, as its sender left it. */
async function reminderEmail(visit: { patientId: string; appointmentId: string }, sender: 'given up' | 'to retry') {
  const [row] = await testApp.db
    .select({ reminderSentAt: appointments.reminderSentAt, email: appointments.email })
    .from(appointments)
    .where(eq(appointments.id, visit.appointmentId));
  if (!row?.reminderSentAt) throw new Error('visit not reminded');
  await testApp.db.insert(emailOutbox).values({
    id: `rappel-${visit.appointmentId}`,
    to: row.email,
    subject: 'Rappel',
    text: 'Rappel',
    kind: 'rappel',
    patientId: visit.patientId,
    appointmentId: visit.appointmentId,
    createdAt: row.reminderSentAt,
    error: '550 boîte inconnue',
    ...(sender === 'given up' ? { attempts: outboxMaxAttempts, nextAttemptAt: null } : { attempts: 1, nextAttemptAt: at(hour) }),
  });
}

describe('the text when no e-mail reached her', () => {
  it('texts a visit without an e-mail address at its time, once with three instances, and again after a move', async () => {
    const visit = await remindedVisit('514 555-0210');
    await testApp.db.update(appointments).set({ email: '', reminderSentAt: null }).where(eq(appointments.id, visit.appointmentId));
    const runs = await Promise.all([1, 2, 3].map(() => queueDueFollowUps(testApp.deps)));
    expect(runs.reduce((total, run) => total + run.texts, 0)).toBe(1);
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 0 });
    // Moved to 17:00: the new time gets its own text.
    await testApp.db.update(appointments).set({ scheduledTime: '17:00' }).where(eq(appointments.id, visit.appointmentId));
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 1, held: 0 });
    expect(await textsOf(visit.appointmentId)).toHaveLength(2);
  });

  it('waits for the visit’s hour, and sends nothing once the desk confirmed it', async () => {
    const later = await remindedVisit('514 555-0211');
    // 16:00 tomorrow: 30 hours ahead, past the 12 hours of the setting.
    await testApp.db
      .update(appointments)
      .set({ email: '', reminderSentAt: null, scheduledDate: at(24 * hour).slice(0, 10) })
      .where(eq(appointments.id, later.appointmentId));
    const confirmed = await remindedVisit('514 555-0212');
    await testApp.db
      .update(appointments)
      .set({ email: '', reminderSentAt: null, presenceConfirmed: true })
      .where(eq(appointments.id, confirmed.appointmentId));
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 0, held: 0 });
    expect(await textsOf(later.appointmentId, confirmed.appointmentId)).toEqual([]);
  });

  it('texts a patient whose e-mails are refused in the ledger, never reminded by e-mail', async () => {
    const visit = await remindedVisit('514 555-0213');
    await testApp.db
      .update(patientConsents)
      .set({ withdrawnAt: at(-24 * hour), withdrawnChannel: 'desk' })
      .where(and(eq(patientConsents.patientId, visit.patientId), eq(patientConsents.kind, 'email_reminders')));
    await testApp.db.update(appointments).set({ reminderSentAt: null }).where(eq(appointments.id, visit.appointmentId));
    const [patient] = await testApp.db
      .select({ emailConsent: patients.emailConsent })
      .from(patients)
      .where(eq(patients.id, visit.patientId));
    expect(patient?.emailConsent).not.toBe(true);
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 1, held: 0 });
    expect(await textsOf(visit.appointmentId)).toHaveLength(1);
  });

  it('texts at once when the e-mailed reminder was given up, but keeps the usual hour while it waits for a retry', async () => {
    const givenUp = await remindedVisit('514 555-0214');
    const toRetry = await remindedVisit('514 555-0215');
    // Both reminded half an hour ago: too soon for a text after an e-mail that may still arrive.
    for (const visit of [givenUp, toRetry]) {
      await testApp.db
        .update(appointments)
        .set({ reminderSentAt: at(-30 * 60 * 1000) })
        .where(eq(appointments.id, visit.appointmentId));
    }
    await reminderEmail(givenUp, 'given up');
    await reminderEmail(toRetry, 'to retry');
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 1, held: 0 });
    expect(await textsOf(givenUp.appointmentId)).toHaveLength(1);
    expect(await textsOf(toRetry.appointmentId)).toEqual([]);
    // The e-mail's hour has passed, retry or not: now she is texted, and the given-up one not again.
    testApp.clock.advance({ minutes: 31 });
    expect(await queueDueFollowUps(testApp.deps)).toEqual({ texts: 1, held: 0 });
    expect(await textsOf(toRetry.appointmentId)).toHaveLength(1);
    expect(await textsOf(givenUp.appointmentId)).toHaveLength(1);
  });
});
