// The text channel end to end over real HTTP: the API served on a port, Twilio played by the
// loopback server (sends, signed receipts, signed replies).
import { serve, type ServerType } from '@hono/node-server';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointmentEvents,
  appointments,
  clinicSettings,
  patientConsents,
  patients,
  textOutbox,
  textReplies,
} from '../../platform/db/schema';
import { plantTextConsent } from '../../testing/text-consent';
import { freePort } from '../../testing/free-port';
import { type TwilioListener, startTwilioListener, twilioSid } from '../../testing/twilio-listener';
import { type TestApp, createTestApp, testNow } from '../../testing/test-app';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { queueText } from './queue-text';
import { sendDueTexts } from './text-sender';

let twilio: TwilioListener;
let testApp: TestApp;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  twilio = await startTwilioListener();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  testApp = await createTestApp({ config: { publicUrl: baseUrl, textMessages: twilio.config } });
  server = serve({ fetch: testApp.app.fetch, port, hostname: '127.0.0.1' });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await twilio.close();
  await testApp.cleanup();
});

beforeEach(async () => {
  twilio.received.length = 0;
  await testApp.db.delete(textOutbox);
  await testApp.db.delete(textReplies);
});

const inboundUrl = () => `${baseUrl}/api/webhooks/texts/inbound`;

/** The demo patients each test takes, one visit each: never the same twice in the file. */
const taken = new Set<string>();

/**
 * A demo patient's visit moved to a day of its own ten days ahead or more (past any cut-off),
 * confirmed and not yet confirmed present, her phone set to `phone`.
 */
async function patientWithVisit(phone: string, options: { consent?: boolean } = {}) {
  const visits = await testApp.db
    .select({ appointmentId: appointments.id, patientId: appointments.patientId })
    .from(appointments)
    .where(isNotNull(appointments.patientId))
    .orderBy(appointments.id);
  const visit = visits.find((row) => row.patientId && !taken.has(row.patientId));
  if (!visit?.patientId) throw new Error('no demo patient left');
  taken.add(visit.patientId);
  const day = new Date(new Date(testNow).getTime() + (10 + taken.size) * 86_400_000).toISOString().slice(0, 10);
  await testApp.db.update(patients).set({ phone, phoneMobile: true }).where(eq(patients.id, visit.patientId));
  await testApp.db
    .update(appointments)
    .set({
      status: 'confirmed',
      scheduledDate: day,
      scheduledTime: '09:00',
      presenceConfirmed: false,
      cancelledAt: null,
      cancellationReason: null,
    })
    .where(eq(appointments.id, visit.appointmentId));
  // The demo's own text consents aside: only the test's count.
  await testApp.db
    .delete(patientConsents)
    .where(and(eq(patientConsents.patientId, visit.patientId), eq(patientConsents.kind, 'text_reminders')));
  if (options.consent !== false) {
    await plantTextConsent(testApp, visit.patientId);
  }
  return { patientId: visit.patientId, appointmentId: visit.appointmentId };
}

const reminder = (visit: { patientId: string; appointmentId: string }) => ({
  ...visit,
  kind: 'appointment_reminder' as const,
  body: 'Clinique : rappel de votre rendez-vous. Répondez OUI pour confirmer, NON pour annuler.',
});

async function sentText(visit: { patientId: string; appointmentId: string }) {
  expect(await queueText(testApp.deps, reminder(visit))).not.toBeNull();
  await sendDueTexts(testApp.deps);
  const text = twilio.received.at(-1);
  if (!text) throw new Error('no text sent');
  return text;
}

const textRow = async (appointmentId: string) =>
  (await testApp.db.select().from(textOutbox).where(eq(textOutbox.appointmentId, appointmentId)))[0];

