import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { outcomeMessages } from 'shared-domain/clinical/outcome-measures';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPatients } from '../../demo/demo-clinic';
import { auditEvents, outcomeMeasures, patientAccounts, patients, questionnaireRequests } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';

describe('the portal questionnaires (/api/portal/questionnaires)', () => {
  // 23:30 at the clinic on 18 November is already the 19th in UTC: the measure is dated the clinic's day.
  const testApp = useTestApp({ now: '2026-11-19T04:30:00Z' });
  let staffId: string;
  let camille: { cookie: string; accountId: string; patientId: string };
  let mathieu: { cookie: string; patientId: string };

  async function sendRequest(
    patientId: string,
    questionnaire: 'pain_nrs' | 'pgic' | 'oswestry' | 'ndi',
    status: 'pending' | 'cancelled' = 'pending',
  ) {
    testApp().clock.advance({ seconds: 1 });
    const [row] = await testApp()
      .db.insert(questionnaireRequests)
      .values({ patientId, questionnaire, status, requestedBy: staffId, ...timestamps(testApp().clock) })
      .returning({ id: questionnaireRequests.id });
    return row!.id;
  }

  const list = (cookie: string) => testApp().api.portal.questionnaires.$get({}, { headers: { cookie } });
  const answer = (id: string, answers: Record<string, unknown>, cookie = camille.cookie) =>
    testApp().api.portal.questionnaires[':id'].answers.$post({ param: { id }, json: { answers } as never }, { headers: { cookie } });
  const outcomesOf = (requestId: string) =>
    testApp()
      .db.select({ id: outcomeMeasures.id })
      .from(outcomeMeasures)
      .innerJoin(questionnaireRequests, eq(questionnaireRequests.outcomeId, outcomeMeasures.id))
      .where(eq(questionnaireRequests.id, requestId));

  beforeAll(async () => {
    const { db } = testApp();
    ({ staffId } = await seededAccounts(testApp()));
    const [account] = await db.select().from(patientAccounts).where(eq(patientAccounts.email, demoPatients.camille.email));
    camille = {
      accountId: account!.id,
      patientId: account!.patientId,
      cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: account!.id }),
    };
    const [other] = await db.select({ id: patients.id }).from(patients).where(eq(patients.email, demoPatients.mathieu.email));
    const [otherAccount] = await db
      .insert(patientAccounts)
      .values({ patientId: other!.id, email: demoPatients.mathieu.email, createdAt: testApp().clock.now().toISOString() })
      .returning({ id: patientAccounts.id });
    mathieu = { patientId: other!.id, cookie: await createTestSession(testApp(), { subjectType: 'patient', subjectId: otherAccount!.id }) };
  });

  it("lists only the session patient's pending questionnaires, oldest first, with their definitions", async () => {
    const pain = await sendRequest(camille.patientId, 'pain_nrs');
    const ndi = await sendRequest(camille.patientId, 'ndi');
    const withdrawn = await sendRequest(camille.patientId, 'pgic', 'cancelled');
    const theirs = await sendRequest(mathieu.patientId, 'oswestry');
    const response = await list(camille.cookie);
    expect(response.status).toBe(200);
    const { questionnaires } = await response.json();
    const ids = questionnaires.map((questionnaire) => questionnaire.id);
    expect(ids.indexOf(pain)).toBeLessThan(ids.indexOf(ndi));
    expect(ids).not.toContain(withdrawn);
    expect(ids).not.toContain(theirs);
    const shown = questionnaires.find((questionnaire) => questionnaire.id === ndi);
    expect(shown?.definition.id).toBe('ndi');
    expect(shown?.definition.items).toHaveLength(10);
    expect(shown).toEqual({
      id: ndi,
      sentAt: expect.any(String),
      appointmentDate: null,
      appointmentTime: null,
      definition: expect.any(Object),
    });

    const others = await (await list(mathieu.cookie)).json();
    expect(others.questionnaires.map((questionnaire) => questionnaire.id)).toEqual([theirs]);
  });

  it('records the answers scored on the server, dated the clinic day, and closes the request', async () => {
    const id = await sendRequest(camille.patientId, 'pain_nrs');
    const response = await answer(id, { pain: 4 });
    expect(response.status).toBe(200);
    const [request] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, id));
    expect(request).toMatchObject({ status: 'completed', completedAt: testApp().clock.now().toISOString(), outcomeId: expect.any(String) });
    const [outcome] = await testApp().db.select().from(outcomeMeasures).where(eq(outcomeMeasures.id, request!.outcomeId!));
    expect(outcome).toMatchObject({
      patientId: camille.patientId,
      questionnaire: 'pain_nrs',
      score: 4,
      source: 'patient',
      recordedBy: null,
      recordedOn: '2026-11-18',
    });
    expect(JSON.parse(outcome!.answers)).toEqual({ pain: 4 });
    const [audit] = await testApp()
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'questionnaire.completed'), eq(auditEvents.entityId, id)));
    expect(audit).toMatchObject({ actorType: 'patient', actorId: camille.accountId, details: { questionnaire: 'pain_nrs' } });

    const again = await answer(id, { pain: 2 });
    expect(again.status).toBe(409);
    expect((await readJson<ApiErrorBody>(again)).error.message).toBe(outcomeMessages.alreadyAnswered);
    expect(await outcomesOf(id)).toHaveLength(1);
  });

  it('keeps one outcome when the same answers are submitted twice at once', async () => {
    const id = await sendRequest(camille.patientId, 'oswestry');
    const answers = {
      painIntensity: 3,
      personalCare: 1,
      lifting: 2,
      walking: 1,
      sitting: 2,
      standing: 2,
      sleeping: 1,
      sexLife: null,
      socialLife: 1,
      travelling: 1,
    };
    const statuses = (await Promise.all([answer(id, answers), answer(id, answers), answer(id, answers)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([200, 409, 409]);
    const stored = await testApp().db.select().from(outcomeMeasures).where(eq(outcomeMeasures.patientId, camille.patientId));
    const [request] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, id));
    expect(stored.filter((outcome) => outcome.id === request!.outcomeId)).toHaveLength(1);
    // 14 / 45 = 31.1 %.
    expect(stored.find((outcome) => outcome.id === request!.outcomeId)?.score).toBe(31.1);
    const forIt = stored.filter((outcome) => outcome.questionnaire === 'oswestry' && outcome.source === 'patient');
    expect(forIt).toHaveLength(1);
  });

  it("answers another patient's request, an unknown one and a withdrawn one as refusals, recording nothing", async () => {
    const theirs = await sendRequest(mathieu.patientId, 'pain_nrs');
    const withdrawn = await sendRequest(camille.patientId, 'pain_nrs', 'cancelled');
    const before = (await testApp().db.select({ id: outcomeMeasures.id }).from(outcomeMeasures)).length;
    const foreign = await answer(theirs, { pain: 3 });
    const unknown = await answer('inconnu', { pain: 3 });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await readJson<ApiErrorBody>(foreign)).toEqual(await readJson<ApiErrorBody>(unknown));
    expect((await answer(withdrawn, { pain: 3 })).status).toBe(409);
    const [still] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, theirs));
    expect(still?.status).toBe('pending');
    expect((await testApp().db.select({ id: outcomeMeasures.id }).from(outcomeMeasures)).length).toBe(before);
  });

  it('refuses invalid answers with French messages per item, leaving the request pending', async () => {
    const id = await sendRequest(camille.patientId, 'pgic');
    for (const [answers, fields] of [
      [
        {},
        {
          'answers.change':
            'Répondez à « Depuis le début de vos soins à la clinique, comment décririez-vous le changement de votre état (douleur, activités, humeur, qualité de vie)? »',
        },
      ],
      [{ change: 9 }, { 'answers.change': expect.stringMatching(/^Choix invalide pour/) }],
      [{ change: 'beaucoup' }, { 'answers.change': outcomeMessages.choiceInvalid }],
      [{ change: 5, pain: 3 }, { 'answers.pain': outcomeMessages.unknownItem }],
    ] as const) {
      const response = await answer(id, answers);
      expect(response.status, JSON.stringify(answers)).toBe(422);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error).toMatchObject({ code: 'VAL_001', fields });
    }
    const [request] = await testApp().db.select().from(questionnaireRequests).where(eq(questionnaireRequests.id, id));
    expect(request).toMatchObject({ status: 'pending', outcomeId: null });
  });
});
