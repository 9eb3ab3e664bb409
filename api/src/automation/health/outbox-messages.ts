// « Santé de l'automatisation › Courriels »: every e-mail of the outbox with its state,
// attempts and last error code, and whom it concerns (the patient's name, the appointment's start,
// by join). Never its subject, body or links: they are sealed for the recipient alone. « Réessayer »
// makes a failed message due now, a few times at most (`manualRetryCap`).
import { and, count, desc, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  automationMessages,
  type MessageListQuery,
  type MessageState,
  manualRetryCap,
  messageListPageSize,
  messageStateLabels,
  messageStates,
  otherMessageKindLabels,
} from 'shared-domain/automation/automation';
import type { OutboxMessagePage, OutboxMessageView } from 'shared-domain/automation/automation-views';
import { addDays, clinicInstant, startOfClinicDay } from 'shared-domain/platform/clinic-time';
import { type EmailTemplateKey, emailTemplates } from 'shared-domain/clinic/email-templates';
import { errorCodes } from 'shared-domain/platform/errors';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, emailOutbox, patients } from '../../platform/db/schema';
import { staffAuditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { messageStateCondition, messageStateOf, messageStateSql } from '../../platform/mail/message-state';

type HealthDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;
/** The route's context: the signed-in staff member, for the audit trail. */
type StaffContext = Parameters<typeof staffAuditEventInsertWhere>[0];

export const messageListText = {
  toBeforeFrom: 'La date de fin précède la date de début.',
} as const;

/** The French name of a message's kind: its template's, else the other kinds', else the kind itself. */
export function messageKindLabel(kind: string): string {
  if (Object.hasOwn(emailTemplates, kind)) return emailTemplates[kind as EmailTemplateKey].name;
  return (otherMessageKindLabels as Record<string, string>)[kind] ?? kind;
}

const messageColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  to: emailOutbox.to,
  patientId: emailOutbox.patientId,
  appointmentId: emailOutbox.appointmentId,
  batchId: emailOutbox.batchId,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  attempts: emailOutbox.attempts,
  manualRetries: emailOutbox.manualRetries,
  error: emailOutbox.error,
  firstName: patients.firstName,
  lastName: patients.lastName,
  scheduledDate: appointments.scheduledDate,
  scheduledTime: appointments.scheduledTime,
};

/** A message as the list reads it (the patient and appointment joined: null when none). */
type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

function messageView(row: MessageRow, now: Date, timeZone: string): OutboxMessageView {
  const state = messageStateOf(row, now);
  const patientName = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: messageKindLabel(row.kind),
    state,
    stateLabel: messageStateLabels[state],
    to: row.to,
    patientId: row.patientId,
    patientName,
    appointmentId: row.appointmentId,
    appointmentStartsAt:
      row.scheduledDate && row.scheduledTime ? clinicInstant(row.scheduledDate, row.scheduledTime, timeZone).toISOString() : null,
    batchId: row.batchId,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    nextAttemptAt: state === 'planned' || state === 'failed' ? row.nextAttemptAt : null,
    attempts: row.attempts,
    manualRetries: row.manualRetries,
    errorCode: row.error,
    canRetry: state === 'failed' && row.manualRetries < manualRetryCap,
  };
}

function selectMessages(deps: HealthDeps) {
  return deps.db
    .select(messageColumns)
    .from(emailOutbox)
    .leftJoin(patients, eq(patients.id, emailOutbox.patientId))
    .leftJoin(appointments, eq(appointments.id, emailOutbox.appointmentId));
}

/** The filters but the state: the kind, the patient, the clinic days the message was queued on. */
function filterConditions(query: MessageListQuery, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(emailOutbox.kind, query.kind));
  if (query.patientId) conditions.push(eq(emailOutbox.patientId, query.patientId));
  if (query.from) conditions.push(gte(emailOutbox.createdAt, startOfClinicDay(query.from, timeZone).toISOString()));
  if (query.to) conditions.push(lt(emailOutbox.createdAt, startOfClinicDay(addDays(query.to, 1), timeZone).toISOString()));
  return conditions;
}

