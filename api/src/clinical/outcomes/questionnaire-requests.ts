// Questionnaires the clinic sends to the portal: sent (with an e-mail to the patient), listed on
// the patient file, withdrawn while still pending.
import { and, desc, eq } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { outcomeMessages, type QuestionnaireRequestOrder, questionnaireDefinitions } from 'shared-domain/clinical/outcome-measures';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { AppDeps } from '../../deps';
import { loadEmailClinic } from '../../clinic/public';
import { appointments, questionnaireRequests, staffUsers } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, notFound } from '../../platform/http/app-error';
import { queueEmail } from '../../platform/mail/queue-email';
import { questionnaireRequestEmail } from './questionnaire-request-email';
import { checkFiledUnder, findPatient } from './record-outcome';

/** The refusal of a change to a questionnaire already filled or withdrawn (409). */
export const questionnaireClosedCode = errorCodes.questionnaireClosed;

export async function listQuestionnaireRequests(db: AppDeps['db'], patientId: string) {
  await findPatient(db, patientId);
  const rows = await db
    .select({
      id: questionnaireRequests.id,
      questionnaire: questionnaireRequests.questionnaire,
      status: questionnaireRequests.status,
      appointmentId: questionnaireRequests.appointmentId,
      appointmentDate: appointments.scheduledDate,
      appointmentTime: appointments.scheduledTime,
      episodeId: questionnaireRequests.episodeId,
      requestedBy: staffUsers.fullName,
      sentAt: questionnaireRequests.createdAt,
      completedAt: questionnaireRequests.completedAt,
      outcomeId: questionnaireRequests.outcomeId,
    })
    .from(questionnaireRequests)
    .leftJoin(appointments, eq(questionnaireRequests.appointmentId, appointments.id))
    .leftJoin(staffUsers, eq(questionnaireRequests.requestedBy, staffUsers.id))
    .where(eq(questionnaireRequests.patientId, patientId))
    .orderBy(desc(questionnaireRequests.createdAt), desc(questionnaireRequests.id));
  return rows.map((row) => ({ ...row, questionnaireName: questionnaireDefinitions[row.questionnaire].name }));
}

/** Creates a pending request and e-mails the patient the way to the portal; refuses a patient without e-mail. */
export async function sendQuestionnaire(
  deps: AppDeps,
  patientId: string,
  staffId: string,
  input: QuestionnaireRequestOrder,
): Promise<string> {
  const patient = await findPatient(deps.db, patientId);
  if (!patient.email) throw new AppError(errorCodes.validationFailed, outcomeMessages.noEmail);
  await checkFiledUnder(deps.db, patientId, input);
  const [visit] = input.appointmentId
    ? await deps.db
        .select({ date: appointments.scheduledDate, time: appointments.scheduledTime })
        .from(appointments)
        .where(eq(appointments.id, input.appointmentId))
    : [];
  const settings = await loadEmailClinic(deps.db);
  const [request] = await deps.db
    .insert(questionnaireRequests)
    .values({
      patientId,
      questionnaire: input.questionnaire,
      appointmentId: input.appointmentId,
      episodeId: input.episodeId,
      status: 'pending',
      requestedBy: staffId,
      ...timestamps(deps.clock),
    })
    .returning({ id: questionnaireRequests.id });
  if (!request) throw new Error('the questionnaire request was not stored');
  const mail = questionnaireRequestEmail({
    clinic: settings,
    firstName: patient.firstName,
    visit: visit?.date ? { date: visit.date, time: visit.time } : null,
    portalUrl: absoluteUrl(deps.config.publicUrl, paths.portalAppointments.build()),
  });
  await queueEmail(deps, { to: patient.email, ...mail, patientId, appointmentId: input.appointmentId ?? null });
  return request.id;
}

/** Withdraws a pending request (one statement, so a patient's submission cannot slip between); returns its patient. */
export async function cancelQuestionnaireRequest(deps: Pick<AppDeps, 'db' | 'clock'>, requestId: string): Promise<{ patientId: string }> {
  const [cancelled] = await deps.db
    .update(questionnaireRequests)
    .set({ status: 'cancelled', updatedAt: deps.clock.now().toISOString() })
    .where(and(eq(questionnaireRequests.id, requestId), eq(questionnaireRequests.status, 'pending')))
    .returning({ patientId: questionnaireRequests.patientId });
  if (cancelled) return cancelled;
  const [existing] = await deps.db
    .select({ id: questionnaireRequests.id })
    .from(questionnaireRequests)
    .where(eq(questionnaireRequests.id, requestId));
  if (!existing) throw notFound(outcomeMessages.requestNotFound);
  throw new AppError(questionnaireClosedCode, outcomeMessages.requestNotPending);
}
