// The back-office's waitlist: the entries with their place, removing one, offering a
// slot by hand, and the offers with how each invitation stands. Every read or change of these
// people's details is in the audit trail.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { slotOfferMessages, slotOfferSchema } from 'shared-domain/scheduling/waitlist';
import { auditEventInsertWhere, recordStaffAuditEvent, staffAuditEvent } from '../../platform/audit/record-audit-event';
import { slotTaken } from '../booking/book-appointment';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointmentSlotOffers, serviceTypes, slotOfferInvitations, waitlistEntries } from '../../platform/db/schema';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import { waitlistEntryFor } from '../../platform/http/health-text';
import { validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { createSlotOffer, inviteNextBatch, signUpOrder } from './slot-offers';
import { idParam } from 'shared-domain/platform/record-id';

const entryNotFound = "Cette inscription n'existe pas.";

/** The entries, mounted at /api/admin/waitlist. */
export function waitlistStaffRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      const rows = await deps.db
        .select({
          id: waitlistEntries.id,
          fullName: waitlistEntries.fullName,
          email: waitlistEntries.email,
          phone: waitlistEntries.phone,
          preferredDays: waitlistEntries.preferredDays,
          preferredTimes: waitlistEntries.preferredTimes,
          notes: waitlistEntries.notes,
          status: waitlistEntries.status,
          source: waitlistEntries.source,
          contactConsentAt: waitlistEntries.contactConsentAt,
          createdAt: waitlistEntries.createdAt,
        })
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.status, ['waiting', 'invited']))
        .orderBy(...signUpOrder);
      let rank = 0;
      const role = c.get('staff').role;
      // The position counts the people waiting only: someone holding an invitation has none.
      const entries = rows.map((row) => ({ ...waitlistEntryFor(role, row), position: row.status === 'waiting' ? ++rank : null }));
      await recordStaffAuditEvent(c, deps, {
        action: 'waitlist.viewed',
        entity: 'waitlist_entries',
        details: { count: entries.length },
      });
      return c.json({ entries }, 200);
    })
    .delete('/:id', allow('everyone'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const stamp = deps.clock.now().toISOString();
      const stillListed = and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, ['waiting', 'invited']));
      const removal = staffAuditEvent(c, { action: 'waitlist_entry.removed', entity: 'waitlist_entries', entityId: id });
      const [, removed] = await deps.db.batch([
        // The audit row in the same transaction, written only if the entry is still there to remove.
        auditEventInsertWhere(deps, removal, sql`exists (select 1 from ${waitlistEntries} where ${stillListed})`),
        deps.db
          .update(waitlistEntries)
          .set({ status: 'removed', updatedAt: stamp })
          .where(stillListed)
          .returning({ id: waitlistEntries.id }),
        deps.db
          .update(slotOfferInvitations)
          .set({ status: 'cancelled' })
          .where(and(eq(slotOfferInvitations.waitlistEntryId, id), eq(slotOfferInvitations.status, 'pending'))),
      ]);
      if (removed.length === 0) throw notFound(entryNotFound);
      return c.json({ removed: true as const }, 200);
    });
}

/** The offers of a slot and their invitations, mounted at /api/admin/slot-offers. */
export function slotOfferRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .post('/', allow('everyone'), validate('json', slotOfferSchema), async (c) => {
      const input = c.req.valid('json');
      const settings = await loadEmailClinic(deps.db);
      if (clinicInstant(input.date, input.time, settings.timeZone) <= deps.clock.now()) {
        throw fieldRefusal({ time: slotOfferMessages.pastSlot });
      }
      if (input.serviceTypeId) {
        const [service] = await deps.db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.id, input.serviceTypeId));
        if (!service) throw fieldRefusal({ serviceTypeId: slotOfferMessages.unknownService });
      }
      const slot = { date: input.date, time: input.time, durationMinutes: input.durationMinutes };
      const offerId = await createSlotOffer(deps, { ...slot, serviceTypeId: input.serviceTypeId ?? null }, settings);
      if (!offerId) throw slotTaken();
      const [offer] = await deps.db.select().from(appointmentSlotOffers).where(eq(appointmentSlotOffers.id, offerId));
      const invited = offer ? await inviteNextBatch(deps, offer, settings) : 0;
      await recordStaffAuditEvent(c, deps, {
        action: 'slot_offer.created',
        entity: 'appointment_slot_offers',
        entityId: offerId,
        details: { invited },
      });
      return c.json({ offer: { id: offerId, invited } }, 201);
    })
    .get('/', allow('everyone'), async (c) => {
      const offers = await deps.db
        .select({
          id: appointmentSlotOffers.id,
          date: appointmentSlotOffers.slotDate,
          time: appointmentSlotOffers.slotTime,
          durationMinutes: appointmentSlotOffers.durationMinutes,
          status: appointmentSlotOffers.status,
          serviceName: serviceTypes.name,
          createdAt: appointmentSlotOffers.createdAt,
        })
        .from(appointmentSlotOffers)
        .leftJoin(serviceTypes, eq(serviceTypes.id, appointmentSlotOffers.serviceTypeId))
        .orderBy(desc(appointmentSlotOffers.slotDatetime))
        .limit(100);
      const invitations = offers.length
        ? await deps.db
            .select({
              id: slotOfferInvitations.id,
              offerId: slotOfferInvitations.slotOfferId,
              status: slotOfferInvitations.status,
              expiresAt: slotOfferInvitations.expiresAt,
              respondedAt: slotOfferInvitations.respondedAt,
              entryId: waitlistEntries.id,
              fullName: waitlistEntries.fullName,
            })
            .from(slotOfferInvitations)
            .innerJoin(waitlistEntries, eq(waitlistEntries.id, slotOfferInvitations.waitlistEntryId))
            .where(
              inArray(
                slotOfferInvitations.slotOfferId,
                offers.map((offer) => offer.id),
              ),
            )
            .orderBy(asc(slotOfferInvitations.createdAt))
        : [];
      await recordStaffAuditEvent(c, deps, {
        action: 'slot_offers.viewed',
        entity: 'appointment_slot_offers',
        details: { count: offers.length },
      });
      return c.json(
        {
          offers: offers.map((offer) => ({
            ...offer,
            serviceName: offer.serviceName ?? null,
            invitations: invitations
              .filter((invitation) => invitation.offerId === offer.id)
              .map(({ offerId: _offer, ...invitation }) => invitation),
          })),
        },
        200,
      );
    });
}
