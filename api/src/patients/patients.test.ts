import { demoFamilyChildren } from '../demo/demo-families';
import { eq, like } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { patientMessages } from 'shared-domain/patients/patient';
import { beforeAll, describe, expect, it } from 'vitest';
import { busyMorningAppointments, demoPatients } from '../demo/demo-clinic';
import { demoImportedPatientCount } from '../demo/demo-patient-import';
import { demoRetentionPatients } from '../demo/demo-privacy-retention';
import { demoLapsedPatients } from '../demo/demo-actionable';
import { appointments, auditEvents, emailOutbox, patientAccounts, patients } from '../platform/db/schema';
import { afterAnswersSettled } from '../platform/http/after-answer';
import { outboxMails } from '../testing/outbox';
import { sessionCookieOf } from '../testing/post-as-new-client';
import { timestamps } from '../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../testing/test-app';
import { auditEventsOf } from '../testing/audit-events';

// The test clock: Wednesday 2026-11-18, 10:00 at the clinic.
const today = '2026-11-18';

describe('the back-office patient routes', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  const admin = () => testApp().api.admin;
  const headers = () => ({ headers: { cookie } });

  async function insertPatient(fields: Partial<typeof patients.$inferInsert> & { lastName: string }) {
    const [row] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Test', ...fields, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    return row!.id;
  }

  async function insertVisit(patientId: string | null, fields: Partial<typeof appointments.$inferInsert>) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        patientId,
        name: 'Visite Test',
        email: 'visite@courriel.example',
        phone: '514 555-0000',
        ...fields,
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  const auditOf = (action: string, entityId: string) => auditEventsOf(testApp().db, action, entityId);

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
  });

  describe('GET /patients', () => {
    const family = 'Lavoie';
    beforeAll(async () => {
      // 55 active namesakes (some with the same first name too, so only the id orders them) and 5 inactive.
      for (let i = 0; i < 60; i++) {
        await insertPatient({
          lastName: i % 2 ? family : family.toUpperCase(),
          firstName: `Prénom ${String(i % 20).padStart(2, '0')}`,
          status: i < 55 ? 'active' : 'inactive',
          phone: `450 555-${String(1000 + i)}`,
        });
      }
      await insertPatient({ lastName: 'de Grandpré', firstName: 'Anne' });
      await insertPatient({ lastName: 'Dubois', firstName: 'Anne' });
    });

    async function everyPage(query: { q?: string; status?: '' | 'active' | 'inactive' }) {
      const seen: { id: string; lastName: string; firstName: string }[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const response = await admin().patients.$get({ query: { ...query, ...(cursor ? { cursor } : {}) } }, headers());
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(body.patients.length).toBeLessThanOrEqual(50);
        seen.push(...body.patients);
        cursor = body.nextCursor ?? undefined;
        pages++;
      } while (cursor && pages < 10);
      return { seen, pages };
    }

    it('pages 50 at a time by last name, each patient once', async () => {
      const { seen, pages } = await everyPage({ q: 'lavoie' });
      expect(pages).toBe(2);
      expect(seen).toHaveLength(60);
      expect(new Set(seen.map((patient) => patient.id)).size).toBe(60);
      const keys = seen.map((patient) => `${patient.firstName}|${patient.id}`);
      expect(keys).toEqual([...keys].sort());
    });

    it('filters by status', async () => {
      expect((await everyPage({ q: 'lavoie', status: 'active' })).seen).toHaveLength(55);
      const inactive = (await everyPage({ q: 'LAVOIE', status: 'inactive' })).seen;
      expect(inactive).toHaveLength(5);
      const all = (await everyPage({ status: '' })).seen;
      expect(all.length).toBe(
        Object.keys(demoPatients).length +
          Object.keys(demoFamilyChildren).length +
          busyMorningAppointments.length +
          demoImportedPatientCount +
          demoRetentionPatients.length +
          demoLapsedPatients.length +
          62,
      );
    });

    it('orders names without regard to case', async () => {
      const names = (await everyPage({ q: 'anne' })).seen.map((patient) => patient.lastName);
      expect(names.indexOf('de Grandpré')).toBeLessThan(names.indexOf('Dubois'));
    });

    it('finds a patient by full name, e-mail, or phone digits, with the next visit', async () => {
      const camille = demoPatients.camille;
      for (const q of ['camille gagnon', 'GAGNON CAMILLE', 'camille.gagnon@', '5145550117', '555-0117']) {
        const response = await admin().patients.$get({ query: { q } }, headers());
        const body = await response.json();
        expect(
          body.patients.map((patient) => patient.lastName),
          q,
        ).toEqual([camille.lastName]);
      }
      const first = async (q: string) => (await (await admin().patients.$get({ query: { q } }, headers())).json()).patients[0];
      expect(await first('camille gagnon')).toMatchObject({ firstName: 'Camille', email: camille.email, status: 'active' });
      // Camille's visit today at 09:00 has started (it is 10:00): her next is the assessment with a
      // deposit, at 14:00 twelve open days on; Mathieu comes back on the next open day.
      expect((await first('camille gagnon'))?.nextAppointment).toMatchObject({ time: '14:00' });
      expect((await first('mathieu côté'))?.nextAppointment).toMatchObject({ time: '10:30' });
    });

    it('refuses a malformed cursor or status with a French 422', async () => {
      for (const query of ['cursor=pas-un-curseur', 'status=archiv%C3%A9', `q=${'x'.repeat(101)}`]) {
        const response = await testApp().app.request(`/api/admin/patients?${query}`, headers());
        expect(response.status, query).toBe(422);
        expect((await readJson<ApiErrorBody>(response)).error.code).toBe('VAL_001');
      }
    });
  });

  describe('GET /patients/duplicates', () => {
    const camille = demoPatients.camille;
    const duplicates = async (query: Record<string, string>) => {
      const response = await admin().patients.duplicates.$get({ query }, headers());
      expect(response.status).toBe(200);
      return (await response.json()).duplicates.map((patient) => `${patient.firstName} ${patient.lastName}`);
    };

    it('finds the same e-mail address, whatever its case', async () => {
      expect(await duplicates({ email: camille.email.toUpperCase(), firstName: 'Autre', lastName: 'Personne' })).toEqual([
        'Camille Gagnon',
      ]);
    });

    it('finds the same names with the same phone digits', async () => {
      expect(await duplicates({ firstName: 'camille', lastName: 'GAGNON', phone: '+1 (514) 555-0117' })).toEqual(['Camille Gagnon']);
    });

    it('finds nothing for other names on the same phone, or with nothing to compare', async () => {
      expect(await duplicates({ firstName: 'Julie', lastName: 'Gagnon', phone: camille.phone })).toEqual([]);
      expect(await duplicates({ firstName: 'Camille', lastName: 'Gagnon' })).toEqual([]);
      expect(await duplicates({})).toEqual([]);
    });
  });

  describe('POST /patients', () => {
    const camille = demoPatients.camille;

    it('refuses a likely duplicate with PAT_001, then creates it once staff confirm', async () => {
      const input = { firstName: 'Camille', lastName: 'Gagnon-Roy', email: camille.email.toUpperCase(), phone: '' };
      const refused = await admin().patients.$post({ json: input }, headers());
      expect(refused.status).toBe(409);
      expect((await readJson<ApiErrorBody>(refused)).error).toEqual({ code: 'PAT_001', message: patientMessages.likelyDuplicate });
      expect(await testApp().db.select().from(patients).where(eq(patients.lastName, 'Gagnon-Roy'))).toEqual([]);

      const created = await admin().patients.$post({ json: { ...input, confirmDuplicate: true } }, headers());
      expect(created.status).toBe(201);
      const { patient } = await created.json();
      expect(patient).toMatchObject({
        firstName: 'Camille',
        lastName: 'Gagnon-Roy',
        email: 'CAMILLE.GAGNON@courriel.example',
        phone: null,
        status: 'active',
        totalVisits: 0,
        lastVisit: null,
        createdAt: testApp().clock.now().toISOString(),
      });
      const [audit] = await auditOf('patient_record.created', patient.id);
      expect(audit).toMatchObject({ actorType: 'staff', actorId: staffId, entity: 'patients', details: { duplicateConfirmed: true } });
    });

    it('creates a new person without asking, with the phone stored one way', async () => {
      const created = await admin().patients.$post(
        {
          json: {
            firstName: 'Zoé',
            lastName: 'Nouvelle',
            phone: '(819) 555 0101',
            dateOfBirth: '2020-05-01',
            notes: 'Référée par sa sage-femme.',
          },
        },
        headers(),
      );
      expect(created.status).toBe(201);
      const { patient } = await created.json();
      expect(patient).toMatchObject({ phone: '819 555-0101', dateOfBirth: '2020-05-01', address: null, email: null });
      expect(await auditOf('patient_record.created', patient.id)).toHaveLength(1);
      // The record is opened the clinic's day it is created (testNow: 18 November 2026 in Montréal).
      const [row] = await testApp()
        .db.select({ recordOpenedOn: patients.recordOpenedOn })
        .from(patients)
        .where(eq(patients.id, patient.id));
      expect(row?.recordOpenedOn).toBe('2026-11-18');
    });

    it('refuses bad input field by field, in French, and creates nothing', async () => {
      const response = await testApp().app.request('/api/admin/patients', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: '', lastName: 'Invalide', email: 'pas-un-courriel', dateOfBirth: '2031-01-01' }),
      });
      expect(response.status).toBe(422);
      expect((await readJson<ApiErrorBody>(response)).error.fields).toEqual({
        firstName: 'Veuillez remplir le champ « Prénom »',
        email: 'Courriel doit être une adresse courriel valide',
      });
      const future = await admin().patients.$post(
        { json: { firstName: 'Futur', lastName: 'Invalide', dateOfBirth: '2031-01-01' } },
        headers(),
      );
      expect(future.status).toBe(422);
      expect((await readJson<ApiErrorBody>(future)).error.fields).toEqual({ dateOfBirth: patientMessages.birthDateInFuture });
      expect(await testApp().db.select().from(patients).where(eq(patients.lastName, 'Invalide'))).toEqual([]);
    });
  });

  describe('GET /patients/:id', () => {
    let patientId: string;
    const visits: Record<string, string> = {};

    beforeAll(async () => {
      patientId = await insertPatient({ firstName: 'Félix', lastName: 'Dossier', email: 'felix.dossier@courriel.example' });
      visits.tomorrow = await insertVisit(patientId, { scheduledDate: '2026-11-19', scheduledTime: '09:00', status: 'confirmed' });
      visits.laterToday = await insertVisit(patientId, { scheduledDate: today, scheduledTime: '11:00', status: 'pending' });
      visits.earlierToday = await insertVisit(patientId, { scheduledDate: today, scheduledTime: '08:00', status: 'confirmed' });
      visits.cancelledNextWeek = await insertVisit(patientId, { scheduledDate: '2026-11-25', scheduledTime: '09:00', status: 'cancelled' });
      visits.request = await insertVisit(patientId, { status: 'pending' });
      for (let day = 1; day <= 22; day++) {
        await insertVisit(patientId, {
          scheduledDate: `2026-10-${String(day).padStart(2, '0')}`,
          scheduledTime: '14:00',
          status: 'completed',
        });
      }
    });

    it('gives the record, the visits to come and the latest 20 others, and audits the read', async () => {
      const response = await admin().patients[':id'].$get({ param: { id: patientId } }, headers());
      expect(response.status).toBe(200);
      const file = await response.json();
      expect(file.patient).toEqual({
        id: patientId,
        firstName: 'Félix',
        lastName: 'Dossier',
        email: 'felix.dossier@courriel.example',
        phone: null,
        phoneMobile: false,
        address: null,
        dateOfBirth: null,
        status: 'active',
        notes: null,
        notesOnFile: false,
        totalVisits: 0,
        lastVisit: null,
        createdAt: testApp().clock.now().toISOString(),
      });
      expect(file.upcoming.map((visit) => visit.id)).toEqual([visits.laterToday, visits.tomorrow]);
      expect(file.upcoming[0]).toMatchObject({ statusLabel: 'En attente', scheduledTime: '11:00', patientId });
      expect(file.past).toHaveLength(20);
      expect(file.past.slice(0, 3).map((visit) => visit.id)).toEqual([visits.cancelledNextWeek, visits.earlierToday, file.past[2]?.id]);
      expect(file.past[2]).toMatchObject({ scheduledDate: '2026-10-22', statusLabel: 'Terminé' });
      expect(file.past.at(-1)?.scheduledDate).toBe('2026-10-05');
      expect([...file.upcoming, ...file.past].map((visit) => visit.id)).not.toContain(visits.request);

      const [audit] = await auditOf('patient_record.viewed', patientId);
      expect(audit).toMatchObject({ actorType: 'staff', actorId: staffId, entity: 'patients' });
    });

    it('answers 404 for a record that does not exist', async () => {
      const response = await admin().patients[':id'].$get({ param: { id: 'inconnu' } }, headers());
      expect(response.status).toBe(404);
      expect((await readJson<ApiErrorBody>(response)).error).toEqual({ code: 'NOT_FOUND', message: patientMessages.notFound });
    });
  });

  describe('PATCH /patients/:id', () => {
    let patientId: string;
    beforeAll(async () => {
      patientId = await insertPatient({
        firstName: 'Hélène',
        lastName: 'Modifiée',
        phone: '514 555-0300',
        notes: 'Note initiale',
        address: '1, rue Test',
      });
    });
    const patch = (json: Record<string, unknown>, id = patientId) => admin().patients[':id'].$patch({ param: { id }, json }, headers());

    it('changes only what was sent and audits the names of the changed fields, never their values', async () => {
      testApp().clock.advance({ minutes: 5 });
      const response = await patch({ firstName: 'Hélène', phone: '4385550199', phoneMobile: true, notes: '', status: 'inactive' });
      expect(response.status).toBe(200);
      const { patient } = await response.json();
      expect(patient).toMatchObject({
        firstName: 'Hélène',
        phone: '438 555-0199',
        phoneMobile: true,
        notes: null,
        address: '1, rue Test',
        status: 'inactive',
      });
      const [row] = await testApp().db.select().from(patients).where(eq(patients.id, patientId));
      expect(row?.updatedAt).toBe(testApp().clock.now().toISOString());
      const audits = await auditOf('patient_record.updated', patientId);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: staffId, details: { fields: ['phone', 'phoneMobile', 'notes', 'status'] } });
      expect(JSON.stringify(audits[0]?.details)).not.toMatch(/438|Note initiale/);
    });

    it('writes and audits nothing when nothing changed', async () => {
      const response = await patch({ firstName: 'Hélène', phone: '438 555-0199' });
      expect(response.status).toBe(200);
      expect(await auditOf('patient_record.updated', patientId)).toHaveLength(1);
    });

    it('refuses an edit that makes the record look like another one until staff confirm', async () => {
      const refused = await patch({ email: demoPatients.noah.email });
      expect(refused.status).toBe(409);
      expect((await readJson<ApiErrorBody>(refused)).error.code).toBe('PAT_001');
      const accepted = await patch({ email: demoPatients.noah.email, confirmDuplicate: true });
      expect(accepted.status).toBe(200);
      expect((await accepted.json()).patient.email).toBe(demoPatients.noah.email);
    });

    it('tells the old and the new address when the e-mail changes, and the patient signs in at the new one', async () => {
      const oldEmail = demoPatients.camille.email;
      const newEmail = 'camille.nouvelle@courriel.example';
      const [camille] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, oldEmail));
      const response = await patch({ email: newEmail }, camille!.id);
      expect(response.status).toBe(200);

      const [toOld] = await outboxMails(testApp(), eq(emailOutbox.to, oldEmail));
      const [toNew] = await outboxMails(testApp(), eq(emailOutbox.to, newEmail));
      for (const notice of [toOld, toNew]) expect(notice?.subject).toMatch(/^Votre adresse courriel a été modifiée – /);
      expect(toOld?.text).toContain("n'est plus celle de votre dossier");
      // The old mailbox may no longer be hers: it is not told where her e-mails now go.
      expect(toOld?.text).not.toContain(newEmail);
      expect(toNew?.text).toContain('est maintenant celle de votre dossier');
      const [account] = await testApp().db.select().from(patientAccounts).where(eq(patientAccounts.patientId, camille!.id));
      expect(account?.email).toBe(newEmail);
      expect(await auditOf('patient.email_changed', account!.id)).toMatchObject([{ actorId: staffId }]);

      const ask = (email: string) =>
        testApp().app.request('/api/auth/patient/magic-links', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
      expect((await ask(newEmail)).status).toBe(202);
      await afterAnswersSettled();
      const link = (await outboxMails(testApp(), eq(emailOutbox.to, newEmail))).find((mail) => mail.subject.includes('lien de connexion'));
      const token = /#lien=([\w-]+)/.exec(link?.text ?? '')?.[1];
      const signedIn = await testApp().app.request('/api/auth/patient/magic-links/consume', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(signedIn.status).toBe(200);
      const me = await testApp().app.request('/api/portal/me', { headers: { cookie: sessionCookieOf(signedIn) } });
      expect(me.status).toBe(200);
    });

    it('refuses bad input and unknown records', async () => {
      const blank = await patch({ lastName: ' ' });
      expect(blank.status).toBe(422);
      expect((await readJson<ApiErrorBody>(blank)).error.fields).toEqual({ lastName: 'Veuillez remplir le champ « Nom »' });
      expect((await patch({ firstName: 'X' }, 'inconnu')).status).toBe(404);
      const [row] = await testApp().db.select().from(patients).where(eq(patients.id, patientId));
      expect(row?.lastName).toBe('Modifiée');
    });
  });

  it('leaves every patient_record event with the staff member as actor', async () => {
    const events = await testApp().db.select().from(auditEvents).where(like(auditEvents.action, 'patient_record.%'));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event).toMatchObject({ actorType: 'staff', actorId: staffId, entity: 'patients' });
  });
});
