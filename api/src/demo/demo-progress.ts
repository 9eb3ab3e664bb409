// « Progrès des patients » on the demo practice: each of its patients opened an episode of care at
// the first visit (« Douleur lombaire »), the longest-followed ones closed at their latest visit;
// pain is scored at the first and the latest visit, the Oswestry, the NDI and the impression of
// change for some, so the page shows episodes improved by each threshold and some that are not.
// Read from the practice's visits once they are seeded; scores come from the shared engine.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuestionnaireId } from 'shared-domain/clinical/clinical-lists';
import { type QuestionnaireAnswers, questionnaireDefinitions, scoreQuestionnaire } from 'shared-domain/clinical/outcome-measures';
import { type Clock, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { appointments, episodesOfCare, outcomeMeasures, patients, staffUsers } from '../platform/db/schema';
import { demoSettings } from './demo-clinic';
import { demoPracticePatients } from './demo-practice-month';

/** Followed this many days or more: the episode is closed at the latest visit. */
const closedAfterDays = 46;

/** Answers of a questionnaire whose items add up to `total` (spread over its sections). */
function answersAdding(questionnaire: QuestionnaireId, total: number): QuestionnaireAnswers {
  const items = questionnaireDefinitions[questionnaire].items;
  const answers: QuestionnaireAnswers = {};
  items.forEach((item, index) => {
    answers[item.id] = Math.floor(total / items.length) + (index < total % items.length ? 1 : 0);
  });
  return answers;
}

/** Each patient's scores at the first and at the latest visit, by her place in the practice. */
function plannedScores(index: number): { questionnaire: QuestionnaireId; first: number; latest: number }[] {
  const pain = 6 + (index % 3);
  const planned: { questionnaire: QuestionnaireId; first: number; latest: number }[] = [
    // One in four barely moves (one point): not a meaningful change.
    { questionnaire: 'pain_nrs', first: pain, latest: index % 4 === 3 ? pain - 1 : pain - 3 },
  ];
  if (index % 2 === 0) planned.push({ questionnaire: 'oswestry', first: 21, latest: index % 4 === 0 ? 12 : 18 });
  if (index % 3 === 1) planned.push({ questionnaire: 'ndi', first: 19, latest: 10 });
  if (index % 2 === 1) planned.push({ questionnaire: 'pgic', first: 3, latest: index % 4 === 1 ? 6 : 4 });
  return planned;
}

export async function seedDemoProgress(db: Database, clock: Clock): Promise<void> {
  const [author] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, 'admin')).limit(1);
  if (!author) return;
  const people = await db
    .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
    .from(patients)
    .where(
      inArray(
        patients.lastName,
        demoPracticePatients.map((person) => person.lastName),
      ),
    );
  const at = (date: string, time: string) => clinicInstant(date, time, demoSettings.timeZone).toISOString();
  const episodes: (typeof episodesOfCare.$inferInsert)[] = [];
  const measures: (typeof outcomeMeasures.$inferInsert)[] = [];
  for (const [index, person] of demoPracticePatients.entries()) {
    const patient = people.find((row) => row.firstName === person.firstName && row.lastName === person.lastName);
    if (!patient) continue;
    const visits = await db
      .select({ id: appointments.id, date: appointments.scheduledDate, time: appointments.scheduledTime })
      .from(appointments)
      .where(and(eq(appointments.patientId, patient.id), eq(appointments.status, 'completed')))
      .orderBy(asc(appointments.scheduledDate));
    const first = visits[0];
    const latest = visits.at(-1);
    if (!first?.date || !latest?.date) continue;
    const episodeId = randomUUID();
    const closed = person.firstVisitDaysAgo >= closedAfterDays && latest !== first;
    const opened = at(first.date, first.time ?? '09:00');
    episodes.push({
      id: episodeId,
      patientId: patient.id,
      reason: 'Douleur lombaire',
      startedOn: first.date,
      consentRecordedAt: opened,
      consentRecordedBy: author.id,
      endedOn: closed ? latest.date : null,
      endNote: closed ? 'Objectifs du plan de traitement atteints; suivi au besoin.' : null,
      createdBy: author.id,
      createdAt: opened,
      updatedAt: closed ? at(latest.date, '17:00') : opened,
    });
    for (const plan of plannedScores(index)) {
      for (const [visit, total] of latest === first
        ? ([[first, plan.first]] as const)
        : ([
            [first, plan.first],
            [latest, plan.latest],
          ] as const)) {
        // The impression of change is asked once care is under way: at the latest visit only.
        if (plan.questionnaire === 'pgic' && visit === first) continue;
        const answers = answersAdding(plan.questionnaire, total);
        const scored = scoreQuestionnaire(questionnaireDefinitions[plan.questionnaire], answers);
        if (!scored || !visit.date) continue;
        measures.push({
          id: randomUUID(),
          patientId: patient.id,
          episodeId,
          appointmentId: visit.id,
          questionnaire: plan.questionnaire,
          answers: JSON.stringify(answers),
          score: scored.score,
          recordedOn: visit.date,
          source: 'staff',
          recordedBy: author.id,
          createdAt: new Date(
            Math.min(Date.parse(at(visit.date, visit.time ?? '09:00')) + 30 * 60_000, clock.now().getTime()),
          ).toISOString(),
        });
      }
    }
  }
  if (episodes.length > 0) await db.insert(episodesOfCare).values(episodes);
  if (measures.length > 0) await db.insert(outcomeMeasures).values(measures);
}
