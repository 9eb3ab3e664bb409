// « Annulations automatisées »: what became of each slot freed in a clinic month. A
// cancellation frees its slot; the waitlist job makes an offer of it (scheduling/waitlist/
// slot-offers.ts) and invites people by batches, each with a time to answer; the slot ends
// refilled through the waitlist, taken some other way, or past unfilled. The path is read from
// the rows those steps leave (appointment_slot_offers, slot_offer_invitations), never stored.
//
// Outcomes, in this order:
// - accepted: an invitation was accepted (the slot was refilled through the waitlist, by whom);
// - taken some other way (the offer closed 'filled' or 'cancelled' without an accepted invitation):
//   'expired' when people had been invited, else 'not_offered';
// - past: the slot's time came with the offer still open;
// - offering: invitations pending, none ended yet (or none made yet: quiet hours, nobody matching);
// - cascaded: invitations pending after earlier ones ended — offered onward to the next people;
// - expired: every invitation ended (expired, declined) and nobody holds one now;
// - not_offered: no offer (the slot was already past, a batch cancelled without offering, or the
//   job has not come by yet).
// A cancellation a batch's undo took back is none: its appointment is held again, and the offer the
// waitlist made of its slot meanwhile (closed by the undo) is left out too.
// The month is the clinic's: a cancellation belongs to the month of its `cancelled_at`, an offer of
// a slot freed otherwise (a move, the clinic offering a free slot) to the month it was made.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import type {
  CancellationAutomationView,
  CancellationPathInvitation,
  CancellationPathOutcome,
  CancellationPathView,
} from 'shared-domain/automation/automation-views';
import { addDays, clinicInstant, startOfClinicDay } from 'shared-domain/platform/clinic-time';
import type { InvitationStatus, SlotOfferStatus } from 'shared-domain/scheduling/slot-offer-status';
import type { AppDeps } from '../../deps';
import {
  appointments,
  appointmentSlotOffers,
  auditEvents,
  batchItems,
  batchOperations,
  serviceTypes,
  slotOfferInvitations,
  waitlistEntries,
} from '../../platform/db/schema';

export const cancellationOutcomeLabels: Record<CancellationPathOutcome, string> = {
  accepted: 'Repris par la liste d’attente',
  offering: 'Offre en cours',
  expired: 'Offres expirées sans preneur',
  cascaded: 'Offert aux personnes suivantes',
  past: 'Créneau passé sans preneur',
  not_offered: 'Non offert à la liste d’attente',
};

/** The two closings of an offer by a booking made some other way (`slot-taken.ts`, the job). */
export const takenElsewhereLabels = {
  afterInvitations: 'Créneau réservé autrement pendant les offres',
  beforeInvitations: 'Créneau réservé autrement avant toute offre',
} as const;

export const invitationStatusLabels: Record<InvitationStatus, string> = {
  pending: 'Envoyée, en attente de réponse',
  accepted: 'Acceptée',
  declined: 'Refusée',
  expired: 'Expirée',
  cancelled: 'Annulée (créneau pris)',
};

export const cancelledByLabels = { clinic: 'La clinique', patient: 'Le patient' } as const;

/** The first instant of a clinic month and of the next one. */
export function clinicMonthRange(month: string, timeZone: string): { from: string; to: string } {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7);
  return {
    from: startOfClinicDay(first, timeZone).toISOString(),
    to: startOfClinicDay(`${next}-01`, timeZone).toISOString(),
  };
}

interface OfferFacts {
  status: SlotOfferStatus;
  invitations: { status: InvitationStatus; expiresAt: string }[];
}

