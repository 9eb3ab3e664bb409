// Undoing one cancellation of a batch: the appointment comes back when its notice has not left
// (the outbox row neither sent nor claimed by a sender: deleted in the same transaction, so it
// never leaves) and its slot is still free; the waitlist's offer of that slot is withdrawn. One
// whose notice already left stays cancelled (« Déjà avisé, non rétabli »): the patient was told.
import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import { appointmentEvents, appointments, batchItems } from '../../platform/db/schema';
import { appointmentHoldsSlot, slotIsFree, slotTakenStatements, withdrawRebookingRequests } from '../../scheduling/public';
import type { BatchDeps, Statement } from './run-batch';
import { type UndoItem, undoItemGuards, undoNotes } from './undo-item';

export function undoCancelledItem(deps: BatchDeps, undo: UndoItem): Statement[] {
  const { db } = deps;
  const { item, before, marked, stamp, batchCreatedAt } = undo;
  const id = item.appointmentId;
  const { back, restored, unsent, dropNotice, audit } = undoItemGuards(deps, undo);
  // Still as the batch left it: cancelled by it, at its time.
  const asLeft = and(eq(appointments.id, id), eq(appointments.status, 'cancelled'), eq(appointments.cancelledAt, batchCreatedAt));
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
  return [
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
          eq(appointmentEvents.createdAt, batchCreatedAt),
          restored,
        ),
      ),
    db
      .update(appointments)
      .set({ status: before.status, cancellationReason: null, cancelledAt: null, updatedAt: stamp })
      .where(and(asLeft, restored)),
    // The slot is the appointment's again: the waitlist's offer of it is withdrawn.
    ...slotTakenStatements(deps, back, and(restored, appointmentHoldsSlot(db, id, back))),
    // Its notice never leaves: the rebooking link it carried is withdrawn with it.
    withdrawRebookingRequests(deps, id, batchCreatedAt, restored),
    ...dropNotice,
  ];
}
