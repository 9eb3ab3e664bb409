// A patient's outcome measures as staff and the record export read them: each score with its
// display and band computed from the stored score by the shared engine, oldest first.
import { asc, eq } from 'drizzle-orm';
import type { OutcomeSource, QuestionnaireId } from 'shared-domain/clinical/clinical-lists';
import { describeScore, questionnaireDefinitions, type QuestionnaireAnswers } from 'shared-domain/clinical/outcome-measures';
import type { Database } from '../../platform/db/client';
import { outcomeMeasures, staffUsers } from '../../platform/db/schema';

export interface OutcomeView {
  id: string;
  questionnaire: QuestionnaireId;
  questionnaireName: string;
  score: number;
  maximum: number;
  /** fr-CA: '34 %' or '6/10'. */
  display: string;
  interpretation: string;
  /** The visit's day, 'YYYY-MM-DD'. */
  recordedOn: string;
  episodeId: string | null;
  appointmentId: string | null;
  source: OutcomeSource;
  /** The staff member who recorded it; null when the patient filled it in the portal. */
  recordedBy: string | null;
  /** Item id → the value chosen (the 0–5 choice of a licensed index, never its statement). */
  answers: QuestionnaireAnswers;
}

export async function readPatientOutcomes(db: Database, patientId: string): Promise<OutcomeView[]> {
  const rows = await db
    .select({
      id: outcomeMeasures.id,
      questionnaire: outcomeMeasures.questionnaire,
      answers: outcomeMeasures.answers,
      score: outcomeMeasures.score,
      recordedOn: outcomeMeasures.recordedOn,
      episodeId: outcomeMeasures.episodeId,
      appointmentId: outcomeMeasures.appointmentId,
      source: outcomeMeasures.source,
      recordedBy: staffUsers.fullName,
    })
    .from(outcomeMeasures)
    .leftJoin(staffUsers, eq(outcomeMeasures.recordedBy, staffUsers.id))
    .where(eq(outcomeMeasures.patientId, patientId))
    .orderBy(asc(outcomeMeasures.recordedOn), asc(outcomeMeasures.createdAt), asc(outcomeMeasures.id));
  return rows.map(({ answers, ...row }) => {
    const definition = questionnaireDefinitions[row.questionnaire];
    return {
      ...row,
      questionnaireName: definition.name,
      ...describeScore(definition, row.score),
      answers: parseAnswers(answers),
    };
  });
}

function parseAnswers(stored: string): QuestionnaireAnswers {
  const parsed: unknown = JSON.parse(stored);
  const answers: QuestionnaireAnswers = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [item, value] of Object.entries(parsed)) if (typeof value === 'number') answers[item] = value;
  }
  return answers;
}
