// « Annuler l'opération », within `batchLimits.undoWindowMinutes` of a cancellation or a move
// batch, in one `db.batch`: the batch is marked undone, the days it closed to booking reopened,
// each item restored or kept with its
// reason (undo-cancelled-item, undo-moved-item), then the batch's status says whether all came
// back. Every statement is guarded by the batch's own undo mark, so two undos racing write one.
import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { automationMessages } from 'shared-domain/automation/automation';
import { closureRemovedStatements, findClosure } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { batchItems, batchOperations } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { planContext } from './batch-plan';
import { selectAppointments } from './batch-selection';
import type { BatchDeps, Statement } from './run-batch';
import { undoCancelledItem } from './undo-cancelled-item';
import type { Before } from './undo-item';
import { undoMovedItem } from './undo-moved-item';
import { refuseUndo, undoClosed } from './undo-refusal';

export async function undoBatch(deps: BatchDeps & Pick<AppDeps, 'config'>, batchId: string, staffId: string): Promise<void> {
  const { db } = deps;
  const [batch] = await db.select().from(batchOperations).where(eq(batchOperations.id, batchId));
  if (!batch) throw notFound(automationMessages.batchNotFound);
  const now = deps.clock.now();
  refuseUndo(batch, now);
  const stamp = now.toISOString();
  const items = await db
    .select()
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.outcome, ['cancelled', 'moved'])));

  // Set by the first statement only if the batch is still undoable: every other statement requires it.
  const marked = exists(
    db
      .select({ one: sql`1` })
      .from(batchOperations)
      .where(and(eq(batchOperations.id, batchId), eq(batchOperations.undoneAt, stamp), eq(batchOperations.undoneBy, staffId))),
  );
  const statements: [Statement, ...Statement[]] = [
    db
      .update(batchOperations)
      .set({ undoneAt: stamp, undoneBy: staffId })
      .where(
        and(
          eq(batchOperations.id, batchId),
          eq(batchOperations.status, 'done'),
          isNull(batchOperations.undoneAt),
          sql`${batchOperations.undoUntil} > ${stamp}`,
        ),
      ),
  ];
  // The days the batch closed to booking open again with it (the closure carries the batch's id).
  const closure = await findClosure(deps, batchId);
  if (closure) statements.push(...closureRemovedStatements(deps, staffId, closure, marked));
  const context = await planContext(deps);
  const movedIds = items.filter((item) => item.outcome === 'moved' && item.appointmentId).map((item) => item.appointmentId as string);
  const current =
    movedIds.length === 0
      ? []
      : await selectAppointments(
          deps,
          { type: 'appointments', appointmentIds: movedIds },
          { futureOnly: false, timeZone: context.clinic.timeZone },
        );

  for (const item of items) {
    const before = item.before as unknown as Before | null;
    if (!before || !item.appointmentId) continue;
    const undo = {
      batchId,
      batchCreatedAt: batch.createdAt,
      staffId,
      stamp,
      marked,
      item: { id: item.id, appointmentId: item.appointmentId, outcome: item.outcome, outboxId: item.outboxId },
      before,
    };
    statements.push(
      ...(item.outcome === 'cancelled'
        ? undoCancelledItem(deps, undo)
        : undoMovedItem(
            deps,
            undo,
            context,
            current.find((row) => row.id === item.appointmentId),
          )),
    );
  }
  statements.push(
    db
      .update(batchOperations)
      .set({
        status: sql`case when exists (select 1 from ${batchItems} where ${batchItems.batchId} = ${batchId} and ${batchItems.outcome} = 'kept') then 'partly_undone' else 'undone' end`,
      })
      .where(and(eq(batchOperations.id, batchId), marked)),
  );
  const [markedBatch] = await db.batch(statements);
  if (markedBatch.rowsAffected !== 1) {
    // Another undo (or the window's end) came first.
    const [again] = await db.select().from(batchOperations).where(eq(batchOperations.id, batchId));
    if (again) refuseUndo(again, deps.clock.now());
    throw undoClosed(automationMessages.alreadyUndone);
  }
  nudgeOutboxSender(deps);
  const counts = await db
    .select({ outcome: batchItems.outcome, count: sql<number>`count(*)` })
    .from(batchItems)
    .where(eq(batchItems.batchId, batchId))
    .groupBy(batchItems.outcome);
  const countOf = (outcome: string) => Number(counts.find((row) => row.outcome === outcome)?.count ?? 0);
  await recordAuditEvent(deps, {
    actor: { type: 'staff', id: staffId },
    action: 'batch.undone',
    entity: 'batch_operations',
    entityId: batchId,
    details: { batchId, restored: countOf('restored'), kept: countOf('kept') },
  });
}
