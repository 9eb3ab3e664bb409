import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readPatientOutcomes } from '../clinical/outcomes/read-outcomes';
import { createTestSession, seededAccounts, useTestApp } from '../testing/test-app';
import { demoEpisodeId } from './demo-clinical-record';
import { questionnaireRequests } from '../platform/db/schema';

describe('the demo outcome measures', () => {
  const testApp = useTestApp();

  it('gives the portal patient falling pain, two Oswestry scores, a PGIC at the latest visit and an Oswestry to fill', async () => {
    const { patientId, patientAccountId } = await seededAccounts(testApp());
    const outcomes = await readPatientOutcomes(testApp().db, patientId);
    const pain = outcomes.filter((outcome) => outcome.questionnaire === 'pain_nrs').map((outcome) => outcome.score);
    expect(pain.length).toBeGreaterThan(1);
    expect(pain[0]).toBe(7);
    expect(pain.at(-1)).toBe(3);
    expect(pain).toEqual([...pain].sort((a, b) => b - a));
    const oswestry = outcomes.filter((outcome) => outcome.questionnaire === 'oswestry');
    expect(oswestry.map((outcome) => outcome.display)).toEqual(['44\u00a0%', '24\u00a0%']);
    // Filed under her episode of care, whose dates the charts show as the range.
    const episodes = new Set(outcomes.map((outcome) => outcome.episodeId));
    expect([...episodes]).toEqual([demoEpisodeId({ patientIds: { camille: patientId, lea: '', mathieu: '', noah: '' } }, 'camille')]);
    const [pgic] = outcomes.filter((outcome) => outcome.questionnaire === 'pgic');
    expect(pgic).toMatchObject({ display: '6/7', recordedOn: outcomes.at(-1)?.recordedOn });

    const pending = await testApp()
      .db.select({ id: questionnaireRequests.id, questionnaire: questionnaireRequests.questionnaire })
      .from(questionnaireRequests)
      .where(and(eq(questionnaireRequests.patientId, patientId), eq(questionnaireRequests.status, 'pending')))
      .orderBy(asc(questionnaireRequests.createdAt));
    expect(pending.map((request) => request.questionnaire)).toEqual(['oswestry']);
    const cookie = await createTestSession(testApp(), { subjectType: 'patient', subjectId: patientAccountId });
    const { questionnaires } = await (await testApp().api.portal.questionnaires.$get({}, { headers: { cookie } })).json();
    expect(questionnaires.map((questionnaire) => questionnaire.id)).toEqual([pending[0]?.id]);
  });
});