/** One page of messages, newest first, with the counts by state over the same filters. */
export async function listOutboxMessages(deps: HealthDeps, query: MessageListQuery): Promise<OutboxMessagePage> {
  if (query.from && query.to && query.to < query.from) throw fieldRefusal('to', messageListText.toBeforeFrom);
  const now = deps.clock.now();
  const { timeZone } = await loadClinicSettings(deps.db);
  const filters = filterConditions(query, timeZone);
  const where = and(...filters, query.state ? messageStateCondition(query.state, now) : undefined);
  const state = messageStateSql(now);
  const [rows, byState] = await Promise.all([
    selectMessages(deps)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(messageListPageSize)
      .offset((query.page - 1) * messageListPageSize),
    deps.db
      .select({ state, count: count() })
      .from(emailOutbox)
      .where(and(...filters))
      .groupBy(state),
  ]);
  const counts = Object.fromEntries(messageStates.map((name) => [name, 0])) as Record<MessageState, number>;
  for (const group of byState) counts[group.state] = Number(group.count);
  return {
    messages: rows.map((row) => messageView(row, now, timeZone)),
    total: query.state ? counts[query.state] : messageStates.reduce((sum, name) => sum + counts[name], 0),
    page: query.page,
    pageSize: messageListPageSize,
    counts,
  };
}

async function loadMessage(deps: HealthDeps, id: string): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(deps).where(eq(emailOutbox.id, id));
  return row;
}

function retryRefusal(row: MessageRow, now: Date): string | null {
  const state = messageStateOf(row, now);
  if (state === 'given_up') return automationMessages.retryGivenUp;
  if (state !== 'failed') return automationMessages.retryNotFailed;
  if (row.manualRetries >= manualRetryCap) return automationMessages.retryCapped;
  return null;
}

/**
 * « Réessayer »: the failed message is due now, one more of its few manual retries, and this
 * instance's sender is woken. The UPDATE re-checks the state and the cap itself (and the count it
 * read, so two presses at once are two retries, each audited, or one refused), and the audit row
 * is written in its batch only if it took.
 */
export async function retryOutboxMessage(deps: HealthDeps, c: StaffContext, id: string): Promise<OutboxMessageView> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await loadMessage(deps, id);
    if (!row) throw notFound(automationMessages.messageNotFound);
    const now = deps.clock.now();
    const refusal = retryRefusal(row, now);
    if (refusal) throw new AppError(errorCodes.retryRefused, refusal);
    const retries = row.manualRetries + 1;
    const [updated] = await deps.db.batch([
      deps.db
        .update(emailOutbox)
        .set({ nextAttemptAt: now.toISOString(), manualRetries: retries })
        .where(
          and(
            eq(emailOutbox.id, id),
            messageStateCondition('failed', now),
            eq(emailOutbox.manualRetries, row.manualRetries),
            lt(emailOutbox.manualRetries, manualRetryCap),
          ),
        ),
      staffAuditEventInsertWhere(
        c,
        deps,
        {
          action: 'automation.message_retried',
          entity: 'email_outbox',
          entityId: id,
          details: { messageId: id, patientId: row.patientId },
        },
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.id, id), eq(emailOutbox.manualRetries, retries), eq(emailOutbox.nextAttemptAt, now.toISOString()))),
        ),
      ),
    ]);
    if (updated.rowsAffected === 1) {
      nudgeOutboxSender(deps);
      const retried = await loadMessage(deps, id);
      if (!retried) throw notFound(automationMessages.messageNotFound);
      return messageView(retried, now, (await loadClinicSettings(deps.db)).timeZone);
    }
    // Another press or the sender changed the row meanwhile: read it again and judge anew.
  }
  throw new AppError(errorCodes.retryRefused, automationMessages.retryNotFailed);
}
