// What the public forms record: the booking and the waitlist sign-up write the versions
// of the texts the person was shown, in their own batch; a text republished meanwhile refuses the
// form (409 PRIV_001) and nothing is written. And a withdrawal of e-mails holds for every automatic
// rule, and against a later import of the same record.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { automationRuleKeys } from 'shared-domain/automation/automation';
import { patientImportFields } from 'shared-domain/patients/patient-import';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { automationRulesJob } from '../../automation/public';
import {
  appointments,
  automationRules,
  automationSends,
  emailOutbox,
  patientConsents,
  patients,
  pendingBookingConsents,
  serviceTypes,
  waitlistEntries,
} from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { plantEmailConsent } from '../../testing/email-consent';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, testNow, useTestApp } from '../../testing/test-app';

type Texts = { texts: Record<string, { version: number }> };

describe('the consents the public forms record', () => {
  const testApp = useTestApp({ config: { trustProxy: true, publicUrl: 'https://clinique.example' } });
  let client = 1;
  let admin: { id: string; cookie: string };
  let serviceId: string;

  const post = (path: string, body: unknown, cookie?: string) =>
    testApp().app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${client++ % 250}`, ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    });
  const versions = async () => (await readJson<Texts>(await testApp().app.request('/api/public/consent-texts'))).texts;
  const consentRows = (email: string) =>
    testApp()
      .db.select()
      .from(patientConsents)
      .where(eq(sql`lower(${patientConsents.email})`, email.toLowerCase()));
  const publishNewVersion = (kind: string) =>
    post('/api/admin/privacy/consent-texts', { kind, title: 'Nouvelle version', body: 'Le texte a changé.' }, admin.cookie);

  const booking = (email: string, time: string, consentVersions?: unknown) => ({
    serviceId,
    date: '2026-11-24',
    time,
    name: 'Julie Martin',
    email,
    phone: '514 555-0111',
    ...(consentVersions !== undefined && { consentVersions }),
  });

  beforeAll(async () => {
    admin = await staffMemberWithSession(testApp(), 'admin');
    const [service] = await testApp()
      .db.select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, 'Suivi chiropratique'));
    serviceId = service!.id;
  });

  beforeEach(() => {
    testApp().clock.set(testNow);
  });

  // The booking confirmations queued after each answer, before the database closes.
  afterEach(async () => {
    await afterAnswersSettled();
  });

  describe('the online booking', () => {
    it('writes the booking text under the new record, with the booking; a ticked reminders box waits for the e-mailed link', async () => {
      const texts = await versions();
      const email = 'nouvelle.patiente@courriel.example';
      const response = await post(
        '/api/public/bookings',
        booking(email, '09:00', { online_booking: texts.online_booking!.version, email_reminders: texts.email_reminders!.version }),
      );
      expect(response.status).toBe(201);
      const [appointment] = await testApp().db.select().from(appointments).where(eq(appointments.email, email));
      expect(appointment!.patientId).toEqual(expect.any(String));
      const rows = await consentRows(email);
      expect(rows.map(({ kind, version, channel, patientId, recordedBy }) => ({ kind, version, channel, patientId, recordedBy }))).toEqual([
        {
          kind: 'online_booking',
          version: texts.online_booking!.version,
          channel: 'booking_form',
          patientId: appointment!.patientId,
          recordedBy: null,
        },
      ]);
      // Anyone can type anyone's address: the reminders consent is pending (scheduling/booking/booking-consents.test.ts).
      expect(
        await testApp()
          .db.select({ kind: pendingBookingConsents.kind, version: pendingBookingConsents.version })
          .from(pendingBookingConsents)
          .where(eq(pendingBookingConsents.appointmentId, appointment!.id)),
      ).toEqual([{ kind: 'email_reminders', version: texts.email_reminders!.version }]);
      const [record] = await testApp().db.select().from(patients).where(eq(patients.id, appointment!.patientId!));
      expect(record!.emailConsent).toBeNull();
    });

    it('leaves e-mails as they are when the reminders box was not ticked', async () => {
      const texts = await versions();
      const email = 'sans.rappels@courriel.example';
      expect((await post('/api/public/bookings', booking(email, '09:30', { online_booking: texts.online_booking!.version }))).status).toBe(
        201,
      );
      expect((await consentRows(email)).map((row) => row.kind)).toEqual(['online_booking']);
      const [appointment] = await testApp().db.select().from(appointments).where(eq(appointments.email, email));
      const [record] = await testApp().db.select().from(patients).where(eq(patients.id, appointment!.patientId!));
      expect(record!.emailConsent).toBeNull();
    });

    it("keeps a booking under an address on file out of that record's consents (anyone can type an address)", async () => {
      const texts = await versions();
      const [existing] = await testApp()
        .db.insert(patients)
        .values({
          firstName: 'Déjà',
          lastName: 'Patiente',
          email: 'deja.patiente@courriel.example',
          ...timestamps(testApp().clock),
        })
        .returning({ id: patients.id });
      await plantEmailConsent(testApp(), existing!.id, { withdrawn: true });
      const response = await post(
        '/api/public/bookings',
        booking('deja.patiente@courriel.example', '10:00', {
          online_booking: texts.online_booking!.version,
          email_reminders: texts.email_reminders!.version,
        }),
      );
      expect(response.status).toBe(201);
      const rows = await consentRows('deja.patiente@courriel.example');
      expect(rows.filter((row) => row.patientId === null).map((row) => row.kind)).toEqual(['online_booking']);
      // Her refusal of e-mails stands: only she can give it again, not whoever typed her address.
      const [record] = await testApp().db.select().from(patients).where(eq(patients.id, existing!.id));
      expect(record!.emailConsent).toBe(false);
    });

    it('refuses a booking made on a text republished since (409 PRIV_001): no appointment, no record, no consent', async () => {
      const texts = await versions();
      expect((await publishNewVersion('online_booking')).status).toBe(201);
      const email = 'texte.perime@courriel.example';
      const before = { appointments: await testApp().db.$count(appointments), patients: await testApp().db.$count(patients) };
      const response = await post('/api/public/bookings', booking(email, '10:30', { online_booking: texts.online_booking!.version }));
      expect(response.status).toBe(409);
      expect((await readJson<ApiErrorBody>(response)).error).toEqual({
        code: 'PRIV_001',
        message: "Le texte de consentement a été mis à jour. Veuillez le relire et l'accepter de nouveau.",
      });
      expect(await testApp().db.$count(appointments)).toBe(before.appointments);
      expect(await testApp().db.$count(patients)).toBe(before.patients);
      expect(await consentRows(email)).toHaveLength(0);
      // The form reads the new version and books.
      const fresh = await versions();
      expect(fresh.online_booking!.version).toBe(texts.online_booking!.version + 1);
      expect((await post('/api/public/bookings', booking(email, '10:30', { online_booking: fresh.online_booking!.version }))).status).toBe(
        201,
      );
      expect((await consentRows(email)).map((row) => row.version)).toEqual([fresh.online_booking!.version]);
    });

    it('refuses a version that is not a number in French (422), and a booking that sends none (422): no consent, no booking', async () => {
      const bad = await post('/api/public/bookings', booking('version.texte@courriel.example', '11:00', { online_booking: 'un' }));
      expect(bad.status).toBe(422);
      expect(JSON.stringify((await readJson<ApiErrorBody>(bad)).error.fields)).toContain('Version a un format invalide');
      expect(await consentRows('version.texte@courriel.example')).toHaveLength(0);
      const appointmentsBefore = await testApp().db.$count(appointments);
      const patientsBefore = await testApp().db.$count(patients);
      const older = await post('/api/public/bookings', booking('ancien.client@courriel.example', '11:00'));
      expect(older.status).toBe(422);
      expect((await readJson<ApiErrorBody>(older)).error.fields).toEqual({
        consentVersions: 'Veuillez lire et accepter le texte de consentement à la réservation en ligne avant de réserver.',
      });
      expect(await testApp().db.$count(appointments)).toBe(appointmentsBefore);
      expect(await testApp().db.$count(patients)).toBe(patientsBefore);
      expect(await consentRows('ancien.client@courriel.example')).toHaveLength(0);
    });
  });

  describe('the waitlist', () => {
    const signUp = (email: string, consentVersions?: unknown) => ({
      fullName: 'Marc Attente',
      email,
      phone: '514 555-0122',
      consent: true,
      ...(consentVersions !== undefined && { consentVersions }),
    });

    it('writes the contact consent with the sign-up, under the address (no record yet)', async () => {
      const texts = await versions();
      const email = 'marc.attente@courriel.example';
      const response = await post('/api/public/waitlist', signUp(email, { waitlist_contact: texts.waitlist_contact!.version }));
      expect(response.status).toBe(201);
      const rows = await consentRows(email);
      expect(rows).toEqual([
        expect.objectContaining({
          kind: 'waitlist_contact',
          version: texts.waitlist_contact!.version,
          channel: 'waitlist_form',
          patientId: null,
        }),
      ]);
    });

    it('refuses a sign-up on a text republished since (409 PRIV_001), writing no entry and no consent', async () => {
      const texts = await versions();
      expect((await publishNewVersion('waitlist_contact')).status).toBe(201);
      const email = 'attente.perimee@courriel.example';
      const response = await post('/api/public/waitlist', signUp(email, { waitlist_contact: texts.waitlist_contact!.version }));
      expect(response.status).toBe(409);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('PRIV_001');
      expect(await testApp().db.$count(waitlistEntries, eq(waitlistEntries.email, email))).toBe(0);
      expect(await consentRows(email)).toHaveLength(0);
    });
  });

  describe('a withdrawal of e-mails holds', () => {
    it('for every automatic rule: the job writes nothing to the patient once she withdrew', async () => {
      // Nobody else's e-mails are on: the job's only possible recipient is hers.
      await testApp().db.delete(patientConsents).where(eq(patientConsents.kind, 'email_reminders'));
      await testApp().db.update(appointments).set({ presenceConfirmed: true });
      await testApp().db.delete(automationSends);
      await testApp().db.delete(automationRules);
      await testApp()
        .db.insert(automationRules)
        .values(automationRuleKeys.map((key) => ({ key, enabled: true, updatedAt: testNow })));
      const [patient] = await testApp()
        .db.insert(patients)
        .values({ firstName: 'Retrait', lastName: 'Courriel', email: 'retrait.courriel@courriel.example', ...timestamps(testApp().clock) })
        .returning({ id: patients.id });
      await plantEmailConsent(testApp(), patient!.id);
      await testApp()
        .db.insert(appointments)
        .values({
          patientId: patient!.id,
          name: 'Retrait Courriel',
          email: 'retrait.courriel@courriel.example',
          phone: '514 555-0100',
          status: 'confirmed',
          scheduledDate: '2026-11-19',
          scheduledTime: '09:00',
          ...timestamps(testApp().clock),
        });
      const withdrawn = await post(
        `/api/admin/patients/${patient!.id}/consents/email_reminders/withdraw`,
        { channel: 'desk' },
        admin.cookie,
      );
      expect(withdrawn.status).toBe(200);
      await automationRulesJob.run(testApp().deps);
      expect(await testApp().db.$count(emailOutbox, eq(emailOutbox.to, 'retrait.courriel@courriel.example'))).toBe(0);

      // The same visit for a patient whose e-mails are given gets its presence request: the rule was on.
      testApp().clock.advance({ minutes: 1 });
      await plantEmailConsent(testApp(), patient!.id);
      await automationRulesJob.run(testApp().deps);
      expect(await testApp().db.$count(emailOutbox, eq(emailOutbox.to, 'retrait.courriel@courriel.example'))).toBe(1);
    });

    it('against an import that says « oui » for the record, which leaves the withdrawal as it is', async () => {
      const [patient] = await testApp()
        .db.insert(patients)
        .values({
          firstName: 'Nadia',
          lastName: 'Retrait',
          email: 'nadia.retrait@exemple.ca',
          phone: '514 555-0111',
          ...timestamps(testApp().clock),
        })
        .returning({ id: patients.id });
      await plantEmailConsent(testApp(), patient!.id);
      const withdrawal = await post(
        `/api/admin/patients/${patient!.id}/consents/email_reminders/withdraw`,
        { channel: 'paper' },
        admin.cookie,
      );
      expect(withdrawal.status).toBe(200);
      testApp().clock.advance({ minutes: 1 });
      const file = `Nom;Prénom;Date de naissance;Sexe;Courriel;Cellulaire;Autre téléphone;Adresse;Ville;Province;Code postal;Date de la première visite;Date de la dernière visite;Consentement aux courriels;Nom à la naissance;Notes\r\nRetrait;Nadia;1988-08-08;F;nadia.retrait@exemple.ca;514 555-0999;;;;;;;;oui;;\r\n`;
      const response = await post(
        '/api/admin/patient-imports',
        {
          fileName: 'patients.csv',
          content: Buffer.from(file, 'utf8').toString('base64'),
          mapping: [...patientImportFields],
          decisions: [{ line: 2, action: 'update', patientId: patient!.id }],
        },
        admin.cookie,
      );
      expect(response.status).toBe(201);
      const [record] = await testApp().db.select().from(patients).where(eq(patients.id, patient!.id));
      // The import updated what it carries (the phone), but not the refusal of e-mails.
      expect(record).toMatchObject({ phone: '514 555-0999', emailConsent: false });
      expect(
        await testApp().db.$count(patientConsents, and(eq(patientConsents.patientId, patient!.id), isNull(patientConsents.withdrawnAt))),
      ).toBe(0);
    });

    it('against an edit of the patient file that sends the column anyway', async () => {
      const [patient] = await testApp()
        .db.insert(patients)
        .values({
          firstName: 'Fiche',
          lastName: 'Modifiée',
          email: 'fiche.modifiee@courriel.example',
          ...timestamps(testApp().clock),
        })
        .returning({ id: patients.id });
      await plantEmailConsent(testApp(), patient!.id, { withdrawn: true });
      const response = await testApp().app.request(`/api/admin/patients/${patient!.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify({ phone: '514 555-0177', emailConsent: true, email_consent: true }),
      });
      expect(response.status).toBe(200);
      const [record] = await testApp().db.select().from(patients).where(eq(patients.id, patient!.id));
      expect(record).toMatchObject({ phone: '514 555-0177', emailConsent: false });
    });
  });
});
