// « Questionnaire d'accueil » end to end on the API: a new patient's online booking brings the link
// in its confirmation, the form is saved as she types and signed, the answers are sealed at rest
// and a signed one never changes (the database refuses it too); the practitioner reads it in the
// record and marks it « Lu »; reception sees only Ma Journée's « reçu / à recevoir ».
import { eq, sql } from 'drizzle-orm';
import { intakeMessages } from 'shared-domain/clinical/intake-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, intakeSubmissions, patients, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswersSettled } from '../../platform/http/after-answer';
import { publicBooking } from '../../testing/public-booking';
import { mailsTo, staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, silenceLogs, testNow, type TestApp, useTestApp } from '../../testing/test-app';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Availability = { days: { date: string; slots: { time: string; available: boolean }[] }[] };

const email = 'nouvelle.patiente@courriel.example';
const answers = {
  patientKind: 'pregnant',
  complaint: 'Douleur au bassin depuis deux semaines',
  pregnancyWeeks: '28',
  dueDate: '2027-02-20',
  pregnancyFollowUp: 'midwife',
  allergies: 'Pénicilline',
  emergencyName: 'Marc Gagnon',
  emergencyPhone: '514 555-0199',
};

async function serviceId(testApp: TestApp): Promise<string> {
  const [row] = await testApp.db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.name, 'Suivi chiropratique'));
  return row!.id;
}

/** A new person books online; the token of the intake link her confirmation carries. */
async function bookAsNewPatient(testApp: TestApp, to: string): Promise<{ token: string; date: string }> {
  const id = await serviceId(testApp);
  const availability = await readJson<Availability>(await testApp.app.request(`/api/public/booking/availability?serviceId=${id}`));
  const day = availability.days.find((candidate) => candidate.slots.some((slot) => slot.available))!;
  const time = day.slots.find((slot) => slot.available)!.time;
  const response = await testApp.app.request('/api/public/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.35' },
    body: JSON.stringify(publicBooking({ serviceId: id, date: day.date, time, name: 'Léa Gagnon', email: to, phone: '514 555-0135' })),
  });
  expect(response.status).toBe(201);
  await afterAnswersSettled();
  const [confirmation] = await mailsTo(testApp, to);
  const token = /\/questionnaire-accueil\/([A-Za-z0-9_-]+)/.exec(confirmation?.text ?? '')?.[1];
  expect(confirmation?.text).toContain('questionnaire d’accueil');
  if (!token) throw new Error('no intake link in the confirmation');
  return { token, date: day.date };
}

