// The consent ledger: the texts and their versions, a patient's consents given and
// withdrawn at the desk and in the portal, each refusal in French with nothing written, and what a
// withdrawal does at once (no e-mails, no waitlist) without anything turning it back on.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { roleRefusalMessage } from 'shared-domain/accounts/staff-role';
import { consentKinds } from 'shared-domain/privacy/privacy';
import {
  type ConsentKindState,
  consentMessages,
  type ConsentTextsAnswer,
  type PatientConsentsAnswer,
} from 'shared-domain/privacy/privacy-consents';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  consentTexts,
  patientConsents,
  patients,
  slotOfferInvitations,
  appointmentSlotOffers,
  waitlistEntries,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { plantEmailConsent } from '../../testing/email-consent';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, testNow, useTestApp } from '../../testing/test-app';
import { ensureConsentTexts } from './consent-texts';
import { firstConsentTexts } from './first-consent-texts';

describe('the consent ledger', () => {
  const testApp = useTestApp();
  let admin: { id: string; cookie: string };
  let reception: { id: string; cookie: string };
  let practitioner: { id: string; cookie: string };
  let portal: { cookie: string; patientId: string };

  const request = (path: string, cookie: string, method = 'GET', body?: unknown) =>
    testApp().app.request(path, {
      method,
      headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const consentsOf = async (patientId: string, cookie = reception.cookie) => {
    const response = await request(`/api/admin/patients/${patientId}/consents`, cookie);
    expect(response.status).toBe(200);
    return (await readJson<PatientConsentsAnswer>(response)).consents;
  };
  const stateOf = (states: ConsentKindState[], kind: string) => states.find((state) => state.kind === kind)!;
  const refusal = async (response: Response) => (await readJson<ApiErrorBody>(response)).error;
  const auditCount = (action: string, patientId?: string) =>
    testApp().db.$count(auditEvents, and(eq(auditEvents.action, action), patientId ? eq(auditEvents.entityId, patientId) : undefined));
  const currentVersion = async (kind: (typeof consentKinds)[number]) => {
    const body = await readJson<{ texts: Record<string, { version: number }> }>(await testApp().app.request('/api/public/consent-texts'));
    return body.texts[kind]!.version;
  };

  async function newPatient(fields: { email?: string | null } = {}) {
    const [row] = await testApp()
      .db.insert(patients)
      .values({
        firstName: 'Léa',
        lastName: 'Consentement',
        email: fields.email === undefined ? `lea.${Math.random().toString(36).slice(2)}@courriel.example` : fields.email,
        ...timestamps(testApp().clock),
      })
      .returning({ id: patients.id, email: patients.email });
    return row!;
  }

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin');
    reception = await staffMemberWithSession(testApp(), 'reception');
    practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    const { patientAccountId, patientId } = await seededAccounts(testApp());
    portal = { cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId }), patientId };
  });

  beforeEach(() => {
    testApp().clock.set(testNow);
  });

  describe('the texts', () => {
    it('gives every kind a current text in French, the first versions written once whatever the number of starts', async () => {
      const response = await testApp().app.request('/api/public/consent-texts');
      expect(response.status).toBe(200);
      const { texts } = await readJson<{ texts: Record<string, { version: number; title: string; body: string }> }>(response);
      expect(Object.keys(texts).sort()).toEqual([...consentKinds].sort());
      for (const kind of consentKinds) expect(texts[kind]!.body.length).toBeGreaterThan(50);
      const before = await testApp().db.$count(consentTexts);
      await ensureConsentTexts(testApp().deps);
      await ensureConsentTexts(testApp().deps);
      expect(await testApp().db.$count(consentTexts)).toBe(before);
      // A kind that lost every version (a clinic older than the ledger) gets version 1 back on the next read.
      await testApp().db.delete(consentTexts).where(eq(consentTexts.kind, 'care'));
      const again = await readJson<{ texts: Record<string, { version: number; title: string }> }>(
        await testApp().app.request('/api/public/consent-texts'),
      );
      expect(again.texts.care).toMatchObject({ version: 1, title: firstConsentTexts.care.title });
    });

    it('publishes a new wording as the next version (management), audited, and the public forms show it at once', async () => {
      const before = await currentVersion('marketing');
      const refused = await request('/api/admin/privacy/consent-texts', reception.cookie, 'POST', {
        kind: 'marketing',
        title: 'Infolettre',
        body: 'Texte',
      });
      expect(refused.status).toBe(403);

      const created = await request('/api/admin/privacy/consent-texts', admin.cookie, 'POST', {
        kind: 'marketing',
        title: '  Infolettre mensuelle  ',
        body: 'J’accepte de recevoir l’infolettre mensuelle de la clinique.',
      });
      expect(created.status).toBe(201);
      const { text } = await readJson<{ text: { id: string; version: number; title: string } }>(created);
      expect(text).toMatchObject({ version: before + 1, title: 'Infolettre mensuelle' });
      expect(await currentVersion('marketing')).toBe(before + 1);
      const [audit] = await testApp().db.select().from(auditEvents).where(eq(auditEvents.entityId, text.id));
      expect(audit).toMatchObject({
        action: 'consent_text.published',
        actorId: admin.id,
        details: { kind: 'marketing', version: before + 1 },
      });

      const list = await readJson<ConsentTextsAnswer>(await request('/api/admin/privacy/consent-texts', reception.cookie));
      const marketing = list.kinds.find((entry) => entry.kind === 'marketing')!;
      expect(marketing.currentVersion).toBe(before + 1);
      expect(marketing.versions.map((version) => version.version)).toEqual(
        Array.from({ length: before + 1 }, (_, index) => before + 1 - index),
      );
      expect(marketing.versions[0]).toMatchObject({
        title: 'Infolettre mensuelle',
        publishedBy: expect.any(String),
        given: 0,
        withdrawn: 0,
      });
    });

    it('refuses a text without title, body or known kind in French, and writes nothing', async () => {
      const count = await testApp().db.$count(consentTexts);
      const response = await request('/api/admin/privacy/consent-texts', admin.cookie, 'POST', { kind: 'sondage', title: ' ', body: '' });
      expect(response.status).toBe(422);
      const error = await refusal(response);
      expect(error.fields).toEqual({
        kind: expect.stringContaining('Type de consentement'),
        title: 'Veuillez remplir le champ « Titre »',
        body: 'Veuillez remplir le champ « Texte »',
      });
      expect(await testApp().db.$count(consentTexts)).toBe(count);
    });
  });

  describe("a patient's consents at the desk", () => {
    it('lists every kind, never asked at first, and the read is audited', async () => {
      const patient = await newPatient();
      const states = await consentsOf(patient.id);
      expect(states.map((state) => state.kind)).toEqual([...consentKinds]);
      expect(states.every((state) => state.state === 'never' && state.latest === null && state.history.length === 0)).toBe(true);
      expect(stateOf(states, 'marketing').withdrawableInPortal).toBe(true);
      expect(stateOf(states, 'care').withdrawableInPortal).toBe(false);
      expect(await auditCount('patient_consents.viewed', patient.id)).toBe(1);
    });

    it('says 404 in French for an unknown patient or kind', async () => {
      const unknown = await request('/api/admin/patients/inconnu/consents', reception.cookie);
      expect(unknown.status).toBe(404);
      expect((await refusal(unknown)).message).toBe('Patient introuvable.');
      const patient = await newPatient();
      const kind = await request(`/api/admin/patients/${patient.id}/consents/sondage/give`, reception.cookie, 'POST', {
        version: 1,
        channel: 'desk',
      });
      expect(kind.status).toBe(404);
      expect((await refusal(kind)).message).toBe(consentMessages.unknownKind);
    });

    it('records a consent given on paper with the version read and who recorded it; e-mail reminders turn e-mails on', async () => {
      const patient = await newPatient();
      await plantEmailConsent(testApp(), patient.id, { withdrawn: true });
      testApp().clock.advance({ minutes: 1 });
      const version = await currentVersion('email_reminders');
      const response = await request(`/api/admin/patients/${patient.id}/consents/email_reminders/give`, reception.cookie, 'POST', {
        version,
        channel: 'paper',
      });
      expect(response.status).toBe(200);
      const { consent } = await readJson<{ consent: ConsentKindState }>(response);
      expect(consent).toMatchObject({ kind: 'email_reminders', state: 'given', olderVersion: false });
      expect(consent.latest).toMatchObject({ version, channel: 'paper', givenAt: testApp().clock.now().toISOString(), withdrawnAt: null });
      expect(consent.latest!.recordedBy).toMatch(/^Membre/);
      const [row] = await testApp().db.select().from(patients).where(eq(patients.id, patient.id));
      expect(row!.emailConsent).toBe(true);
      expect(await auditCount('consent.given')).toBeGreaterThan(0);
      const [audit] = await testApp()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'consent.given'), eq(auditEvents.entityId, consent.latest!.id)));
      expect(audit).toMatchObject({
        actorId: reception.id,
        details: { patientId: patient.id, kind: 'email_reminders', version, channel: 'paper' },
      });

      // Given twice at the same version: refused, nothing more written.
      const twice = await request(`/api/admin/patients/${patient.id}/consents/email_reminders/give`, reception.cookie, 'POST', {
        version,
        channel: 'desk',
      });
      expect(twice.status).toBe(409);
      expect(await refusal(twice)).toMatchObject({ code: 'PRIV_004', message: consentMessages.alreadyGiven });
      expect(await testApp().db.$count(patientConsents, eq(patientConsents.patientId, patient.id))).toBe(2);
    });

    it('refuses a version that is no longer current (409 PRIV_001) and a wrong channel (422), writing nothing', async () => {
      const patient = await newPatient();
      const version = await currentVersion('care');
      await request('/api/admin/privacy/consent-texts', admin.cookie, 'POST', {
        kind: 'care',
        title: 'Soins',
        body: 'Nouveau texte des soins.',
      });
      const stale = await request(`/api/admin/patients/${patient.id}/consents/care/give`, practitioner.cookie, 'POST', {
        version,
        channel: 'desk',
      });
      expect(stale.status).toBe(409);
      expect(await refusal(stale)).toMatchObject({
        code: 'PRIV_001',
        message: "Le texte de consentement a été mis à jour. Veuillez le relire et l'accepter de nouveau.",
      });
      const channel = await request(`/api/admin/patients/${patient.id}/consents/care/give`, practitioner.cookie, 'POST', {
        version: version + 1,
        channel: 'portal',
      });
      expect(channel.status).toBe(422);
      expect((await refusal(channel)).fields?.channel).toContain('Moyen');
      const malformed = await request(`/api/admin/patients/${patient.id}/consents/care/give`, practitioner.cookie, 'POST', '{');
      expect(malformed.status).toBeGreaterThanOrEqual(400);
      expect(malformed.status).toBeLessThan(500);
      expect(await testApp().db.$count(patientConsents, eq(patientConsents.patientId, patient.id))).toBe(0);
    });

    it('leaves consent to care to the roles that treat: reception gets 403 AUTH_002 in French and writes nothing', async () => {
      const patient = await newPatient();
      const version = await currentVersion('care');
      for (const action of ['give', 'withdraw']) {
        const refused = await request(`/api/admin/patients/${patient.id}/consents/care/${action}`, reception.cookie, 'POST', {
          version,
          channel: 'desk',
        });
        expect(refused.status).toBe(403);
        expect(await refusal(refused)).toEqual({ code: 'AUTH_002', message: roleRefusalMessage });
      }
      expect(await testApp().db.$count(patientConsents, eq(patientConsents.patientId, patient.id))).toBe(0);
      // The other kinds stay the desk's.
      const reminders = await request(`/api/admin/patients/${patient.id}/consents/email_reminders/give`, reception.cookie, 'POST', {
        version: await currentVersion('email_reminders'),
        channel: 'desk',
      });
      expect(reminders.status).toBe(200);
      for (const staff of [practitioner, admin]) {
        const given = await request(`/api/admin/patients/${patient.id}/consents/care/give`, staff.cookie, 'POST', {
          version,
          channel: 'desk',
        });
        expect(given.status).toBe(200);
        const withdrawn = await request(`/api/admin/patients/${patient.id}/consents/care/withdraw`, staff.cookie, 'POST', {
          channel: 'desk',
        });
        expect(withdrawn.status).toBe(200);
      }
    });

    it('records a withdrawal with its date and channel; the newest entry decides the state; nothing to withdraw is a 409', async () => {
      const patient = await newPatient();
      const version = await currentVersion('marketing');
      await request(`/api/admin/patients/${patient.id}/consents/marketing/give`, reception.cookie, 'POST', { version, channel: 'desk' });
      testApp().clock.advance({ minutes: 10 });
      const response = await request(`/api/admin/patients/${patient.id}/consents/marketing/withdraw`, reception.cookie, 'POST', {
        channel: 'email',
      });
      expect(response.status).toBe(200);
      const { consent } = await readJson<{ consent: ConsentKindState }>(response);
      expect(consent.state).toBe('withdrawn');
      expect(consent.latest).toMatchObject({ withdrawnChannel: 'email', withdrawnAt: testApp().clock.now().toISOString() });
      expect(consent.latest!.withdrawnRecordedBy).toMatch(/^Membre/);
      expect(await auditCount('consent.withdrawn', patient.id)).toBe(1);

      const again = await request(`/api/admin/patients/${patient.id}/consents/marketing/withdraw`, reception.cookie, 'POST', {
        channel: 'desk',
      });
      expect(again.status).toBe(409);
      expect(await refusal(again)).toMatchObject({ code: 'PRIV_003', message: consentMessages.nothingToWithdraw });
      expect(await auditCount('consent.withdrawn', patient.id)).toBe(1);

      // Given again explicitly: a new entry, the history keeps both.
      testApp().clock.advance({ minutes: 5 });
      await request(`/api/admin/patients/${patient.id}/consents/marketing/give`, reception.cookie, 'POST', { version, channel: 'desk' });
      const marketing = stateOf(await consentsOf(patient.id), 'marketing');
      expect(marketing.state).toBe('given');
      expect(marketing.history.map((entry) => entry.withdrawnAt === null)).toEqual([true, false]);
    });

    it('withdraws e-mail reminders with a dated entry; with no entry there is nothing to withdraw and nothing is sent', async () => {
      const notAsked = await newPatient();
      expect(stateOf(await consentsOf(notAsked.id), 'email_reminders')).toMatchObject({ state: 'never', latest: null });
      const nothing = await request(`/api/admin/patients/${notAsked.id}/consents/email_reminders/withdraw`, reception.cookie, 'POST', {
        channel: 'desk',
      });
      expect(nothing.status).toBe(409);
      const [unasked] = await testApp().db.select().from(patients).where(eq(patients.id, notAsked.id));
      expect(unasked!.emailConsent).toBeNull();

      const given = await newPatient();
      await plantEmailConsent(testApp(), given.id);
      testApp().clock.advance({ minutes: 5 });
      const response = await request(`/api/admin/patients/${given.id}/consents/email_reminders/withdraw`, reception.cookie, 'POST', {
        channel: 'desk',
      });
      expect(response.status).toBe(200);
      const { consent } = await readJson<{ consent: ConsentKindState }>(response);
      expect(consent).toMatchObject({
        state: 'withdrawn',
        latest: { withdrawnAt: testApp().clock.now().toISOString(), withdrawnChannel: 'desk' },
      });
      const [row] = await testApp().db.select().from(patients).where(eq(patients.id, given.id));
      expect(row!.emailConsent).toBe(false);
      expect(row!.updatedAt).toBe(testApp().clock.now().toISOString());
    });
  });

  describe("the record's e-mail consent, kept by the database from the ledger", () => {
    /** The trigger's refusal, under the query error drizzle wraps it in. */
    const refusedByTheLedger = async (write: PromiseLike<unknown>) => {
      const error: unknown = await Promise.resolve(write).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(String((error as { cause?: unknown } | null)?.cause ?? error)).toMatch(/email_consent follows the consent ledger/);
    };
    const columnOf = async (patientId: string) =>
      (await testApp().db.select({ emailConsent: patients.emailConsent }).from(patients).where(eq(patients.id, patientId)))[0]!
        .emailConsent;

    it('follows the newest reminders entry through every change of the ledger', async () => {
      const patient = await newPatient();
      expect(await columnOf(patient.id)).toBeNull();
      await plantEmailConsent(testApp(), patient.id);
      expect(await columnOf(patient.id)).toBe(true);
      await testApp()
        .db.update(patientConsents)
        .set({ withdrawnAt: testApp().clock.now().toISOString(), withdrawnChannel: 'portal' })
        .where(eq(patientConsents.patientId, patient.id));
      expect(await columnOf(patient.id)).toBe(false);
      testApp().clock.advance({ minutes: 1 });
      await plantEmailConsent(testApp(), patient.id, { channel: 'paper' });
      expect(await columnOf(patient.id)).toBe(true);
      // The entries gone, nothing is left to send.
      await testApp().db.delete(patientConsents).where(eq(patientConsents.patientId, patient.id));
      expect(await columnOf(patient.id)).toBeNull();
    });

    it("refuses any write of the column that is not the ledger's answer, on an insert or an update, and changes nothing", async () => {
      const patient = await newPatient();
      await refusedByTheLedger(testApp().db.update(patients).set({ emailConsent: true }).where(eq(patients.id, patient.id)));
      expect(await columnOf(patient.id)).toBeNull();
      await plantEmailConsent(testApp(), patient.id);
      await refusedByTheLedger(testApp().db.update(patients).set({ emailConsent: false }).where(eq(patients.id, patient.id)));
      await refusedByTheLedger(testApp().db.update(patients).set({ emailConsent: null }).where(eq(patients.id, patient.id)));
      expect(await columnOf(patient.id)).toBe(true);
      const before = await testApp().db.$count(patients);
      await refusedByTheLedger(
        testApp()
          .db.insert(patients)
          .values({ firstName: 'Sans', lastName: 'Registre', emailConsent: true, ...timestamps(testApp().clock) }),
      );
      expect(await testApp().db.$count(patients)).toBe(before);
      // The same answer written again is no divergence.
      await testApp().db.update(patients).set({ emailConsent: true }).where(eq(patients.id, patient.id));
    });

    it('agrees with the ledger for every record of the seeded clinic', async () => {
      const disagreeing = await testApp().db.all<{ id: string }>(
        sql`select p.id from patients p where p.email_consent is not (
              select case when c.withdrawn_at is null then 1 else 0 end from patient_consents c
              where c.patient_id = p.id and c.kind = 'email_reminders' order by c.given_at desc, c.created_at desc, c.rowid desc limit 1)`,
      );
      expect(disagreeing).toEqual([]);
    });
  });

  describe('in the portal', () => {
    beforeEach(async () => {
      await testApp().db.delete(patientConsents).where(eq(patientConsents.patientId, portal.patientId));
    });

    it("lists the patient's own consents with each current text", async () => {
      const response = await request('/api/portal/consents', portal.cookie);
      expect(response.status).toBe(200);
      const { consents } = await readJson<PatientConsentsAnswer>(response);
      expect(consents).toHaveLength(consentKinds.length);
      expect(stateOf(consents, 'marketing').currentText.body.length).toBeGreaterThan(20);
    });

    it('withdraws marketing herself, and refuses in French what only the clinic withdraws (422 PRIV_002)', async () => {
      const version = await currentVersion('marketing');
      await request(`/api/admin/patients/${portal.patientId}/consents/marketing/give`, reception.cookie, 'POST', {
        version,
        channel: 'desk',
      });
      const response = await request('/api/portal/consents/marketing/withdraw', portal.cookie, 'POST');
      expect(response.status).toBe(200);
      const { consent } = await readJson<{ consent: ConsentKindState }>(response);
      expect(consent).toMatchObject({ state: 'withdrawn', latest: { withdrawnChannel: 'portal', withdrawnRecordedBy: null } });
      const [audit] = await testApp()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'consent.withdrawn'), eq(auditEvents.entityId, portal.patientId)));
      expect(audit).toMatchObject({ actorType: 'patient', details: { kind: 'marketing', channel: 'portal' } });

      const care = await request('/api/portal/consents/care/withdraw', portal.cookie, 'POST');
      expect(care.status).toBe(422);
      expect(await refusal(care)).toMatchObject({ code: 'PRIV_002', message: consentMessages.notWithdrawableInPortal });
      expect((await refusal(await request('/api/portal/consents/inconnu/withdraw', portal.cookie, 'POST'))).message).toBe(
        consentMessages.unknownKind,
      );
    });

    it("withdrawing waitlist contact ends her waitlist entries at once and declines the pending offer's invitation", async () => {
      const [me] = await testApp().db.select({ email: patients.email }).from(patients).where(eq(patients.id, portal.patientId));
      const email = me!.email!.toUpperCase();
      const [waiting, invited, booked] = await testApp()
        .db.insert(waitlistEntries)
        .values(
          (['waiting', 'invited', 'booked'] as const).map((status) => ({
            fullName: 'Camille',
            email,
            phone: '514 555-0100',
            status,
            contactConsentAt: testNow,
            ...timestamps(testApp().clock),
          })),
        )
        .returning({ id: waitlistEntries.id });
      const [offer] = await testApp()
        .db.insert(appointmentSlotOffers)
        .values({
          slotDatetime: '2026-11-20T15:00:00.000Z',
          slotDate: '2026-11-20',
          slotTime: '10:00',
          durationMinutes: 30,
          ...timestamps(testApp().clock),
        })
        .returning({ id: appointmentSlotOffers.id });
      const [invitation] = await testApp()
        .db.insert(slotOfferInvitations)
        .values({
          slotOfferId: offer!.id,
          waitlistEntryId: invited!.id,
          tokenHash: `hash-${Math.random()}`,
          status: 'pending',
          expiresAt: '2026-11-19T15:00:00.000Z',
          createdAt: testNow,
        })
        .returning({ id: slotOfferInvitations.id });

      const response = await request('/api/portal/consents/waitlist_contact/withdraw', portal.cookie, 'POST');
      expect(response.status).toBe(200);
      const entries = await testApp()
        .db.select({ id: waitlistEntries.id, status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.id, [waiting!.id, invited!.id, booked!.id]));
      expect(Object.fromEntries(entries.map((entry) => [entry.id, entry.status]))).toEqual({
        [waiting!.id]: 'removed',
        [invited!.id]: 'removed',
        [booked!.id]: 'booked',
      });
      const [declined] = await testApp().db.select().from(slotOfferInvitations).where(eq(slotOfferInvitations.id, invitation!.id));
      expect(declined!.status).toBe('declined');
      const audits = await testApp()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'consent.withdrawn'), eq(auditEvents.entityId, portal.patientId)));
      expect(audits.map((audit) => audit.details)).toContainEqual(
        expect.objectContaining({ kind: 'waitlist_contact', waitlistEntriesEnded: 2 }),
      );
    });
  });
});
