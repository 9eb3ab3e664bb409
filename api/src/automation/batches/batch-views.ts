// A batch's report as « Opérations groupées » shows it: what it did to each appointment or
// patient, and each e-mail's state as the outbox holds it (planifié, envoyé, échec, abandonné).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  batchItemOutcomeLabels,
  batchKindLabels,
  batchStatusLabels,
  type BatchItemOutcome,
  type BatchKind,
  type BatchStatus,
} from 'shared-domain/automation/automation';
import type { BatchItemView, BatchListView, BatchView } from 'shared-domain/automation/automation-views';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import {
  appointments,
  batchItems,
  batchOperations,
  blockedTimes,
  emailOutbox,
  patients,
  paymentTransactions,
  serviceTypes,
  staffUsers,
} from '../../platform/db/schema';
import { messageStateOf } from '../../platform/mail/message-state';
import { batchEmailLabels } from './batch-emails';

const recentBatches = 50;

type BatchRow = typeof batchOperations.$inferSelect & {
  createdByName: string | null;
  closureStart: string | null;
  closureEnd: string | null;
};

interface ItemRow {
  appointmentId: string | null;
  patientId: string | null;
  outcome: BatchItemOutcome;
  before: Record<string, unknown> | null;
  movesTo: string | null;
  note: string | null;
  appointmentName: string | null;
  firstName: string | null;
  lastName: string | null;
  serviceName: string | null;
  to: string | null;
  sentAt: string | null;
  attempts: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  queuedAt: string | null;
}

function itemView(kind: BatchKind, row: ItemRow, timeZone: string, now: Date): BatchItemView {
  const before = row.before ?? {};
  const date = typeof before.scheduledDate === 'string' ? before.scheduledDate : null;
  const time = typeof before.scheduledTime === 'string' ? before.scheduledTime : null;
  // The state « Santé de l'automatisation » gives the same e-mail (one rule: platform/mail/message-state.ts).
  const messageState =
    row.to === null || row.queuedAt === null ? null : messageStateOf({ ...row, attempts: row.attempts ?? 0, createdAt: row.queuedAt }, now);
  return {
    appointmentId: row.appointmentId,
    patientId: row.patientId,
    patientName: row.appointmentName ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || ''),
    startsAt: date && time ? clinicInstant(date, time, timeZone).toISOString() : null,
    movesTo: row.movesTo,
    serviceName: row.serviceName,
    email: row.to,
    emailLabel: row.to === null ? null : batchEmailLabels[kind],
    outcome: row.outcome,
    outcomeLabel: batchItemOutcomeLabels[row.outcome],
    note: row.note,
    messageState,
  };
}

function undoState(row: BatchRow, now: Date, mayUndo: boolean) {
  const open = row.undoUntil !== null && row.status === 'done' && Date.parse(row.undoUntil) > now.getTime();
  return { undoUntil: row.status === 'done' ? row.undoUntil : null, canUndo: open && mayUndo };
}

async function loadBatchRows(db: AppDeps['db'], id?: string): Promise<BatchRow[]> {
  const query = db
    .select({
      id: batchOperations.id,
      kind: batchOperations.kind,
      status: batchOperations.status,
      params: batchOperations.params,
      summary: batchOperations.summary,
      ratePerMinute: batchOperations.ratePerMinute,
      createdBy: batchOperations.createdBy,
      createdAt: batchOperations.createdAt,
      undoUntil: batchOperations.undoUntil,
      undoneAt: batchOperations.undoneAt,
      undoneBy: batchOperations.undoneBy,
      createdByName: staffUsers.fullName,
      closureStart: blockedTimes.startDate,
      closureEnd: blockedTimes.endDate,
    })
    .from(batchOperations)
    .leftJoin(staffUsers, eq(staffUsers.id, batchOperations.createdBy))
    // The days a cancellation closed: its closure carries the batch's id while it stands.
    .leftJoin(blockedTimes, eq(blockedTimes.id, batchOperations.id));
  return id === undefined
    ? query.orderBy(desc(batchOperations.createdAt), desc(sql`${batchOperations}.rowid`)).limit(recentBatches)
    : query.where(eq(batchOperations.id, id));
}