/** Where a freed slot's path stands, by the rules at the top of this file. */
export function pathOutcome(offer: OfferFacts | null, slotStart: Date, now: Date): { outcome: CancellationPathOutcome; label: string } {
  const labelled = (outcome: CancellationPathOutcome) => ({ outcome, label: cancellationOutcomeLabels[outcome] });
  if (!offer) return labelled('not_offered');
  const { invitations } = offer;
  if (invitations.some((invitation) => invitation.status === 'accepted')) return labelled('accepted');
  if (offer.status === 'filled' || offer.status === 'cancelled') {
    return invitations.length > 0
      ? { outcome: 'expired', label: takenElsewhereLabels.afterInvitations }
      : { outcome: 'not_offered', label: takenElsewhereLabels.beforeInvitations };
  }
  if (offer.status === 'expired' || slotStart <= now) return labelled('past');
  const live = invitations.filter((invitation) => invitation.status === 'pending' && new Date(invitation.expiresAt) > now);
  const ended = invitations.length - live.length;
  if (live.length > 0) return labelled(ended > 0 ? 'cascaded' : 'offering');
  return labelled(invitations.length === 0 ? 'offering' : 'expired');
}

type PathDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function cancellationPaths(deps: PathDeps, month: string, timeZone: string): Promise<CancellationAutomationView> {
  const { from, to } = clinicMonthRange(month, timeZone);
  const now = deps.clock.now();

  // 1. The appointments cancelled in the month that held a slot.
  const cancelled = await deps.db
    .select({
      id: appointments.id,
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      durationMinutes: appointments.durationMinutes,
      cancelledAt: appointments.cancelledAt,
      serviceName: serviceTypes.name,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(
      and(
        eq(appointments.status, 'cancelled'),
        gte(appointments.cancelledAt, from),
        lt(appointments.cancelledAt, to),
        isNotNull(appointments.scheduledDate),
        isNotNull(appointments.scheduledTime),
      ),
    );
  const cancelledIds = cancelled.map((row) => row.id);

  // 2. Their offers, and the offers of slots freed otherwise made in the month.
  // An offer of a slot a batch freed and its undo took back (made between the two) is no cancellation's:
  // the appointment is there again, so neither it nor its offer is counted.
  const undoneCancellation = deps.db
    .select({ one: sql`1` })
    .from(batchItems)
    .innerJoin(batchOperations, eq(batchOperations.id, batchItems.batchId))
    .where(
      and(
        eq(batchItems.appointmentId, appointmentSlotOffers.appointmentId),
        eq(batchItems.outcome, 'restored'),
        eq(batchOperations.kind, 'cancel'),
        gte(appointmentSlotOffers.createdAt, batchOperations.createdAt),
        lte(appointmentSlotOffers.createdAt, batchOperations.undoneAt),
      ),
    );
  const offerColumns = {
    id: appointmentSlotOffers.id,
    appointmentId: appointmentSlotOffers.appointmentId,
    status: appointmentSlotOffers.status,
    slotDatetime: appointmentSlotOffers.slotDatetime,
    durationMinutes: appointmentSlotOffers.durationMinutes,
    createdAt: appointmentSlotOffers.createdAt,
    serviceName: serviceTypes.name,
    priceCents: serviceTypes.price,
  };
  const offers = await deps.db
    .select(offerColumns)
    .from(appointmentSlotOffers)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointmentSlotOffers.serviceTypeId))
    .where(
      and(
        notExists(undoneCancellation),
        or(
          cancelledIds.length > 0 ? inArray(appointmentSlotOffers.appointmentId, cancelledIds) : undefined,
          and(
            gte(appointmentSlotOffers.createdAt, from),
            lt(appointmentSlotOffers.createdAt, to),
            // A cancellation's offer goes with it, into its own month.
            or(
              isNull(appointmentSlotOffers.appointmentId),
              notInArray(
                appointmentSlotOffers.appointmentId,
                deps.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'cancelled')),
              ),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(appointmentSlotOffers.createdAt));
  const offerIds = offers.map((offer) => offer.id);

  // 3. Who was invited to each, and when.
  const invitations =
    offerIds.length === 0
      ? []
      : await deps.db
          .select({
            offerId: slotOfferInvitations.slotOfferId,
            status: slotOfferInvitations.status,
            createdAt: slotOfferInvitations.createdAt,
            expiresAt: slotOfferInvitations.expiresAt,
            patientName: waitlistEntries.fullName,
          })
          .from(slotOfferInvitations)
          .innerJoin(waitlistEntries, eq(waitlistEntries.id, slotOfferInvitations.waitlistEntryId))
          .where(inArray(slotOfferInvitations.slotOfferId, offerIds))
          .orderBy(asc(slotOfferInvitations.createdAt));

  const byClinic = await cancelledByClinic(deps, cancelledIds);
  const paths: CancellationPathView[] = [];
  const covered = new Set<string>();
  const pathOf = (
    offer: (typeof offers)[number] | undefined,
    appointment: (typeof cancelled)[number] | undefined,
  ): CancellationPathView | undefined => {
    const slotStartsAt =
      offer?.slotDatetime ??
      (appointment?.scheduledDate && appointment.scheduledTime
        ? clinicInstant(appointment.scheduledDate, appointment.scheduledTime, timeZone).toISOString()
        : undefined);
    if (!slotStartsAt) return undefined;
    const invited = offer ? invitations.filter((invitation) => invitation.offerId === offer.id) : [];
    const { outcome, label } = pathOutcome(offer ? { status: offer.status, invitations: invited } : null, new Date(slotStartsAt), now);
    const accepted = invited.find((invitation) => invitation.status === 'accepted');
    return {
      offerId: offer?.id ?? null,
      appointmentId: appointment?.id ?? offer?.appointmentId ?? null,
      slotStartsAt,
      durationMinutes: offer?.durationMinutes ?? appointment?.durationMinutes ?? 0,
      serviceName: offer?.serviceName ?? appointment?.serviceName ?? null,
      cancelledAt: appointment?.cancelledAt ?? null,
      cancelledBy: appointment ? (byClinic.has(appointment.id) ? cancelledByLabels.clinic : cancelledByLabels.patient) : null,
      invitations: invited.map(
        (invitation): CancellationPathInvitation => ({
          patientName: invitation.patientName,
          invitedAt: invitation.createdAt,
          status: invitation.status,
          statusLabel: invitationStatusLabels[invitation.status],
        }),
      ),
      outcome,
      outcomeLabel: label,
      filledBy: accepted?.patientName ?? null,
      revenueKeptCents: outcome === 'accepted' ? (offer?.priceCents ?? 0) : 0,
    };
  };

  for (const appointment of cancelled) {
    const own = offers.filter((offer) => offer.appointmentId === appointment.id);
    for (const offer of own.length > 0 ? own : [undefined]) {
      const path = pathOf(offer, appointment);
      if (path) paths.push(path);
      if (offer) covered.add(offer.id);
    }
  }
  for (const offer of offers) {
    if (covered.has(offer.id)) continue;
    const path = pathOf(offer, undefined);
    if (path) paths.push(path);
  }
  // Newest first: by the cancellation, else by the offer.
  const when = (path: CancellationPathView) =>
    path.cancelledAt ?? offers.find((offer) => offer.id === path.offerId)?.createdAt ?? path.slotStartsAt;
  paths.sort((a, b) => when(b).localeCompare(when(a)));

  const refilled = paths.filter((path) => path.outcome === 'accepted');
  return {
    month,
    totals: {
      cancellations: cancelled.length,
      offered: paths.filter((path) => path.invitations.length > 0).length,
      refilled: refilled.length,
      revenueKeptCents: refilled.reduce((sum, path) => sum + path.revenueKeptCents, 0),
    },
    paths,
  };
}

/**
 * The cancellations the clinic made: a staff member's `appointment.cancelled` in the audit trail,
 * or a batch operation's cancellation. Every other path (the patient's link, the portal, a
 * rebooking answer) is the patient's.
 */
async function cancelledByClinic(deps: PathDeps, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const [audited, batched] = await Promise.all([
    deps.db
      .select({ id: auditEvents.entityId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'appointment.cancelled'),
          eq(auditEvents.entity, 'appointments'),
          eq(auditEvents.actorType, 'staff'),
          inArray(auditEvents.entityId, ids),
        ),
      ),
    deps.db
      .select({ id: batchItems.appointmentId })
      .from(batchItems)
      .where(and(inArray(batchItems.appointmentId, ids), inArray(batchItems.outcome, ['cancelled', 'kept']))),
  ]);
  return new Set([...audited, ...batched].flatMap((row) => (row.id ? [row.id] : [])));
}
