// Undoing one move of a batch: the appointment goes back when its old slot is still free; an
// unsent notice is dropped, a sent one (or one leaving) is followed by a new « déplacé » notice
// with the original time.
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { appointmentLinks, appointments, batchItems } from '../../platform/db/schema';
import { outboxInsert } from '../../platform/mail/queue-email';
import { appointmentHoldsSlot, newAppointmentLink, slotIsFree, slotTakenStatements } from '../../scheduling/public';
import { moveEmail } from './batch-emails';
import type { planContext } from './batch-plan';
import type { selectAppointments } from './batch-selection';
import type { BatchDeps, Statement } from './run-batch';
import { type UndoItem, undoItemGuards, undoNotes } from './undo-item';

type PlanContext = Awaited<ReturnType<typeof planContext>>;
type MovedAppointment = Awaited<ReturnType<typeof selectAppointments>>[number];

export function undoMovedItem(
  deps: BatchDeps & Pick<AppDeps, 'config'>,
  undo: UndoItem,
  context: PlanContext,
  appointment: MovedAppointment | undefined,
): Statement[] {
  const { db } = deps;
  const { item, before, marked, stamp, batchId } = undo;
  const movedTo = before.movedTo;
  if (!movedTo) return [];
  const id = item.appointmentId;
  const { back, restored, outboxRow, dropNotice, audit } = undoItemGuards(deps, undo);
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
  const statements: Statement[] = [
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
  ];
  // A notice that already left (or is leaving) is corrected by a new one with the original time.
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
  return statements;
}