/** The counts of each batch's items and e-mails, read in one query. */
async function batchTotals(db: AppDeps['db'], ids: string[]) {
  if (ids.length === 0) return new Map<string, BatchView['totals']>();
  const rows = await db
    .select({
      batchId: batchItems.batchId,
      touched: sql<number>`sum(case when ${batchItems.outcome} != 'skipped' then 1 else 0 end)`,
      skipped: sql<number>`sum(case when ${batchItems.outcome} = 'skipped' then 1 else 0 end)`,
      restored: sql<number>`sum(case when ${batchItems.outcome} = 'restored' then 1 else 0 end)`,
      emails: sql<number>`sum(case when ${batchItems.outboxId} is not null then 1 else 0 end)`,
      sent: sql<number>`sum(case when ${emailOutbox.sentAt} is not null then 1 else 0 end)`,
      failed: sql<number>`sum(case when ${emailOutbox.sentAt} is null and ${emailOutbox.error} is not null then 1 else 0 end)`,
      // The visits it cancelled that had a deposit paid: each goes back once the batch can no longer be undone.
      deposits: sql<number>`sum(case when ${batchItems.outcome} in ('cancelled', 'kept') and exists (select 1 from ${paymentTransactions} where ${paymentTransactions.appointmentId} = ${batchItems.appointmentId} and ${paymentTransactions.transactionType} = 'deposit' and ${paymentTransactions.status} = 'completed') then 1 else 0 end)`,
    })
    .from(batchItems)
    .leftJoin(emailOutbox, eq(emailOutbox.id, batchItems.outboxId))
    .where(inArray(batchItems.batchId, ids))
    .groupBy(batchItems.batchId);
  return new Map(
    rows.map((row) => [
      row.batchId,
      {
        touched: Number(row.touched ?? 0),
        skipped: Number(row.skipped ?? 0),
        emails: Number(row.emails ?? 0),
        sent: Number(row.sent ?? 0),
        failed: Number(row.failed ?? 0),
        restored: Number(row.restored ?? 0),
        deposits: Number(row.deposits ?? 0),
      },
    ]),
  );
}

const noTotals = { touched: 0, skipped: 0, emails: 0, sent: 0, failed: 0, restored: 0, deposits: 0 };

function header(row: BatchRow, totals: BatchView['totals'], now: Date, mayUndo: boolean): Omit<BatchView, 'items'> {
  return {
    id: row.id,
    kind: row.kind as BatchKind,
    kindLabel: batchKindLabels[row.kind as BatchKind],
    status: row.status as BatchStatus,
    statusLabel: batchStatusLabels[row.status as BatchStatus],
    createdAt: row.createdAt,
    createdByName: row.createdByName ?? '',
    summary: row.summary,
    totals,
    ...undoState(row, now, mayUndo),
    closure: row.closureStart && row.closureEnd ? { startDate: row.closureStart, endDate: row.closureEnd } : null,
  };
}

/** The recent 50 batches, newest first. */
export async function listBatches(deps: Pick<AppDeps, 'db' | 'clock'>, mayUndo: boolean): Promise<BatchListView> {
  const rows = await loadBatchRows(deps.db);
  const totals = await batchTotals(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = deps.clock.now();
  return { batches: rows.map((row) => header(row, totals.get(row.id) ?? noTotals, now, mayUndo)) } satisfies BatchListView;
}

/** One batch with its items; undefined when there is none with this id. */
export async function loadBatchView(deps: Pick<AppDeps, 'db' | 'clock'>, id: string, mayUndo: boolean): Promise<BatchView | undefined> {
  const [row] = await loadBatchRows(deps.db, id);
  if (!row) return undefined;
  const [{ timeZone }, totals, items] = await Promise.all([
    loadClinicSettings(deps.db),
    batchTotals(deps.db, [id]),
    deps.db
      .select({
        appointmentId: batchItems.appointmentId,
        patientId: batchItems.patientId,
        outcome: batchItems.outcome,
        before: batchItems.before,
        movesTo: batchItems.movesTo,
        note: batchItems.note,
        appointmentName: appointments.name,
        firstName: patients.firstName,
        lastName: patients.lastName,
        serviceName: serviceTypes.name,
        to: emailOutbox.to,
        sentAt: emailOutbox.sentAt,
        attempts: emailOutbox.attempts,
        error: emailOutbox.error,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        queuedAt: emailOutbox.createdAt,
      })
      .from(batchItems)
      .leftJoin(appointments, eq(appointments.id, batchItems.appointmentId))
      .leftJoin(patients, eq(patients.id, batchItems.patientId))
      .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
      .leftJoin(emailOutbox, eq(emailOutbox.id, batchItems.outboxId))
      .where(eq(batchItems.batchId, id))
      .orderBy(sql`${batchItems}.rowid`),
  ]);
  const kind = row.kind as BatchKind;
  return {
    ...header(row, totals.get(id) ?? noTotals, deps.clock.now(), mayUndo),
    items: items.map((item) => itemView(kind, item as ItemRow, timeZone, deps.clock.now())),
  } satisfies BatchView;
}
