// Recording an outcome measure: the answers are scored here by the shared engine, never taken
// from the browser, and the visit and episode it is filed under must be the patient's own.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { OutcomeSource } from 'shared-domain/clinical/clinical-lists';
import { type OutcomeRecord, outcomeMessages, questionnaireDefinitions, scoreQuestionnaire } from 'shared-domain/clinical/outcome-measures';
import type { AppDeps } from '../../deps';
import { appointments, episodesOfCare, outcomeMeasures, patients } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { fieldRefusal, notFound } from '../../platform/http/app-error';

/** The patient a staff route acts on, or the 404 of an unknown one. */
export async function findPatient(db: AppDeps['db'], patientId: string) {
  const [patient] = await db
    .select({ id: patients.id, firstName: patients.firstName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  return patient;
}

/** Refuses (422, on the field) a visit or an episode that is not the patient's. */
export async function checkFiledUnder(
  db: AppDeps['db'],
  patientId: string,
  filed: { episodeId: string | null; appointmentId: string | null },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (filed.episodeId) {
    const [episode] = await db
      .select({ id: episodesOfCare.id })
      .from(episodesOfCare)
      .where(and(eq(episodesOfCare.id, filed.episodeId), eq(episodesOfCare.patientId, patientId)));
    if (!episode) fields.episodeId = outcomeMessages.episodeNotFound;
  }
  if (filed.appointmentId) {
    const [visit] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, filed.appointmentId), eq(appointments.patientId, patientId)));
    if (!visit) fields.appointmentId = outcomeMessages.appointmentNotFound;
  }
  if (Object.keys(fields).length > 0) throw fieldRefusal(fields);
}

/** The row of a scored measure; `answers` were checked against the definition by the schema. */
export function outcomeRow(
  deps: Pick<AppDeps, 'clock'>,
  patientId: string,
  measure: Omit<OutcomeRecord, 'recordedOn'> & { recordedOn: string; source: OutcomeSource; recordedBy: string | null },
): typeof outcomeMeasures.$inferInsert & { id: string } {
  const scored = scoreQuestionnaire(questionnaireDefinitions[measure.questionnaire], measure.answers);
  // The schema refused these answers already; reaching here with them is a programming error.
  if (!scored) throw new Error('answers that cannot be scored reached outcomeRow');
  return {
    id: randomUUID(),
    patientId,
    questionnaire: measure.questionnaire,
    answers: JSON.stringify(measure.answers),
    score: scored.score,
    recordedOn: measure.recordedOn,
    episodeId: measure.episodeId,
    appointmentId: measure.appointmentId,
    source: measure.source,
    recordedBy: measure.recordedBy,
    ...createdTimestamp(deps.clock),
  };
}

/** Staff record a measure for a visit; returns the new measure's id. */
export async function recordOutcome(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, staffId: string, input: OutcomeRecord) {
  await findPatient(deps.db, patientId);
  await checkFiledUnder(deps.db, patientId, input);
  const row = outcomeRow(deps, patientId, { ...input, source: 'staff', recordedBy: staffId });
  await deps.db.insert(outcomeMeasures).values(row);
  return row.id;
}

/** The patient's episodes of care, oldest first: the ranges the charts show. */
export async function readPatientEpisodes(db: AppDeps['db'], patientId: string) {
  return db
    .select({ id: episodesOfCare.id, reason: episodesOfCare.reason, startedOn: episodesOfCare.startedOn, endedOn: episodesOfCare.endedOn })
    .from(episodesOfCare)
    .where(eq(episodesOfCare.patientId, patientId))
    .orderBy(asc(episodesOfCare.startedOn), asc(episodesOfCare.createdAt));
}