describe('the text outbox', () => {
  it('queues only for a patient who agreed to texts and has a mobile number, and sends once with two senders at once', async () => {
    const without = await patientWithVisit('514 555-0101', { consent: false });
    expect(await queueText(testApp.deps, reminder(without))).toBeNull();
    const noNumber = await patientWithVisit('', {});
    expect(await queueText(testApp.deps, reminder(noNumber))).toBeNull();

    const visit = await patientWithVisit('514 555-0102');
    expect(await queueText(testApp.deps, reminder(visit))).not.toBeNull();
    const [first, second] = await Promise.all([sendDueTexts(testApp.deps), sendDueTexts(testApp.deps)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(twilio.received).toHaveLength(1);
    expect(twilio.received[0]).toMatchObject({
      to: '+15145550102',
      from: twilio.config.from,
      statusCallback: `${baseUrl}/api/webhooks/texts/status`,
    });
    const row = await textRow(visit.appointmentId);
    expect(row).toMatchObject({ status: 'sent', providerSid: twilio.received[0]?.sid, body: '' });
    await sendDueTexts(testApp.deps);
    expect(twilio.received).toHaveLength(1);
    // Her number is no mobile: nothing more is queued to it.
    await testApp.db.update(patients).set({ phoneMobile: false }).where(eq(patients.id, visit.patientId));
    expect(await queueText(testApp.deps, reminder(visit))).toBeNull();
  });

  it('sends nothing during the clinic’s quiet hours, and the held text leaves after', async () => {
    const visit = await patientWithVisit('514 555-0103');
    await queueText(testApp.deps, reminder(visit));
    // 15:00 UTC is 10:00 in Montréal: quiet from 09:00 to 11:00 that day.
    await testApp.db.update(clinicSettings).set({ quietHoursStart: '09:00', quietHoursEnd: '11:00' });
    try {
      expect(await sendDueTexts(testApp.deps)).toMatchObject({ sent: 0, held: 1 });
      expect(twilio.received).toHaveLength(0);
    } finally {
      await testApp.db.update(clinicSettings).set({ quietHoursStart: null, quietHoursEnd: null });
    }
    expect(await sendDueTexts(testApp.deps)).toMatchObject({ sent: 1 });
  });

  it('gives a refused number up at once and retries an outage later', async () => {
    const refused = await patientWithVisit('514 555-0104');
    twilio.refused.set('+15145550104', 21211);
    await queueText(testApp.deps, reminder(refused));
    expect(await sendDueTexts(testApp.deps)).toMatchObject({ givenUp: 1 });
    expect(await textRow(refused.appointmentId)).toMatchObject({ status: 'failed', error: '21211', body: '' });

    const later = await patientWithVisit('514 555-0105');
    await queueText(testApp.deps, reminder(later));
    twilio.outage = 503;
    try {
      expect(await sendDueTexts(testApp.deps)).toMatchObject({ failed: 1 });
    } finally {
      twilio.outage = undefined;
    }
    expect(await textRow(later.appointmentId)).toMatchObject({ status: 'queued', error: '20500' });
    testApp.clock.advance({ minutes: 1 });
    try {
      expect(await sendDueTexts(testApp.deps)).toMatchObject({ sent: 1 });
    } finally {
      testApp.clock.set(testNow);
    }
  });
});

describe('Twilio’s receipts', () => {
  it('moves a text to delivered or failed, never back, and refuses a bad signature', async () => {
    const delivered = await patientWithVisit('514 555-0111');
    const text = await sentText(delivered);
    expect((await twilio.deliveryReceipt(text, 'delivered')).status).toBe(204);
    expect((await twilio.deliveryReceipt(text, 'sent')).status).toBe(204);
    expect(await textRow(delivered.appointmentId)).toMatchObject({ status: 'delivered' });

    const failed = await patientWithVisit('514 555-0112');
    const lost = await sentText(failed);
    const forged = await fetch(`${baseUrl}/api/webhooks/texts/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': 'faux' },
      body: new URLSearchParams({ MessageSid: lost.sid, MessageStatus: 'delivered' }),
    });
    expect(forged.status).toBe(403);
    expect(await textRow(failed.appointmentId)).toMatchObject({ status: 'sent' });
    await twilio.deliveryReceipt(lost, 'undelivered', 30003);
    expect(await textRow(failed.appointmentId)).toMatchObject({ status: 'failed', error: '30003' });
  });
});

describe('replies', () => {
  it('« oui » confirms the visit once, however often Twilio repeats the webhook', async () => {
    const visit = await patientWithVisit('514 555-0121');
    await sentText(visit);
    const messageSid = twilioSid('SM');
    // Twilio repeats a webhook it thinks lost, sometimes while the first is still being answered.
    const answers = await Promise.all(
      [1, 2, 3].map(() => twilio.inbound(inboundUrl(), { from: '+15145550121', body: ' Oui ! ', messageSid })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<Response>');
    }
    const [appointment] = await testApp.db.select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(appointment?.presenceConfirmed).toBe(true);
    const replies = await testApp.db.select().from(textReplies).where(eq(textReplies.messageSid, messageSid));
    expect(replies).toMatchObject([{ outcome: 'confirmed', patientId: visit.patientId, appointmentId: visit.appointmentId }]);
  });

  it('« ANNULÉ » cancels the visit once as its link would, however often Twilio repeats it, the freed slot recorded for the waitlist', async () => {
    const visit = await patientWithVisit('514 555-0122');
    await sentText(visit);
    const messageSid = twilioSid('SM');
    await Promise.all([1, 2, 3].map(() => twilio.inbound(inboundUrl(), { from: '+15145550122', body: 'annulé', messageSid })));
    await afterAnswersSettled();
    const [appointment] = await testApp.db.select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(appointment).toMatchObject({ status: 'cancelled', cancellationReason: 'Annulé par texto' });
    const freed = await testApp.db.select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, visit.appointmentId));
    expect(freed.filter((event) => event.type === 'slot_freed')).toHaveLength(1);
    expect(await testApp.db.select().from(textReplies).where(eq(textReplies.messageSid, messageSid))).toMatchObject([
      { outcome: 'cancelled' },
    ]);
  });

  it('« STOP » withdraws the texts in the ledger at once, and a text queued before it stays home', async () => {
    const visit = await patientWithVisit('514 555-0123');
    await sentText(visit);
    await queueText(testApp.deps, reminder(visit));
    await twilio.inbound(inboundUrl(), { from: '+15145550123', body: 'STOP' });
    const [consent] = await testApp.db
      .select()
      .from(patientConsents)
      .where(and(eq(patientConsents.patientId, visit.patientId), eq(patientConsents.kind, 'text_reminders')));
    expect(consent).toMatchObject({ withdrawnChannel: 'text' });
    expect(consent?.withdrawnAt).not.toBeNull();
    expect(await sendDueTexts(testApp.deps)).toMatchObject({ sent: 0, withoutConsent: 1 });
    expect(twilio.received).toHaveLength(1);
    expect(await queueText(testApp.deps, reminder(visit))).toBeNull();
  });

  it('files anything else for the desk, ignores an unknown number and refuses a forged reply', async () => {
    const visit = await patientWithVisit('514 555-0124');
    await sentText(visit);
    await twilio.inbound(inboundUrl(), { from: '+15145550124', body: 'Je serai 10 minutes en retard' });
    await twilio.inbound(inboundUrl(), { from: '+15145559999', body: 'OUI' });
    const forged = await twilio.inbound(inboundUrl(), { from: '+15145550124', body: 'NON', authToken: 'faux' });
    expect(forged.status).toBe(403);
    const replies = await testApp.db.select().from(textReplies);
    expect(replies).toMatchObject([{ outcome: 'to_read', body: 'Je serai 10 minutes en retard', patientId: visit.patientId }]);
    const [appointment] = await testApp.db.select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(appointment?.status).toBe('confirmed');
  });
});
