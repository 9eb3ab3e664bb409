// A batch's run, whatever its kind: one `db.batch` holding the batch's row, the closure of its days
// when a cancellation closes them, every item's guarded
// statements (its change, its report row, its e-mail, its audit entry), the link from each report
// row to its e-mail, and the batch's own audit entry. The e-mails are spaced at the batch's rate
// after its send delay (e-mail i leaves at start + delay + i × 60/rate s): the outbox sender only
// takes a row once its `next_attempt_at` is due, so the queue is throttled and resumable by the
// outbox itself — a sender that stops half-way leaves the rest due for the next one.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BatchItemOutcome, BatchKind } from 'shared-domain/automation/automation';
import type { BatchClosureView, BatchItemView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { type AuditEvent, auditEventInsert, auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { batchItems, batchOperations, emailOutbox } from '../../platform/db/schema';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { outboxInsert } from '../../platform/mail/queue-email';

export type BatchDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets' | 'reportReader'>;
export type Statement = BatchItem<'sqlite'>;

/** What one item's statements need from the run. */
export interface RunContext {
  deps: BatchDeps;
  batchId: string;
  /** The run's instant, ISO. */
  now: string;
  staffId: string;
}

/** One appointment, patient or slot of a batch: what the dry run shows, and how the run does it. */
export interface PlannedItem {
  view: Omit<BatchItemView, 'messageState' | 'outcomeLabel'>;
  /** The item's statements, given when its e-mail (if any) may leave; none: nothing to write. */
  write(run: RunContext, sendAt: string | null): Statement[];
}

export interface BatchPlan {
  kind: BatchKind;
  items: PlannedItem[];
  selectionToken: string;
  /** The days a cancellation closes to booking, and the closure's statements (its id the batch's). */
  closure?: { view: BatchClosureView; write(run: RunContext): Statement[] } | null;
  /** The cancelled visits with a deposit paid (given back once the batch can no longer be undone). */
  deposits?: number;
}

/** The item's report row, written when `onlyIf` holds as the batch reaches it. */
export function itemRow(
  run: RunContext,
  row: {
    appointmentId?: string | null;
    patientId?: string | null;
    outcome: BatchItemOutcome;
    before?: Record<string, unknown> | null;
    movesTo?: string | null;
    note?: string | null;
  },
  onlyIf?: SQL,
): Statement {
  const values = {
    id: randomUUID(),
    batchId: run.batchId,
    appointmentId: row.appointmentId ?? null,
    patientId: row.patientId ?? null,
    outcome: row.outcome,
    before: row.before ?? null,
    movesTo: row.movesTo ?? null,
    note: row.note ?? null,
  };
  return onlyIf ? run.deps.db.run(insertWhere(batchItems, values, onlyIf)) : run.deps.db.insert(batchItems).values(values);
}

/**
 * The item's e-mail, queued with the batch's id and whom it concerns, due at `sendAt`: the insert,
 * then its time (the outbox row's id is the queue's own; the row is found by batch and subject).
 */
export function batchMail(
  run: RunContext,
  mail: OutgoingMail & { kind: string },
  subject: { appointmentId: string | null; patientId: string | null },
  sendAt: string | null,
  onlyIf?: SQL,
): Statement[] {
  const { db } = run.deps;
  const queued = outboxInsert(
    run.deps,
    // Staff ran this batch themselves: a paused or off automatic rule does not swallow its e-mails.
    { ...mail, batchId: run.batchId, appointmentId: subject.appointmentId, patientId: subject.patientId, ignorePause: true },
    onlyIf ? { onlyIf } : {},
  );
  if (sendAt === null) return [queued];
  return [
    queued,
    db
      .update(emailOutbox)
      .set({ nextAttemptAt: sendAt })
      .where(
        and(
          eq(emailOutbox.batchId, run.batchId),
          subject.appointmentId ? eq(emailOutbox.appointmentId, subject.appointmentId) : eq(emailOutbox.patientId, subject.patientId ?? ''),
          isNull(emailOutbox.sentAt),
          eq(emailOutbox.attempts, 0),
        ),
      ),
  ];
}

/** The staff member's audit entry for one item, written when `onlyIf` holds. */
export function itemAudit(run: RunContext, event: Omit<AuditEvent, 'actor'>, onlyIf: SQL): Statement {
  return auditEventInsertWhere(run.deps, { actor: { type: 'staff', id: run.staffId }, ...event } as AuditEvent, onlyIf);
}

/** When the `index`-th e-mail of a batch leaves. */
export function sendTime(start: Date, sendDelayMinutes: number, ratePerMinute: number, index: number): Date {
  return new Date(start.getTime() + sendDelayMinutes * 60_000 + Math.floor((index * 60_000) / ratePerMinute));
}

export interface BatchRun {
  kind: BatchKind;
  /** The request as validated, for the report (never a secret). */
  params: Record<string, unknown>;
  summary: string;
  ratePerMinute: number;
  sendDelayMinutes: number;
  /** How long « Annuler l'opération » stays offered; null: never. */
  undoMinutes: number | null;
  staffId: string;
}

export function itemTotals(items: readonly { view: Pick<BatchItemView, 'outcome' | 'email'> }[]) {
  const touched = items.filter((item) => item.view.outcome !== 'skipped');
  return {
    touched: touched.length,
    skipped: items.length - touched.length,
    emails: touched.filter((item) => item.view.email !== null).length,
  };
}

/** Writes the batch in one `db.batch`; resolves to its id. */
export async function runBatch(deps: BatchDeps, plan: BatchPlan, run: BatchRun): Promise<string> {
  const start = deps.clock.now();
  const context: RunContext = { deps, batchId: randomUUID(), now: start.toISOString(), staffId: run.staffId };
  const { db } = deps;
  const statements: [Statement, ...Statement[]] = [
    db.insert(batchOperations).values({
      id: context.batchId,
      kind: run.kind,
      status: 'done',
      params: run.params,
      summary: run.summary,
      ratePerMinute: run.ratePerMinute,
      createdBy: run.staffId,
      createdAt: context.now,
      undoUntil: run.undoMinutes === null ? null : new Date(start.getTime() + run.undoMinutes * 60_000).toISOString(),
    }),
  ];
  if (plan.closure) statements.push(...plan.closure.write(context));
  let mailIndex = 0;
  for (const item of plan.items) {
    const mails = item.view.outcome !== 'skipped' && item.view.email !== null;
    const sendAt = mails ? sendTime(start, run.sendDelayMinutes, run.ratePerMinute, mailIndex++).toISOString() : null;
    statements.push(...item.write(context, sendAt));
  }
  // Each report row names its e-mail, for its state in the report and for the undo.
  statements.push(
    db.run(sql`update ${batchItems} set outbox_id = (
      select o.id from ${emailOutbox} o where o.batch_id = ${batchItems.batchId}
        and ((${batchItems.appointmentId} is not null and o.appointment_id = ${batchItems.appointmentId})
          or (${batchItems.appointmentId} is null and o.patient_id = ${batchItems.patientId}))
      order by o.created_at limit 1)
      where ${batchItems.batchId} = ${context.batchId} and ${batchItems.outcome} != 'skipped'`),
  );
  const totals = itemTotals(plan.items);
  statements.push(
    auditEventInsert(deps, {
      actor: { type: 'staff', id: run.staffId },
      action: 'batch.run',
      entity: 'batch_operations',
      entityId: context.batchId,
      details: { batchId: context.batchId, kind: run.kind, touched: totals.touched, emails: totals.emails },
    }),
  );
  await db.batch(statements);
  nudgeOutboxSender(deps);
  return context.batchId;
}
