// « Annuler l'opération » (issue 23), within `batchLimits.undoWindowMinutes` of a cancellation or
// a move batch, in one `db.batch`. A cancelled appointment comes back when its notice has not left
// (the outbox row neither sent nor claimed by a sender: deleted in the same transaction, so it
// never leaves) and its slot is still free; the waitlist's offer of that slot is withdrawn. One
// whose notice already left stays cancelled (« Déjà avisé, non rétabli »): the patient was told.
// A moved appointment goes back when its old slot is still free; an unsent notice is dropped, a
// sent one is followed by a new « déplacé » notice with the original time. Every statement is
// guarded by the batch's own undo mark, so two undos racing write one.
import { and, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { automationMessages } from 'shared-domain/automation';
import { slotHoldingStatuses } from 'shared-domain/availability';
import { errorCodes } from 'shared-domain/errors';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere, recordAuditEvent } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { appointmentEvents, appointmentLinks, appointments, batchItems, batchOperations, emailOutbox } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { appointmentHoldsSlot, newAppointmentLink, slotIsFree, slotTakenStatements } from '../../scheduling/public';
import { moveEmail } from './batch-emails';
import { selectAppointments } from './batch-selection';
import { planContext } from './batch-plan';
import type { BatchDeps, Statement } from './run-batch';

export const undoNotes = {
  notified: 'Déjà avisé, non rétabli',
  slotTaken: 'Le créneau a été repris entre-temps, non rétabli',
  changed: 'Le rendez-vous a changé depuis l’opération, non rétabli',
} as const;

const undoClosed = (message: string) => new AppError(errorCodes.batchUndoClosed, message);

interface Before {
  status: 'pending' | 'confirmed';
  scheduledDate: string;
  scheduledTime: string;
  durationMinutes: number;
  presenceConfirmed: boolean;
  reminderSentAt: string | null;
  movedTo?: { date: string; time: string };
}

