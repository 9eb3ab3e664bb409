// What the holder of a management link may do (specification §2.7, §4): confirm their presence,
// move the appointment to a free slot, or cancel it with a reason. A move or a cancellation frees
// the old slot: a `slot_freed` event is written in the same batch as the change (the waitlist
// will offer that slot), and each write re-checks in SQL what it relies on, so two changes racing
// (two moves into one slot, a move and a cancellation) cannot both win.
import { reminderCoveredAt } from '../emails/reminder-window';
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { errorCodes } from 'shared-domain/platform/errors';
import { onlineBookingMessages, type Reschedule } from 'shared-domain/scheduling/online-booking';
import type { SlotFreedReason } from 'shared-domain/scheduling/appointment-event';
import type { AppDeps } from '../../deps';
import { appointmentEvents, appointments } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { queueAppointmentChangeNotice } from '../emails';
import { AppError } from '../../platform/http/app-error';
import { refuseUnbookableSlot, slotTaken } from '../booking/book-appointment';
import { insertWhere } from '../../platform/db/insert-where';
import { slotIsFree } from '../booking/slot-guard';
import { mintAppointmentLinks } from './appointment-link';
import { changeClosedReason, type ManagedAppointment } from './managed-appointment';
import { holdsSlot as appointmentHoldsSlot, slotTakenStatements } from '../waitlist/slot-taken';

type ChangeDeps = Pick<AppDeps, 'db' | 'clock'>;

export const changeClosed = () => new AppError(errorCodes.appointmentChangeClosed, onlineBookingMessages.changeClosed);

const holdsSlot = inArray(appointments.status, [...slotHoldingStatuses]);

/**
 * Presence is not a change of the agenda: it stays possible inside the cut-off (the reminder the
 * day before asks for it), and only a cancelled or past appointment refuses it. A second
 * confirmation changes nothing.
 */
export async function confirmPresence(deps: ChangeDeps, managed: ManagedAppointment): Promise<void> {
  const { appointment, settings } = managed;
  const closed = changeClosedReason(appointment, settings, deps.clock.now());
  if (closed === 'cancelled' || closed === 'past') throw changeClosed();
  if (appointment.presenceConfirmed) return;
  const updated = await deps.db
    .update(appointments)
    .set({ presenceConfirmed: true, updatedAt: deps.clock.now().toISOString() })
    .where(and(eq(appointments.id, appointment.id), holdsSlot));
  // Cancelled meanwhile (by the clinic or another tab).
  if (updated.rowsAffected === 0) throw changeClosed();
}

/**
 * Moves the appointment to `target`, a free slot of the same length. The old slot must still be
 * the appointment's when the batch runs, so the event records the slot that was really freed.
 */
export async function rescheduleAppointment(
  deps: ChangeDeps,
  managed: ManagedAppointment,
  target: Reschedule,
): Promise<'moved' | 'unchanged'> {
  const { appointment, settings } = managed;
  if (changeClosedReason(appointment, settings, deps.clock.now()) !== null) throw changeClosed();
  const from = { date: appointment.scheduledDate ?? '', time: appointment.scheduledTime ?? '' };
  if (from.date === target.date && from.time === target.time) return 'unchanged';
  const slot = { ...target, durationMinutes: appointment.durationMinutes };
  await refuseUnbookableSlot(deps, settings, slot, appointment);
  const stillThere = and(
    eq(appointments.id, appointment.id),
    holdsSlot,
    eq(appointments.scheduledDate, from.date),
    eq(appointments.scheduledTime, from.time),
  );
  const moved = await freeSlotWith(deps, managed, 'moved', and(stillThere, slotIsFree(deps.db, slot, appointment.id)), {
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    // A new date is a new appointment to remind of and to confirm (unless the move notice, sent
    // within the reminder window, already is the reminder).
    presenceConfirmed: false,
    reminderSentAt: reminderCoveredAt(slot, settings, deps.clock.now()),
  });
  if (moved) return 'moved';
  // Lost: either the slot was taken meanwhile, or the appointment itself changed.
  const [current] = await deps.db.select({ one: sql`1` }).from(appointments).where(stillThere);
  throw current ? slotTaken() : changeClosed();
}

/**
 * The notice of a move, with a link minted for the new date (the old link ends 7 days after the
 * old date). Run after the answer: the move stands whatever happens to the e-mail.
 */
export async function queueMoveNotice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  managed: ManagedAppointment,
  target: Reschedule,
) {
  const { appointment, settings } = managed;
  const [linked] = await mintAppointmentLinks(deps, 'manage', [{ id: appointment.id, scheduledDate: target.date }], settings.timeZone);
  await queueAppointmentChangeNotice(deps, {
    appointmentId: appointment.id,
    change: 'moved',
    manageToken: linked?.linkToken,
    previous: { date: appointment.scheduledDate ?? '', time: appointment.scheduledTime ?? '' },
  });
}

/** Cancels the appointment with the holder's reason (specification §4: status, reason, cancelled_at). */
export async function cancelAppointment(deps: ChangeDeps, managed: ManagedAppointment, reason: string): Promise<void> {
  const { appointment, settings } = managed;
  if (changeClosedReason(appointment, settings, deps.clock.now()) !== null) throw changeClosed();
  const now = deps.clock.now().toISOString();
  const cancelled = await freeSlotWith(deps, managed, 'cancelled', and(eq(appointments.id, appointment.id), holdsSlot), {
    status: 'cancelled',
    cancellationReason: reason,
    cancelledAt: now,
  });
  if (!cancelled) throw changeClosed();
}

/**
 * One batch: the `slot_freed` event for the appointment's current slot, then the change, both
 * under `condition`. The event goes first, under the same condition, and writes nothing the
 * condition reads, so it is recorded exactly when the change is made. Shared with the clinic's
 * own moves and cancellations (admin-calendar), so the waitlist hears of every freed slot alike.
 */
export async function freeSlotWith(
  deps: ChangeDeps,
  { appointment }: Pick<ManagedAppointment, 'appointment'>,
  reason: SlotFreedReason,
  condition: SQL | undefined,
  change: Partial<typeof appointments.$inferInsert>,
): Promise<boolean> {
  const [, changed] = await deps.db.batch([
    deps.db.run(
      insertWhere(
        appointmentEvents,
        {
          id: randomUUID(),
          type: 'slot_freed',
          appointmentId: appointment.id,
          slotDate: appointment.scheduledDate ?? '',
          slotTime: appointment.scheduledTime ?? '',
          durationMinutes: appointment.durationMinutes,
          reason,
          ...createdTimestamp(deps.clock),
        },
        exists(deps.db.select({ one: sql`1` }).from(appointments).where(condition)),
      ),
    ),
    deps.db
      .update(appointments)
      .set({ ...change, updatedAt: deps.clock.now().toISOString() })
      .where(condition),
    // A move takes its new slot: the waitlist's offers for it close with it.
    ...(change.scheduledDate && change.scheduledTime
      ? (() => {
          const slot = {
            date: change.scheduledDate,
            time: change.scheduledTime,
            durationMinutes: change.durationMinutes ?? appointment.durationMinutes,
          };
          return slotTakenStatements(deps, slot, appointmentHoldsSlot(deps.db, appointment.id, slot));
        })()
      : []),
  ]);
  return changed.rowsAffected === 1;
}
