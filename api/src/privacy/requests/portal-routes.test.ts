// /api/portal/privacy-requests: the patient asks for access, portability, cessation or
// de-indexation herself; the request lands in the clinic's queue with its deadline, audited under
// her account and announced to the privacy officer by e-mail (delivered to a real SMTP server on
// loopback); a kind the portal does not take is refused in French; she lists only her own.
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { privacyRequestAnswerDays, privacyRequestKindLabels } from 'shared-domain/privacy/privacy';
import { type PortalPrivacyRequestKind, privacyRequestMessages } from 'shared-domain/privacy/privacy-requests';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPatients, demoSettings } from '../../demo/demo-clinic';
import { patientAccounts, patients, privacyRequests } from '../../platform/db/schema';
import { auditEventsOf } from '../../testing/audit-events';
import { decodeQuotedPrintable, startSmtpListener } from '../../testing/smtp-listener';
import { useSuiteResource } from '../../testing/suite-resource';
import { createTestSession, readJson, useTestApp } from '../../testing/test-app';

describe('/api/portal/privacy-requests', () => {
  const listener = useSuiteResource(startSmtpListener, (started) => started.close());
  const testApp = useTestApp({ config: () => ({ smtpUrl: listener().url }) });
  let camille: { cookie: string; accountId: string; patientId: string };
  let mathieuCookie: string;

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
    mathieuCookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: mathieuAccount!.id });
  });

  const send = (body: unknown, cookie = camille.cookie) =>
    testApp().app.request('/api/portal/privacy-requests', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('writes a portability request into the queue with its 30 days, audited under her account', async () => {
    const response = await send({ kind: 'portability', details: 'Au format <b>CSV</b> svp' });
    expect(response.status).toBe(201);
    const { request, message } = await readJson<{ request: { id: string; dueOn: string; countdown: { text: string } }; message: string }>(
      response,
    );
    expect(message).toBe(privacyRequestMessages.portalSent);
    expect(request).toMatchObject({ dueOn: '2026-12-18', countdown: { text: '30 jours restants' } });
    const [row] = await testApp().db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(row).toMatchObject({
      patientId: camille.patientId,
      kind: 'portability',
      channel: 'portal',
      requesterName: 'Camille Gagnon',
      details: 'Au format CSV svp',
      receivedOn: '2026-11-18',
      createdBy: null,
    });
    const [audit] = await auditEventsOf(testApp().db, 'privacy_request.recorded', request.id);
    expect(audit).toMatchObject({ actorType: 'patient', actorId: camille.accountId });
  });

  it('e-mails the privacy officer each kind the portal takes, with what she added and the deadline', async () => {
    const kinds: PortalPrivacyRequestKind[] = ['access', 'portability', 'cessation', 'deindexation'];
    for (const kind of kinds) {
      const response = await send({ kind, details: `Précision pour ${kind}` }, mathieuCookie);
      expect(response.status, kind).toBe(201);
    }
    // The outbox sender delivers after the answer, to another server: polled on what it received.
    const delivered = await vi.waitFor(
      () => {
        const found = listener()
          .received.filter((mail) => mail.to.includes(demoSettings.privacyOfficerEmail))
          .map((mail) => decodeQuotedPrintable(mail.raw))
          .filter((text) => text.includes('Mathieu'));
        expect(found).toHaveLength(kinds.length);
        return found;
      },
      { timeout: 10_000 },
    );
    for (const kind of kinds) {
      const mail = delivered.find((text) => text.includes(`Précision pour ${kind}`));
      expect(mail, kind).toBeDefined();
      expect(mail).toContain(`depuis le portail patient : ${privacyRequestKindLabels[kind]}`);
      expect(mail).toContain(demoPatients.mathieu.email);
      expect(mail).toContain(`${privacyRequestAnswerDays[kind]} jours`);
    }
  });

  it('refuses a kind the portal does not take, and bad input, writing nothing', async () => {
    const before = await testApp().db.$count(privacyRequests);
    for (const body of [{ kind: 'correction' }, { kind: 'consent_withdrawal' }, {}, { kind: 'access', details: 42 }]) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('VAL_001');
    }
    expect(await testApp().db.$count(privacyRequests)).toBe(before);
  });

  it('lists her own requests only', async () => {
    expect((await send({ kind: 'deindexation' })).status).toBe(201);
    const mine = await readJson<{ requests: { id: string; kind: string }[] }>(
      await testApp().app.request('/api/portal/privacy-requests', { headers: { cookie: camille.cookie } }),
    );
    const stored = await testApp().db.$count(privacyRequests, eq(privacyRequests.patientId, camille.patientId));
    expect(mine.requests).toHaveLength(stored);
    expect(mine.requests.map((request) => request.kind)).toEqual(expect.arrayContaining(['portability', 'deindexation']));
    const theirs = await readJson<{ requests: { id: string }[] }>(
      await testApp().app.request('/api/portal/privacy-requests', { headers: { cookie: mathieuCookie } }),
    );
    const camilles = new Set(mine.requests.map((request) => request.id));
    expect(theirs.requests.filter((request) => camilles.has(request.id))).toEqual([]);
  });
});
