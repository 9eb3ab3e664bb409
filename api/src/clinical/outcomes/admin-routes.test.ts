import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { outcomeMessages, questionnaireList } from 'shared-domain/clinical/outcome-measures';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, emailOutbox, episodesOfCare, outcomeMeasures, patients, questionnaireRequests } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { auditEventsOf } from '../../testing/audit-events';
import { outboxMails } from '../../testing/outbox';

const nbsp = '\u00a0';
const odiAnswers = (value: number) =>
  Object.fromEntries(
    ['painIntensity', 'personalCare', 'lifting', 'walking', 'sitting', 'standing', 'sleeping', 'sexLife', 'socialLife', 'travelling'].map(
      (id) => [id, value],
    ),
  );

describe('the outcome measure routes (/api/admin)', () => {
  const testApp = useTestApp();
  let cookie: string;
  let staffId: string;
  let patientId: string;
  let otherPatientId: string;
  let episodeId: string;
  let otherEpisodeId: string;
  let visitId: string;
  let otherVisitId: string;
  const admin = () => testApp().api.admin;
  const headers = () => ({ headers: { cookie } });

  async function insertPatient(lastName: string, email: string | null) {
    const [row] = await testApp()
      .db.insert(patients)
      .values({ firstName: 'Julie', lastName, email, ...timestamps(testApp().clock) })
      .returning({ id: patients.id });
    return row!.id;
  }

  async function insertEpisode(patient: string, startedOn: string, reason: string) {
    const [row] = await testApp()
      .db.insert(episodesOfCare)
      .values({ patientId: patient, reason, startedOn, createdBy: staffId, ...timestamps(testApp().clock) })
      .returning({ id: episodesOfCare.id });
    return row!.id;
  }

  async function insertVisit(patient: string, date: string) {
    const [row] = await testApp()
      .db.insert(appointments)
      .values({
        patientId: patient,
        name: 'Julie Test',
        email: 'julie@courriel.example',
        phone: '514 555-0000',
        status: 'confirmed',
        scheduledDate: date,
        scheduledTime: '09:30',
        ...timestamps(testApp().clock),
      })
      .returning({ id: appointments.id });
    return row!.id;
  }

  const auditOf = (action: string, entityId: string) => auditEventsOf(testApp().db, action, entityId);
  const countRows = async (table: typeof outcomeMeasures | typeof questionnaireRequests | typeof emailOutbox) =>
    (await testApp().db.select({ id: table.id }).from(table)).length;

  const record = (id: string, json: Record<string, unknown>) =>
    admin().patients[':id'].outcomes.$post({ param: { id }, json: json as never }, headers());
  const send = (id: string, json: Record<string, unknown>) =>
    admin().patients[':id']['questionnaire-requests'].$post({ param: { id }, json: json as never }, headers());

  beforeAll(async () => {
    ({ staffId } = await seededAccounts(testApp()));
    cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffId, secondFactorVerified: true });
    patientId = await insertPatient('Mesures', 'julie.mesures@courriel.example');
    otherPatientId = await insertPatient('Autre', 'autre@courriel.example');
    episodeId = await insertEpisode(patientId, '2026-10-01', 'Lombalgie');
    otherEpisodeId = await insertEpisode(otherPatientId, '2026-10-01', 'Cervicalgie');
    visitId = await insertVisit(patientId, '2026-11-25');
    otherVisitId = await insertVisit(otherPatientId, '2026-11-25');
  });

  describe('GET /questionnaires', () => {
    it('lists the definitions for the forms', async () => {
      const response = await admin().questionnaires.$get({}, headers());
      expect(response.status).toBe(200);
      const { questionnaires } = await response.json();
      expect(questionnaires.map((definition) => definition.id)).toEqual(['pain_nrs', 'pgic', 'oswestry', 'ndi']);
      expect(questionnaires).toEqual(JSON.parse(JSON.stringify(questionnaireList)));
    });
  });

  describe('POST /patients/:id/outcomes', () => {
    it('scores the answers on the server, ignoring any score sent, and audits without the answers', async () => {
      const response = await record(patientId, {
        questionnaire: 'oswestry',
        answers: { ...odiAnswers(2), walking: 1, sexLife: null },
        recordedOn: '2026-11-04',
        episodeId,
        appointmentId: visitId,
        score: 0,
        display: '0 %',
      });
      expect(response.status).toBe(201);
      const { outcome } = await readJson<{ outcome: { id: string } }>(response);
      // 17 / 45 = 37.8 %.
      expect(outcome).toEqual({
        id: expect.any(String),
        questionnaire: 'oswestry',
        questionnaireName: 'Indice d’incapacité d’Oswestry',
        score: 37.8,
        maximum: 100,
        display: `37,8${nbsp}%`,
        interpretation: 'Incapacité modérée',
        recordedOn: '2026-11-04',
        episodeId,
        appointmentId: visitId,
        source: 'staff',
        recordedBy: expect.any(String),
        answers: { ...odiAnswers(2), walking: 1, sexLife: undefined },
      });
      const [stored] = await testApp().db.select().from(outcomeMeasures).where(eq(outcomeMeasures.id, outcome.id));
      expect(stored).toMatchObject({ patientId, score: 37.8, source: 'staff', recordedBy: staffId });
      expect(JSON.parse(stored!.answers)).not.toHaveProperty('sexLife');
      const [audit] = await auditOf('outcome.recorded', outcome.id);
      expect(audit).toMatchObject({ actorType: 'staff', actorId: staffId, entity: 'outcome_measures' });
      expect(audit!.details).toEqual({ patientId, questionnaire: 'oswestry' });
    });

    it('refuses incomplete or invalid answers with French messages on each item, storing nothing', async () => {
      const before = await countRows(outcomeMeasures);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ questionnaire: 'pain_nrs', answers: {}, recordedOn: '2026-11-18' }, { 'answers.pain': 'Répondez à « Douleur actuelle »' }],
        [
          { questionnaire: 'pain_nrs', answers: { pain: 11 }, recordedOn: '2026-11-18' },
          { 'answers.pain': 'Choix invalide pour « Douleur actuelle »' },
        ],
        [
          { questionnaire: 'ndi', answers: { ...odiAnswers(1) }, recordedOn: '2026-11-18' },
          { 'answers.walking': outcomeMessages.unknownItem, 'answers.reading': 'Répondez à au moins 9 des 10 sections' },
        ],
        [
          { questionnaire: 'oswestry', answers: { ...odiAnswers(1), sexLife: null, walking: null }, recordedOn: '2026-11-18' },
          { 'answers.walking': 'Répondez à au moins 9 des 10 sections' },
        ],
        [{ questionnaire: 'sf36', answers: {}, recordedOn: '2026-11-18' }, { questionnaire: outcomeMessages.questionnaireInvalid }],
        [{ questionnaire: 'pain_nrs', answers: { pain: 3 }, recordedOn: '2026-02-30' }, { recordedOn: outcomeMessages.recordedOnInvalid }],
        [
          { questionnaire: 'pain_nrs', answers: { pain: 3 }, recordedOn: '2026-11-18', episodeId: otherEpisodeId },
          { episodeId: outcomeMessages.episodeNotFound },
        ],
        [
          { questionnaire: 'pain_nrs', answers: { pain: 3 }, recordedOn: '2026-11-18', appointmentId: otherVisitId },
          { appointmentId: outcomeMessages.appointmentNotFound },
        ],
      ];
      for (const [json, fields] of cases) {
        const response = await record(patientId, json);
        expect(response.status, JSON.stringify(json)).toBe(422);
        const body = await readJson<ApiErrorBody>(response);
        expect(body.error.code).toBe('VAL_001');
        expect(body.error.fields).toMatchObject(fields);
      }
      const malformed = await testApp().app.request(`/api/admin/patients/${patientId}/outcomes`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: 'pas du json',
      });
      expect(malformed.status).toBe(400);
      expect(await countRows(outcomeMeasures)).toBe(before);
    });

    it('answers 404 for an unknown patient', async () => {
      const response = await record('inconnu', { questionnaire: 'pain_nrs', answers: { pain: 3 }, recordedOn: '2026-11-18' });
      expect(response.status).toBe(404);
    });
  });

  describe('GET /patients/:id/outcomes', () => {
    it('lists the measures oldest first with their display and band, the episodes, and audits the read', async () => {
      await record(patientId, { questionnaire: 'pain_nrs', answers: { pain: 7 }, recordedOn: '2026-10-02', episodeId });
      await record(patientId, { questionnaire: 'pain_nrs', answers: { pain: 3 }, recordedOn: '2026-11-10', episodeId });
      await record(otherPatientId, { questionnaire: 'pain_nrs', answers: { pain: 9 }, recordedOn: '2026-11-10' });
      const response = await admin().patients[':id'].outcomes.$get({ param: { id: patientId } }, headers());
      expect(response.status).toBe(200);
      const { outcomes, episodes } = await response.json();
      expect(outcomes.map((outcome) => [outcome.recordedOn, outcome.questionnaire, outcome.display])).toEqual([
        ['2026-10-02', 'pain_nrs', '7/10'],
        ['2026-11-04', 'oswestry', `37,8${nbsp}%`],
        ['2026-11-10', 'pain_nrs', '3/10'],
      ]);
      expect(outcomes[0]).toMatchObject({ interpretation: 'Douleur sévère', maximum: 10, recordedBy: expect.any(String) });
      expect(episodes).toEqual([{ id: episodeId, reason: 'Lombalgie', startedOn: '2026-10-01', endedOn: null }]);
      const audits = await auditOf('outcome.history_viewed', patientId);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorType: 'staff', actorId: staffId, entity: 'patients', details: null });
    });

    it('answers 404 for an unknown patient, without an audit row', async () => {
      const response = await admin().patients[':id'].outcomes.$get({ param: { id: 'inconnu' } }, headers());
      expect(response.status).toBe(404);
      expect(await auditOf('outcome.history_viewed', 'inconnu')).toEqual([]);
    });
  });

  describe('questionnaire requests', () => {
    it('sends a questionnaire: a pending request and a French e-mail with the link to the Rendez-vous page', async () => {
      const response = await send(patientId, { questionnaire: 'oswestry', appointmentId: visitId, episodeId });
      expect(response.status).toBe(201);
      const { request } = await response.json();
      const [stored] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, request.id));
      expect(stored).toMatchObject({
        patientId,
        questionnaire: 'oswestry',
        appointmentId: visitId,
        episodeId,
        status: 'pending',
        requestedBy: staffId,
      });
      const mail = (await outboxMails(testApp())).at(-1);
      expect(mail?.to).toBe('julie.mesures@courriel.example');
      expect(mail?.subject).toMatch(/^Un questionnaire à remplir avant votre visite – /);
      const portalUrl = `${testApp().deps.config.publicUrl}/patient-portal/rendez-vous`;
      expect(mail?.text).toContain(portalUrl);
      expect(mail?.html).toContain(portalUrl);
      expect(mail?.text).toContain('Bonjour Julie,');
      expect(mail?.text).toContain('avant votre rendez-vous du mercredi 25 novembre 2026 à 9 h 30');
      // The e-mail names no questionnaire: an index's name says where it hurts.
      expect(mail?.text).not.toMatch(/Oswestry|lombaire/i);
      const [audit] = await auditOf('questionnaire.sent', request.id);
      expect(audit).toMatchObject({ actorId: staffId, details: { patientId, questionnaire: 'oswestry' } });
    });

    it('refuses a patient without e-mail (422, French), an unknown patient (404) and a visit of another patient, sending nothing', async () => {
      const withoutEmail = await insertPatient('SansCourriel', null);
      const requestsBefore = await countRows(questionnaireRequests);
      const mailsBefore = await countRows(emailOutbox);
      const refused = await send(withoutEmail, { questionnaire: 'pain_nrs' });
      expect(refused.status).toBe(422);
      expect((await readJson<ApiErrorBody>(refused)).error).toMatchObject({ code: 'VAL_001', message: outcomeMessages.noEmail });
      expect((await send('inconnu', { questionnaire: 'pain_nrs' })).status).toBe(404);
      const wrongVisit = await send(patientId, { questionnaire: 'pain_nrs', appointmentId: otherVisitId });
      expect(wrongVisit.status).toBe(422);
      expect((await readJson<ApiErrorBody>(wrongVisit)).error.fields).toEqual({ appointmentId: outcomeMessages.appointmentNotFound });
      const unknownQuestionnaire = await send(patientId, { questionnaire: 'sf36' });
      expect(unknownQuestionnaire.status).toBe(422);
      expect(await countRows(questionnaireRequests)).toBe(requestsBefore);
      expect(await countRows(emailOutbox)).toBe(mailsBefore);
    });

    it('lists the requests newest first with their state, and audits the read', async () => {
      testApp().clock.advance({ minutes: 5 });
      const second = await (await send(patientId, { questionnaire: 'pain_nrs' })).json();
      const response = await admin().patients[':id']['questionnaire-requests'].$get({ param: { id: patientId } }, headers());
      expect(response.status).toBe(200);
      const { requests } = await response.json();
      expect(requests.map((request) => [request.questionnaire, request.status])).toEqual([
        ['pain_nrs', 'pending'],
        ['oswestry', 'pending'],
      ]);
      expect(requests[0]).toMatchObject({
        id: second.request.id,
        questionnaireName: 'Échelle numérique de la douleur',
        appointmentDate: null,
      });
      expect(requests[1]).toMatchObject({ appointmentDate: '2026-11-25', appointmentTime: '09:30', requestedBy: expect.any(String) });
      expect(await auditOf('questionnaire.requests_viewed', patientId)).toHaveLength(1);
      expect((await admin().patients[':id']['questionnaire-requests'].$get({ param: { id: 'inconnu' } }, headers())).status).toBe(404);
    });

    it('withdraws a pending request once; a second withdrawal or a filled one answers 409, an unknown one 404', async () => {
      const { request } = await (await send(patientId, { questionnaire: 'pgic' })).json();
      const cancel = (id: string) => admin()['questionnaire-requests'][':id'].cancel.$post({ param: { id } }, headers());
      const response = await cancel(request.id);
      expect(response.status).toBe(200);
      const [stored] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, request.id));
      expect(stored?.status).toBe('cancelled');
      expect(await auditOf('questionnaire.cancelled', request.id)).toHaveLength(1);

      const again = await cancel(request.id);
      expect(again.status).toBe(409);
      expect((await readJson<ApiErrorBody>(again)).error.message).toBe(outcomeMessages.requestNotPending);

      const { request: filled } = await (await send(patientId, { questionnaire: 'pain_nrs' })).json();
      await testApp().db.update(questionnaireRequests).set({ status: 'completed' }).where(eq(questionnaireRequests.id, filled.id));
      expect((await cancel(filled.id)).status).toBe(409);
      const [still] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, filled.id));
      expect(still?.status).toBe('completed');

      expect((await cancel('inconnu')).status).toBe(404);
      expect(await auditOf('questionnaire.cancelled', filled.id)).toEqual([]);
    });
  });
});
