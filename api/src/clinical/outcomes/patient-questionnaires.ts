// The questionnaires a patient has to fill, and their answers from the portal. Answering records
// the measure and closes the request in one transaction whose writes are conditional on the
// request still pending: a second submission (two tabs, a double click) records nothing more.
import { and, asc, eq, sql } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import {
  answerProblems,
  outcomeMessages,
  questionnaireDefinitions,
  type QuestionnaireAnswers,
} from 'shared-domain/clinical/outcome-measures';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { loadClinicSettings } from '../../clinic/public';
import { appointments, outcomeMeasures, questionnaireRequests } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { questionnaireClosedCode } from './questionnaire-requests';
import { outcomeRow } from './record-outcome';

/** The patient's pending questionnaires, oldest first, each with its definition to fill. */
export async function pendingQuestionnaires(db: AppDeps['db'], patientId: string) {
  const rows = await db
    .select({
      id: questionnaireRequests.id,
      questionnaire: questionnaireRequests.questionnaire,
      sentAt: questionnaireRequests.createdAt,
      appointmentDate: appointments.scheduledDate,
      appointmentTime: appointments.scheduledTime,
    })
    .from(questionnaireRequests)
    .leftJoin(appointments, eq(questionnaireRequests.appointmentId, appointments.id))
    .where(and(eq(questionnaireRequests.patientId, patientId), eq(questionnaireRequests.status, 'pending')))
    .orderBy(asc(questionnaireRequests.createdAt), asc(questionnaireRequests.id));
  return rows.map(({ questionnaire, ...row }) => ({ ...row, definition: questionnaireDefinitions[questionnaire] }));
}

/**
 * Records the patient's answers to one of their requests (dated the clinic's today) and marks it
 * completed. Another patient's request answers as an unknown one (404); one no longer pending, 409.
 */
export async function answerQuestionnaire(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  patient: { id: string; accountId: string },
  requestId: string,
  answers: Readonly<Record<string, number | null>>,
): Promise<{ outcomeId: string }> {
  const [request] = await deps.db
    .select({
      questionnaire: questionnaireRequests.questionnaire,
      status: questionnaireRequests.status,
      appointmentId: questionnaireRequests.appointmentId,
      episodeId: questionnaireRequests.episodeId,
    })
    .from(questionnaireRequests)
    .where(and(eq(questionnaireRequests.id, requestId), eq(questionnaireRequests.patientId, patient.id)));
  if (!request) throw notFound(outcomeMessages.requestNotFound);
  if (request.status !== 'pending') throw new AppError(questionnaireClosedCode, outcomeMessages.alreadyAnswered);

  const problems = answerProblems(questionnaireDefinitions[request.questionnaire], answers);
  if (problems.length > 0) {
    const fields: Record<string, string> = {};
    for (const problem of problems) fields[`answers.${problem.item}`] ??= problem.message;
    throw fieldRefusal(fields);
  }
  const kept: QuestionnaireAnswers = {};
  for (const [item, value] of Object.entries(answers)) if (typeof value === 'number') kept[item] = value;

  const settings = await loadClinicSettings(deps.db);
  const now = deps.clock.now();
  const row = outcomeRow(deps, patient.id, {
    questionnaire: request.questionnaire,
    answers: kept,
    recordedOn: clinicDate(now, settings.timeZone),
    episodeId: request.episodeId,
    appointmentId: request.appointmentId,
    source: 'patient',
    recordedBy: null,
  });
  const stillPending = and(
    eq(questionnaireRequests.id, requestId),
    eq(questionnaireRequests.patientId, patient.id),
    eq(questionnaireRequests.status, 'pending'),
  );
  const whilePending = sql`exists (select 1 from ${questionnaireRequests} where ${stillPending})`;
  const [, inserted] = await deps.db.batch([
    // The audit row in the same transaction, on the same condition, before the update that ends it.
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'patient', id: patient.accountId },
        action: 'questionnaire.completed',
        entity: 'questionnaire_requests',
        entityId: requestId,
        details: { questionnaire: request.questionnaire },
      },
      whilePending,
    ),
    deps.db.run(insertWhere(outcomeMeasures, row, whilePending)),
    deps.db
      .update(questionnaireRequests)
      .set({ status: 'completed', completedAt: now.toISOString(), outcomeId: row.id, updatedAt: now.toISOString() })
      .where(stillPending),
  ]);
  if (inserted.rowsAffected !== 1) throw new AppError(questionnaireClosedCode, outcomeMessages.alreadyAnswered);
  return { outcomeId: row.id };
}
