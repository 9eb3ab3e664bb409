import { and, eq } from 'drizzle-orm';
import { correctionAnswerDays, correctionMessageMaxLength, correctionRequestMessages } from 'shared-domain/patients/correction-request';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, clinicSettings, emailOutbox, patientAccounts, patients, privacyRequests } from '../../platform/db/schema';
import { demoPatients, demoSettings } from '../../demo/demo-clinic';
import { createTestSession, readJson, useTestApp } from '../../testing/test-app';
import { outboxMails } from '../../testing/outbox';

describe('/api/portal/correction-requests', () => {
  const testApp = useTestApp();
  let camille: { cookie: string; accountId: string; patientId: string };
  let mathieuAccountId: string;

  beforeAll(async () => {
    const { db } = testApp();
    const [account] = await db.select().from(patientAccounts).where(eq(patientAccounts.email, demoPatients.camille.email));
    camille = {
      accountId: account!.id,
      patientId: account!.patientId,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id }),
    };
    const [mathieu] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.mathieu.email));
    const [mathieuAccount] = await db
      .insert(patientAccounts)
      .values({ patientId: mathieu!.id, email: demoPatients.mathieu.email, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    mathieuAccountId = mathieuAccount!.id;
  });

  // Each test starts a day after the last, so the daily limit of one never spills into another.
  beforeEach(() => {
    testApp().clock.advance({ days: 1, minutes: 1 });
  });

  const send = (message: unknown, cookie = camille.cookie) =>
    testApp().api.portal['correction-requests'].$post({ json: { message } as { message: string } }, { headers: { cookie } });
  const list = (cookie = camille.cookie) => testApp().api.portal['correction-requests'].$get({}, { headers: { cookie } });

  /** A session that outlives the days the tests move the clock by. */
  async function freshCookie() {
    camille.cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: camille.accountId });
    return camille.cookie;
  }

  it('stores the request and e-mails the privacy officer with the message and the 20-day delay', async () => {
    await freshCookie();
    const message = '  Ma date de naissance est le 14 juin 1992, pas le 16.  ';
    const response = await send(message);
    expect(response.status).toBe(201);
    const { request } = await response.json();
    expect(request).toEqual({
      id: expect.any(String),
      message: 'Ma date de naissance est le 14 juin 1992, pas le 16.',
      status: 'open',
      createdAt: testApp().clock.now().toISOString(),
    });
    const [stored] = await testApp().db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(stored).toMatchObject({
      patientId: camille.patientId,
      kind: 'correction',
      channel: 'portal',
      requesterName: 'Camille Gagnon',
      requesterEmail: demoPatients.camille.email,
      details: request.message,
      status: 'open',
      answeredOn: null,
      reference: expect.stringMatching(/^DEM-\d{4}-\d{4}$/),
    });

    const mail = (await outboxMails(testApp())).at(-1);
    expect(mail).toMatchObject({ to: demoSettings.privacyOfficerEmail, subject: 'Demande de correction du dossier — Camille Gagnon' });
    expect(mail!.text).toContain(request.message);
    expect(mail!.text).toContain(`${correctionAnswerDays} jours`);
    expect(mail!.text).toContain(demoPatients.camille.email);
    expect(mail!.html).toContain('Ma date de naissance est le 14 juin 1992, pas le 16.');
    // Nothing else from the record travels by e-mail: no notes, no date of birth, no visits.
    expect(mail!.text).not.toContain(demoPatients.camille.notes);
    expect(mail!.text).not.toContain(demoPatients.camille.dateOfBirth);
    expect(mail!.text).not.toContain('prénatal');

    const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.entityId, request.id));
    expect(audit).toMatchObject({ actorType: 'patient', actorId: camille.accountId, action: 'patient_record.correction_requested' });
  });

  it("writes to the clinic's address when it named no privacy officer", async () => {
    await freshCookie();
    await testApp().db.update(clinicSettings).set({ privacyOfficerEmail: null });
    try {
      const response = await send('Mon adresse a changé.');
      expect(response.status).toBe(201);
      const mail = (await outboxMails(testApp())).at(-1);
      expect(mail?.to).toBe(demoSettings.email);
    } finally {
      await testApp().db.update(clinicSettings).set({ privacyOfficerEmail: demoSettings.privacyOfficerEmail });
    }
  });

  it('refuses an empty or too long message with the French field message, storing and sending nothing', async () => {
    await freshCookie();
    const before = await testApp().db.select({ id: privacyRequests.id }).from(privacyRequests);
    const outboxBefore = await testApp().db.select({ id: emailOutbox.id }).from(emailOutbox);
    for (const [message, expected] of [
      ['', correctionRequestMessages.messageRequired],
      ['   ', correctionRequestMessages.messageRequired],
      ['x'.repeat(correctionMessageMaxLength + 1), correctionRequestMessages.messageTooLong],
    ] as const) {
      const response = await send(message);
      expect(response.status).toBe(422);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error).toMatchObject({ code: 'VAL_001', fields: { message: expected } });
    }
    for (const body of ['{"message": 42}', '{}', 'pas du json']) {
      const response = await testApp().app.request('/api/portal/correction-requests', {
        method: 'POST',
        headers: { cookie: camille.cookie, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    expect(await testApp().db.select({ id: privacyRequests.id }).from(privacyRequests)).toHaveLength(before.length);
    expect(await testApp().db.select({ id: emailOutbox.id }).from(emailOutbox)).toHaveLength(outboxBefore.length);
  });

  it('accepts a message of the longest length', async () => {
    await freshCookie();
    const response = await send('x'.repeat(correctionMessageMaxLength));
    expect(response.status).toBe(201);
  });

  it('refuses a sixth request within a day with 429, and accepts again a day later', async () => {
    const cookie = await freshCookie();
    for (let attempt = 1; attempt <= 5; attempt++) {
      testApp().clock.advance({ minutes: 10 });
      expect((await send(`Correction ${attempt}`, cookie)).status).toBe(201);
    }
    const outboxBefore = await testApp().db.select({ id: emailOutbox.id }).from(emailOutbox);
    const refused = await send('Correction 6', cookie);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: correctionRequestMessages.tooManyToday,
    });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await testApp().db.select({ id: emailOutbox.id }).from(emailOutbox)).toHaveLength(outboxBefore.length);
    testApp().clock.advance({ days: 1 });
    const again = await freshCookie();
    expect((await send('Correction 7', again)).status).toBe(201);
  });

  it("lists the patient's own requests newest first, and none of another patient's", async () => {
    const cookie = await freshCookie();
    const response = await list(cookie);
    expect(response.status).toBe(200);
    const { requests } = await response.json();
    const stored = await testApp()
      .db.select({ id: privacyRequests.id })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.patientId, camille.patientId), eq(privacyRequests.kind, 'correction')));
    expect(requests).toHaveLength(stored.length);
    expect(requests.length).toBeGreaterThan(5);
    const instants = requests.map((request) => request.createdAt);
    expect(instants).toEqual([...instants].sort().reverse());
    expect(requests[0]).toEqual({
      id: expect.any(String),
      message: 'Correction 7',
      status: 'open',
      createdAt: expect.any(String),
      answeredOn: null,
    });

    const mathieuCookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: mathieuAccountId });
    const theirs = await (await list(mathieuCookie)).json();
    const camilles = new Set(requests.map((request) => request.id));
    expect(theirs.requests.filter((request) => camilles.has(request.id))).toEqual([]);
  });

  it('stores the request without its markup', async () => {
    await freshCookie();
    const response = await send('Mon nom est <b>Camille</b> Gagnon<script>alert(1)</script>, pas Gagné.');
    expect(response.status).toBe(201);
    const { request } = await response.json();
    expect(request.message).toBe('Mon nom est Camille Gagnon, pas Gagné.');
    const [stored] = await testApp().db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(stored?.details).toBe('Mon nom est Camille Gagnon, pas Gagné.');
  });
});
