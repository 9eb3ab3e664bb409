// Demo outcome measures: pain and Oswestry over an episode, a questionnaire sent to the portal patient.
// Camille's pain falls from 7 to 3 over her completed visits, her Oswestry score from severe to
// moderate, and she judges herself much better at the latest visit; an Oswestry waits for her in
// the portal. Scores come from the shared engine, as the API would compute them.
import { randomUUID } from 'node:crypto';
import { clinicInstant, fixedClock } from 'shared-domain/platform/clinic-time';
import type { QuestionnaireId } from 'shared-domain/clinical/clinical-lists';
import { type QuestionnaireAnswers, questionnaireDefinitions, scoreQuestionnaire } from 'shared-domain/clinical/outcome-measures';
import type { ClinicalDemoContext, Statement } from './demo-clinical';
import { demoEpisodeId } from './demo-clinical-record';
import { outcomeMeasures, questionnaireRequests } from '../platform/db/schema';
import { createdTimestamp, timestamps } from '../platform/db/timestamps';

const firstPain = 7;
const lastPain = 3;

/** Oswestry at the start (22/50 = 44 %, severe) and at the latest visit (12/50 = 24 %, moderate). */
const oswestryAtStart = {
  painIntensity: 3,
  personalCare: 2,
  lifting: 3,
  walking: 2,
  sitting: 3,
  standing: 2,
  sleeping: 2,
  sexLife: 2,
  socialLife: 1,
  travelling: 2,
};
const oswestryLater = {
  painIntensity: 2,
  personalCare: 1,
  lifting: 2,
  walking: 1,
  sitting: 1,
  standing: 1,
  sleeping: 1,
  sexLife: 1,
  socialLife: 1,
  travelling: 1,
};

export function demoOutcomeStatements(context: ClinicalDemoContext): Statement[] {
  const { db, timeZone, staffId } = context;
  const patientId = context.patientIds.camille;
  // Her episode of care (« Lombalgie de grossesse »), inserted by the record's demo before these rows.
  const episodeId = demoEpisodeId(context, 'camille');
  const visits = context.completedVisits.filter((visit) => visit.patientId === patientId);
  // Filled during each visit, half an hour after it starts.
  const stamp = (visit: (typeof visits)[number]) =>
    createdTimestamp(fixedClock(new Date(clinicInstant(visit.date, visit.time, timeZone).getTime() + 30 * 60_000))).createdAt;
  const measure = (visit: (typeof visits)[number], questionnaire: QuestionnaireId, answers: QuestionnaireAnswers) => {
    const scored = scoreQuestionnaire(questionnaireDefinitions[questionnaire], answers);
    if (!scored) throw new Error(`the demo ${questionnaire} answers cannot be scored`);
    return {
      id: randomUUID(),
      patientId,
      episodeId,
      appointmentId: visit.appointmentId,
      questionnaire,
      answers: JSON.stringify(answers),
      score: scored.score,
      recordedOn: visit.date,
      source: 'staff' as const,
      recordedBy: staffId,
      createdAt: stamp(visit),
    };
  };

  const rows = visits.map((visit, index) => {
    const pain = visits.length === 1 ? firstPain : Math.round(firstPain - ((firstPain - lastPain) * index) / (visits.length - 1));
    return measure(visit, 'pain_nrs', { pain });
  });
  const [first] = visits;
  const latest = visits.at(-1);
  if (first) rows.push(measure(first, 'oswestry', oswestryAtStart));
  if (latest && latest !== first) {
    rows.push(measure(latest, 'oswestry', oswestryLater));
    rows.push(measure(latest, 'pgic', { change: 6 }));
  }

  const statements: Statement[] = [];
  if (rows.length > 0) statements.push(db.insert(outcomeMeasures).values(rows));
  statements.push(
    db.insert(questionnaireRequests).values({
      patientId,
      questionnaire: 'oswestry',
      episodeId,
      status: 'pending',
      requestedBy: staffId,
      ...timestamps(context.clock),
    }),
  );
  return statements;
}
