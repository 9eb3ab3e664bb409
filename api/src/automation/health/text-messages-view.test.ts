// « Santé de l'automatisation › Textos »: the channel off without TWILIO_*, on with its figures,
// and the desk's inbox of replies, each marked read once.
import { eq } from 'drizzle-orm';
import type { TextMessagesView } from 'shared-domain/automation/automation-views';
import { beforeAll, describe, expect, it } from 'vitest';
import { patients, textOutbox, textReplies } from '../../platform/db/schema';
import { createTestSession, readJson, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

const twilio = { accountSid: `AC${'0'.repeat(32)}`, authToken: 'jeton', from: '+15145550100', apiUrl: 'http://127.0.0.1:9' };

async function adminCookie(testApp: TestApp) {
  return createTestSession(testApp, {
    subjectType: 'staff',
    subjectId: (await seededAccounts(testApp)).staffId,
    secondFactorVerified: true,
  });
}

const view = async (testApp: TestApp, cookie: string) => {
  const response = await testApp.app.request('/api/admin/automation/texts', { headers: { cookie } });
  expect(response.status).toBe(200);
  return readJson<TextMessagesView>(response);
};

describe('the texts of « Santé de l’automatisation », channel off', () => {
  const testApp = useTestApp();

  // The demo's own texts aside.
  beforeAll(async () => {
    await testApp().db.delete(textOutbox);
    await testApp().db.delete(textReplies);
  });

  it('says texts are off without TWILIO_*', async () => {
    expect(await view(testApp(), await adminCookie(testApp()))).toMatchObject({
      configured: false,
      from: null,
      sentThisMonth: 0,
      recent: [],
      inbox: [],
    });
  });
});

describe('the texts of « Santé de l’automatisation »', () => {
  const testApp = useTestApp({ config: { textMessages: twilio } });
  let cookie: string;
  let patientId: string;

  beforeAll(async () => {
    // The demo's own texts aside: only these count.
    await testApp().db.delete(textOutbox);
    await testApp().db.delete(textReplies);
    cookie = await adminCookie(testApp());
    const [patient] = await testApp().db.select({ id: patients.id }).from(patients).limit(1);
    patientId = patient?.id ?? '';
    const at = (iso: string) => ({ createdAt: iso, sentAt: iso, statusAt: iso });
    await testApp()
      .db.insert(textOutbox)
      .values([
        // 18 November, this clinic month: counted; 30 October, last month: not.
        {
          id: 't1',
          to: '+15145550101',
          body: '',
          kind: 'appointment_reminder',
          patientId,
          status: 'delivered',
          providerSid: 'SM1',
          ...at(testNow),
        },
        {
          id: 't2',
          to: '+15145550101',
          body: '',
          kind: 'appointment_reminder',
          patientId,
          status: 'failed',
          error: '30003',
          providerSid: 'SM2',
          ...at('2026-11-02T15:00:00Z'),
        },
        {
          id: 't3',
          to: '+15145550101',
          body: '',
          kind: 'appointment_reminder',
          patientId,
          status: 'sent',
          providerSid: 'SM3',
          ...at('2026-10-30T15:00:00Z'),
        },
        { id: 't4', to: '+15145550101', body: 'Rappel', kind: 'appointment_reminder', patientId, status: 'queued', createdAt: testNow },
      ]);
    await testApp()
      .db.insert(textReplies)
      .values([
        {
          id: 'r1',
          messageSid: 'SMa',
          from: '+15145550101',
          body: 'Je serai en retard',
          patientId,
          outcome: 'to_read',
          receivedAt: testNow,
        },
        { id: 'r2', messageSid: 'SMb', from: '+15145550101', body: 'Oui', patientId, outcome: 'confirmed', receivedAt: testNow },
      ]);
  });

  it('shows the channel on, the texts by status, those sent this month and the last ones without their body', async () => {
    const answer = await view(testApp(), cookie);
    expect(answer).toMatchObject({
      configured: true,
      from: '+15145550100',
      counts: { queued: 1, sent: 1, delivered: 1, failed: 1 },
      sentThisMonth: 2,
    });
    expect(answer.recent.map((text) => [text.id, text.status, text.errorCode])).toEqual([
      ['t4', 'queued', null],
      ['t1', 'delivered', null],
      ['t2', 'failed', '30003'],
      ['t3', 'sent', null],
    ]);
    expect(JSON.stringify(answer.recent)).not.toContain('Rappel');
  });

  it('lists the replies for the desk until one marks them read, once', async () => {
    expect((await view(testApp(), cookie)).inbox).toMatchObject([{ id: 'r1', body: 'Je serai en retard', patientId }]);
    const read = () => testApp().app.request('/api/admin/automation/texts/replies/r1/read', { method: 'POST', headers: { cookie } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(404);
    expect((await view(testApp(), cookie)).inbox).toEqual([]);
    const [reply] = await testApp().db.select().from(textReplies).where(eq(textReplies.id, 'r1'));
    expect(reply?.readBy).toBe((await seededAccounts(testApp())).staffId);
  });
});