/** Refuses what cannot be undone now (409 AUTO_002), in the words of the reason. */
function refuseUndo(batch: typeof batchOperations.$inferSelect, now: Date): void {
  if (batch.kind !== 'cancel' && batch.kind !== 'move') throw undoClosed(automationMessages.undoNotPossible);
  if (batch.status !== 'done' || batch.undoneAt !== null) throw undoClosed(automationMessages.alreadyUndone);
  if (batch.undoUntil === null) throw undoClosed(automationMessages.undoNotPossible);
  if (Date.parse(batch.undoUntil) <= now.getTime()) throw undoClosed(automationMessages.undoExpired);
}

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
    const id = item.appointmentId;
    const back = { date: before.scheduledDate, time: before.scheduledTime, durationMinutes: before.durationMinutes };
    const restored = exists(
      db
        .select({ one: sql`1` })
        .from(batchItems)
        .where(and(eq(batchItems.id, item.id), eq(batchItems.outcome, 'restored'))),
    );
    const outboxRow = (condition?: SQL) =>
      item.outboxId
        ? exists(
            db
              .select({ one: sql`1` })
              .from(emailOutbox)
              .where(and(eq(emailOutbox.id, item.outboxId), condition)),
          )
        : undefined;
    const unsent = outboxRow(and(isNull(emailOutbox.sentAt), eq(emailOutbox.attempts, 0)));
    const dropNotice = item.outboxId
      ? [
          db
            .delete(emailOutbox)
            .where(and(eq(emailOutbox.id, item.outboxId), isNull(emailOutbox.sentAt), eq(emailOutbox.attempts, 0), restored)),
        ]
      : [];
    const audit = auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'appointment.updated',
        entity: 'appointments',
        entityId: id,
        details: {
          changed: item.outcome === 'cancelled' ? ['status'] : ['scheduledDate'],
          previous:
            item.outcome === 'cancelled'
              ? { date: before.scheduledDate, time: before.scheduledTime }
              : { date: before.movedTo?.date ?? null, time: before.movedTo?.time ?? null },
          notify: false,
          batchId,
        },
      },
      restored,
    );

    if (item.outcome === 'cancelled') {
      // Still as the batch left it: cancelled by it, at its time.
      const asLeft = and(eq(appointments.id, id), eq(appointments.status, 'cancelled'), eq(appointments.cancelledAt, batch.createdAt));
      const restorable = and(
        marked,
        unsent,
        exists(
          db
            .select({ one: sql`1` })
            .from(appointments)
            .where(and(asLeft, slotIsFree(db, back, id))),
        ),
      ) as SQL;
      // Why it stays cancelled: changed since, its notice already left, or its slot taken again.
      const keptNote = sql`case when not ${exists(db.select({ one: sql`1` }).from(appointments).where(asLeft))} then ${undoNotes.changed}
        when not ${unsent ?? sql`1`} then ${undoNotes.notified} else ${undoNotes.slotTaken} end`;
      statements.push(
        db
          .update(batchItems)
          .set({ outcome: 'restored', note: null })
          .where(and(eq(batchItems.id, item.id), restorable)),
        db
          .update(batchItems)
          .set({ outcome: 'kept', note: keptNote })
          .where(and(eq(batchItems.id, item.id), eq(batchItems.outcome, 'cancelled'), marked)),
        audit,
        // The freed slot's event not yet turned into an offer will not be.
        db
          .update(appointmentEvents)
          .set({ handledAt: stamp })
          .where(
            and(
              eq(appointmentEvents.appointmentId, id),
              isNull(appointmentEvents.handledAt),
              eq(appointmentEvents.createdAt, batch.createdAt),
              restored,
            ),
          ),
        db
          .update(appointments)
          .set({ status: before.status, cancellationReason: null, cancelledAt: null, updatedAt: stamp })
          .where(and(asLeft, restored)),
        // The slot is the appointment's again: the waitlist's offer of it is withdrawn (issue 25).
        ...slotTakenStatements(deps, back, and(restored, appointmentHoldsSlot(db, id, back))),
        ...dropNotice,
      );
      continue;
    }

    const movedTo = before.movedTo;
    if (!movedTo) continue;
    const asLeft = and(
      eq(appointments.id, id),
      inArray(appointments.status, [...slotHoldingStatuses]),
      eq(appointments.scheduledDate, movedTo.date),
      eq(appointments.scheduledTime, movedTo.time),
    );
    const restorable = and(
      marked,
      exists(
        db
          .select({ one: sql`1` })
          .from(appointments)
          .where(and(asLeft, slotIsFree(db, back, id))),
      ),
    ) as SQL;
    statements.push(
      db
        .update(batchItems)
        .set({ outcome: 'restored', note: null })
        .where(and(eq(batchItems.id, item.id), restorable)),
      db
        .update(batchItems)
        .set({ outcome: 'kept', note: undoNotes.changed })
        .where(and(eq(batchItems.id, item.id), eq(batchItems.outcome, 'moved'), marked)),
      audit,
      db
        .update(appointments)
        .set({
          scheduledDate: back.date,
          scheduledTime: back.time,
          presenceConfirmed: before.presenceConfirmed,
          reminderSentAt: before.reminderSentAt,
          updatedAt: stamp,
        })
        .where(and(asLeft, restored)),
      ...slotTakenStatements(deps, back, and(restored, appointmentHoldsSlot(db, id, back))),
      ...dropNotice,
    );
    // A notice that already left (or is leaving) is corrected by a new one with the original time.
    const appointment = current.find((row) => row.id === id);
    const sentNotice = outboxRow();
    if (appointment && sentNotice && appointment.email.trim() !== '') {
      const link = newAppointmentLink(deps, 'manage', { id, scheduledDate: back.date }, context.clinic.timeZone);
      const guard = and(restored, sentNotice) as SQL;
      const mail = moveEmail(deps, context.clinic, appointment, movedTo, back, link.linkToken);
      statements.push(
        db.run(insertWhere(appointmentLinks, link.row, guard)),
        outboxInsert(
          deps,
          { to: appointment.email, ...mail, kind: 'reprogrammé', batchId, appointmentId: id, patientId: appointment.patientId },
          { onlyIf: guard },
        ),
      );
    }
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