describe("the intake form (« Questionnaire d'accueil »)", () => {
  const testApp = useTestApp({ now: testNow, config: { trustProxy: true } });
  let restoreLogs: () => void;
  let link: { token: string; date: string };
  let practitioner: { id: string; cookie: string };
  let reception: { id: string; cookie: string };
  let patientId: string;

  const request = (path: string, init: RequestInit = {}) =>
    testApp().app.request(path, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const saveDraft = (body: unknown) => request(`/api/links/intake/${link.token}/draft`, { method: 'PUT', body: JSON.stringify(body) });
  const sign = (body: unknown) => request(`/api/links/intake/${link.token}/signature`, { method: 'POST', body: JSON.stringify(body) });

  beforeAll(async () => {
    restoreLogs = silenceLogs();
    link = await bookAsNewPatient(testApp(), email);
    practitioner = await staffMemberWithSession(testApp(), 'practitioner');
    reception = await staffMemberWithSession(testApp(), 'reception');
    const [patient] = await testApp().db.select({ id: patients.id }).from(patients).where(eq(patients.email, email));
    patientId = patient!.id;
  });
  afterAll(() => restoreLogs());

  it('opens from the link with the current form, and an unknown token answers the same 404', async () => {
    const opened = await request(`/api/links/intake/${link.token}`);
    expect(opened.status).toBe(200);
    const body = await readJson<{ status: string; form: { sections: { id: string }[] }; answers: object; visit: { date: string } }>(opened);
    expect(body.status).toBe('draft');
    expect(body.visit.date).toBe(link.date);
    expect(body.form.sections.map((section) => section.id)).toContain('pregnancy');
    expect(body.answers).toEqual({});
    const unknown = await request('/api/links/intake/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect((await readJson<ErrorBody>(unknown)).error.message).toBe(intakeMessages.linkInvalid);
  });

  it('saves an incomplete draft as typed, sealed at rest, and refuses a bad date beside its field', async () => {
    expect((await saveDraft({ answers: { patientKind: 'pregnant', complaint: 'Douleur au bassin' } })).status).toBe(200);
    const refused = await saveDraft({ answers: { dueDate: '2027-13-40' } });
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorBody>(refused)).error.fields?.['answers.dueDate']).toContain('Date invalide');
    const [row] = await testApp().db.select().from(intakeSubmissions).where(eq(intakeSubmissions.patientId, patientId));
    expect(row?.answersEncrypted).toMatch(/^v1\./);
    expect(row?.answersEncrypted).not.toContain('bassin');
    const reopened = await readJson<{ answers: Record<string, string> }>(await request(`/api/links/intake/${link.token}`));
    expect(reopened.answers).toEqual({ patientKind: 'pregnant', complaint: 'Douleur au bassin' });
  });

  it('signs only complete, with the name, the relationship and the consent; the consent text is kept', async () => {
    const incomplete = await sign({
      answers: { patientKind: 'pregnant' },
      signerName: 'Léa Gagnon',
      signerRelationship: 'Moi-même',
      healthConsent: true,
    });
    expect(incomplete.status).toBe(422);
    expect(Object.keys((await readJson<ErrorBody>(incomplete)).error.fields ?? {})).toEqual(
      expect.arrayContaining(['answers.complaint', 'answers.pregnancyWeeks', 'answers.emergencyName']),
    );
    const noConsent = await sign({ answers, signerName: 'Léa Gagnon', signerRelationship: 'Moi-même', healthConsent: false });
    expect(noConsent.status).toBe(422);
    const signed = await sign({ answers, signerName: 'Léa Gagnon', signerRelationship: 'Moi-même', healthConsent: true });
    expect(signed.status).toBe(200);
    expect((await readJson<{ status: string }>(signed)).status).toBe('signed');
    const [row] = await testApp().db.select().from(intakeSubmissions).where(eq(intakeSubmissions.patientId, patientId));
    expect(row).toMatchObject({
      status: 'signed',
      signedName: 'Léa Gagnon',
      healthConsent: true,
      signedAt: testApp().clock.now().toISOString(),
    });
    expect(row?.agreedText).toContain('Je consens');
  });

  it('never changes a signed one: the route says so, and the database refuses a direct write', async () => {
    const again = await saveDraft({ answers: { complaint: 'Autre chose' } });
    expect(again.status).toBe(409);
    expect((await readJson<ErrorBody>(again)).error.message).toBe(intakeMessages.alreadySigned);
    await expect(
      testApp().db.run(sql`update intake_submissions set answers_encrypted = 'v1.x.y.z' where patient_id = ${patientId}`),
    ).rejects.toThrow();
    await expect(testApp().db.run(sql`update intake_submissions set status = 'draft' where patient_id = ${patientId}`)).rejects.toThrow();
  });

  it('shows reception only « reçu » in Ma Journée, never the answers', async () => {
    const day = await request(`/api/admin/day?date=${link.date}`, { headers: { cookie: reception.cookie } });
    expect(day.status).toBe(200);
    const text = await day.text();
    const visit = (JSON.parse(text) as { appointments: { patientId: string | null; intake: string | null }[] }).appointments.find(
      (appointment) => appointment.patientId === patientId,
    );
    expect(visit?.intake).toBe('received');
    expect(text).not.toContain('Pénicilline');
    const list = await request(`/api/admin/patients/${patientId}/intakes`, { headers: { cookie: reception.cookie } });
    expect(list.status).toBe(403);
  });

  it('lands in the record: the practitioner reads it (audited) and marks it « Lu » once', async () => {
    const headers = { cookie: practitioner.cookie };
    const list = await readJson<{ intakes: { id: string; status: string; signedName: string }[] }>(
      await request(`/api/admin/patients/${patientId}/intakes`, { headers }),
    );
    const entry = list.intakes[0]!;
    expect(entry).toMatchObject({ status: 'signed', signedName: 'Léa Gagnon' });
    const read = await readJson<{ intake: { sections: { title: string; rows: { question: string; answer: string }[] }[] } }>(
      await request(`/api/admin/patients/${patientId}/intakes/${entry.id}`, { headers }),
    );
    expect(read.intake.sections.map((section) => section.title)).toContain('Grossesse');
    expect(read.intake.sections.flatMap((section) => section.rows)).toContainEqual({
      question: 'Suivi de grossesse',
      answer: 'Sage-femme',
    });
    const reviewed = await request(`/api/admin/patients/${patientId}/intakes/${entry.id}/review`, { method: 'POST', headers });
    expect(reviewed.status).toBe(200);
    expect((await readJson<{ intake: { status: string } }>(reviewed)).intake.status).toBe('reviewed');
    const twice = await request(`/api/admin/patients/${patientId}/intakes/${entry.id}/review`, { method: 'POST', headers });
    expect(twice.status).toBe(409);
    const trail = await testApp().db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, entry.id));
    const sent = await testApp().db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.action, 'intake.sent'));
    expect(sent).toHaveLength(1);
    expect(trail.map((row) => row.action)).toEqual(
      expect.arrayContaining(['intake.draft_saved', 'intake.signed', 'intake.viewed', 'intake.reviewed', 'intake.opened']),
    );
    // Another patient's id opens nothing.
    const other = await request(`/api/admin/patients/autre-patient/intakes/${entry.id}`, { headers });
    expect(other.status).toBe(404);
  });

  it('goes with the record when it is exported (JSON and PDF)', async () => {
    const headers = { cookie: practitioner.cookie };
    const json = await readJson<{ intakes: { signedName: string; formVersion: number; sections: { title: string }[] }[] }>(
      await request(`/api/admin/patients/${patientId}/record/export.json`, { headers }),
    );
    expect(json.intakes).toHaveLength(1);
    // The form's version it answered, beside who signed.
    expect(json.intakes[0]).toMatchObject({ signedName: 'Léa Gagnon', formVersion: expect.any(Number) });
    expect(json.intakes[0]?.sections.map((section) => section.title)).toContain('Grossesse');
    const pdf = await request(`/api/admin/patients/${patientId}/record/export.pdf`, { headers });
    expect(pdf.status).toBe(200);
  });

  it('takes a change after review as a new version, the reviewed one kept', async () => {
    const revised = await request(`/api/links/intake/${link.token}/revision`, { method: 'POST' });
    expect(revised.status).toBe(200);
    const body = await readJson<{ status: string; answers: Record<string, string> }>(revised);
    expect(body.status).toBe('draft');
    expect(body.answers.allergies).toBe('Pénicilline');
    const rows = await testApp()
      .db.select({ status: intakeSubmissions.status, version: intakeSubmissions.submissionVersion })
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.patientId, patientId));
    expect(rows.sort((a, b) => a.version - b.version)).toEqual([
      { status: 'reviewed', version: 1 },
      { status: 'draft', version: 2 },
    ]);
  });

  it('publishes a new form version from « Paramètres avancés », the signed one keeping its own', async () => {
    const admin = await staffMemberWithSession(testApp(), 'admin');
    const headers = { cookie: admin.cookie };
    const refused = await request('/api/admin/intake-form', { method: 'PUT', headers: { cookie: reception.cookie }, body: '{}' });
    expect(refused.status).toBe(403);
    const published = await request('/api/admin/intake-form', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ introduction: 'Bienvenue <b>à la clinique</b>.', optionalSections: ['pregnancy'] }),
    });
    expect(published.status).toBe(200);
    const body = await readJson<{ version: number; introduction: string; changed: string[]; definition: { sections: { id: string }[] } }>(
      published,
    );
    expect(body).toMatchObject({ version: 2, introduction: 'Bienvenue à la clinique.', changed: ['introduction', 'optionalSections'] });
    expect(body.definition.sections.map((section) => section.id)).not.toContain('birth');
    const again = await request('/api/admin/intake-form', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ introduction: 'Bienvenue à la clinique.', optionalSections: ['pregnancy'] }),
    });
    expect((await readJson<{ version: number; changed: string[] }>(again)).changed).toEqual([]);
    // The signed submission still reads with the version it answered, and that version is never rewritten.
    const [signed] = await testApp().db.select().from(intakeSubmissions).where(eq(intakeSubmissions.status, 'reviewed'));
    const reread = await readJson<{ intake: { formVersion: number } }>(
      await request(`/api/admin/patients/${patientId}/intakes/${signed!.id}`, { headers: { cookie: practitioner.cookie } }),
    );
    expect(reread.intake.formVersion).toBe(1);
    await expect(testApp().db.run(sql`update intake_forms set introduction = 'x' where version = 1`)).rejects.toThrow();
  });

  it('sends no link with the confirmation of a patient who already came, and Ma Journée says nothing of it', async () => {
    const [known] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Paul', lastName: 'Habitué', email: 'paul.habitue@courriel.example', ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    await testApp().db.run(
      sql`insert into appointments (id, patient_id, name, email, phone, scheduled_date, scheduled_time, duration_minutes, status, booking_source, created_at, updated_at)
          values ('visite-passee-paul', ${known!.id}, 'Paul Habitué', 'paul.habitue@courriel.example', '5145550100', '2026-10-01', '10:00', 30, 'completed', 'staff', ${testNow}, ${testNow})`,
    );
    await testApp().db.run(
      sql`insert into appointments (id, patient_id, name, email, phone, scheduled_date, scheduled_time, duration_minutes, status, booking_source, created_at, updated_at)
          values ('visite-paul', ${known!.id}, 'Paul Habitué', 'paul.habitue@courriel.example', '5145550100', ${link.date}, '07:00', 30, 'pending', 'admin', ${testNow}, ${testNow})`,
    );
    // The clinic confirms it: its confirmation goes out without the intake's link.
    const confirmed = await request('/api/admin/appointments/visite-paul/status', {
      method: 'POST',
      headers: { cookie: practitioner.cookie },
      body: JSON.stringify({ status: 'confirmed', from: 'pending' }),
    });
    expect(confirmed.status).toBe(200);
    await afterAnswersSettled();
    const mails = await mailsTo(testApp(), 'paul.habitue@courriel.example');
    expect(mails.length).toBe(1);
    const day = await readJson<{ appointments: { id: string; intake: string | null }[] }>(
      await request(`/api/admin/day?date=${link.date}`, { headers: { cookie: reception.cookie } }),
    );
    expect(day.appointments.find((appointment) => appointment.id === 'visite-paul')?.intake).toBeNull();
    for (const mail of mails) expect(mail.text).not.toContain('questionnaire-accueil');
  });
});
