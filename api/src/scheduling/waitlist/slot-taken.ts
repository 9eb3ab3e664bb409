// A slot taken by any path (online or portal booking, accepted invitation or rebooking, staff
// appointment or move) closes the waitlist's open offers for it in the same write: the
// offer becomes 'filled', its pending invitations 'cancelled' (the invitation page then says the
// slot went to someone else), and those invited get their place on the waitlist back. Without
// this, an invitation stayed live, promising a slot the first to accept could no longer get.
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../deps';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { appointments, appointmentSlotOffers, slotOfferInvitations, waitlistEntries } from '../../platform/db/schema';
import type { Slot } from '../booking/slot-guard';

function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const offerStart = sql<number>`(cast(substr(${appointmentSlotOffers.slotTime}, 1, 2) as integer) * 60 + cast(substr(${appointmentSlotOffers.slotTime}, 4, 2) as integer))`;

/**
 * The statements closing the open offers whose slot overlaps `slot`, each written only if `taken`
 * holds (typically: the appointment taking it was written). To run in the taking write's batch,
 * after the statement that takes the slot. Touching ends do not overlap, as in `slotIsFree`.
 */
export function slotTakenStatements(deps: Pick<AppDeps, 'db' | 'clock'>, slot: Slot, taken: SQL | undefined): BatchItem<'sqlite'>[] {
  const start = minutesOfTime(slot.time);
  const end = start + slot.durationMinutes;
  const stamp = deps.clock.now().toISOString();
  const overlapped = deps.db
    .select({ id: appointmentSlotOffers.id })
    .from(appointmentSlotOffers)
    .where(
      and(
        eq(appointmentSlotOffers.status, 'open'),
        eq(appointmentSlotOffers.slotDate, slot.date),
        sql`${offerStart} < ${end}`,
        sql`${start} < ${offerStart} + max(${appointmentSlotOffers.durationMinutes}, 1)`,
      ),
    );
  const pendingThere = and(eq(slotOfferInvitations.status, 'pending'), inArray(slotOfferInvitations.slotOfferId, overlapped));
  return [
    // In this order: the people first, while their invitations are still pending; then the
    // invitations, while their offers are still open; then the offers.
    deps.db
      .update(waitlistEntries)
      .set({ status: 'waiting', updatedAt: stamp })
      .where(
        and(
          eq(waitlistEntries.status, 'invited'),
          inArray(
            waitlistEntries.id,
            deps.db.select({ id: slotOfferInvitations.waitlistEntryId }).from(slotOfferInvitations).where(pendingThere),
          ),
          taken,
        ),
      ),
    deps.db.update(slotOfferInvitations).set({ status: 'cancelled', respondedAt: stamp }).where(and(pendingThere, taken)),
    deps.db
      .update(appointmentSlotOffers)
      .set({ status: 'filled', updatedAt: stamp })
      .where(and(inArray(appointmentSlotOffers.id, overlapped), taken)),
  ];
}

/** True once appointment `id` holds `slot`: the guard for a write that moves or schedules it there. */
export function holdsSlot(db: AppDeps['db'], id: string, slot: Slot): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(appointments)
      .where(
        and(
          eq(appointments.id, id),
          inArray(appointments.status, [...slotHoldingStatuses]),
          eq(appointments.scheduledDate, slot.date),
          eq(appointments.scheduledTime, slot.time),
        ),
      ),
  );
}
