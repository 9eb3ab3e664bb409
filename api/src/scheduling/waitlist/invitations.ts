// The invitation link (specification §2.8, §4): what it shows, and its three answers.
// Only a pending, unexpired invitation of an open offer can be accepted or declined. Accepting is
// one guarded batch: the appointment is written only if the slot is still free, the invitation
// still pending and unexpired and the offer still open, and everything else follows it, so of
// many invitees answering at once exactly one gets the slot and the others a clear 409.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { errorCodes } from 'shared-domain/platform/errors';
import { type InvitationState, invitationMessages } from 'shared-domain/scheduling/waitlist';
import { reminderCoveredAt } from '../emails/reminder-window';
import { guardedAppointmentStatements } from '../booking/guarded-appointment';
import { matchPatientRecord, splitFullName } from '../booking/patient-record';
import { slotIsFree } from '../booking/slot-guard';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointmentSlotOffers, serviceTypes, slotOfferInvitations, waitlistEntries } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, notFound } from '../../platform/http/app-error';
import { newAppointmentLink } from '../links/appointment-link';
import { hashToken } from '../../platform/tokens/tokens';

type InvitationDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The invitation a link token opens, with its offer and person; 404 when none. */
export async function openInvitation(deps: InvitationDeps, token: string) {
  const [row] = await deps.db
    .select({
      id: slotOfferInvitations.id,
      status: slotOfferInvitations.status,
      expiresAt: slotOfferInvitations.expiresAt,
      entryId: waitlistEntries.id,
      fullName: waitlistEntries.fullName,
      email: waitlistEntries.email,
      phone: waitlistEntries.phone,
      notes: waitlistEntries.notes,
      offerId: appointmentSlotOffers.id,
      offerStatus: appointmentSlotOffers.status,
      slotDate: appointmentSlotOffers.slotDate,
      slotTime: appointmentSlotOffers.slotTime,
      durationMinutes: appointmentSlotOffers.durationMinutes,
      serviceTypeId: appointmentSlotOffers.serviceTypeId,
      serviceName: serviceTypes.name,
      requiresDeposit: serviceTypes.requiresDeposit,
      depositAmount: serviceTypes.depositAmount,
    })
    .from(slotOfferInvitations)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, slotOfferInvitations.waitlistEntryId))
    .innerJoin(appointmentSlotOffers, eq(appointmentSlotOffers.id, slotOfferInvitations.slotOfferId))
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointmentSlotOffers.serviceTypeId))
    .where(eq(slotOfferInvitations.tokenHash, hashToken(token)));
  if (!row) throw notFound(invitationMessages.notFound);
  return row;
}

export type OpenedInvitation = Awaited<ReturnType<typeof openInvitation>>;

/** Where the invitation stands as the page shows it (spec §4: a past end counts as expired). */
export function invitationState(invitation: OpenedInvitation, now: Date): InvitationState {
  switch (invitation.status) {
    case 'accepted':
      return 'accepted';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'taken';
    case 'declined':
      return 'invalid';
    case 'pending':
      if (invitation.offerStatus === 'filled' || invitation.offerStatus === 'cancelled') return 'taken';
      if (invitation.offerStatus === 'expired' || invitation.expiresAt <= now.toISOString()) return 'expired';
      return 'pending';
  }
}

/** What the page shows: no e-mail, no phone, only the first name. */
export function describeInvitation(invitation: OpenedInvitation, now: Date) {
  return {
    state: invitationState(invitation, now),
    slot: {
      date: invitation.slotDate,
      time: invitation.slotTime,
      durationMinutes: invitation.durationMinutes,
      serviceName: invitation.serviceName ?? null,
    },
    firstName: splitFullName(invitation.fullName).firstName,
    expiresAt: invitation.expiresAt,
  };
}

/** The refusal for an invitation that cannot be answered (any state but pending). */
export function answerRefusal(state: Exclude<InvitationState, 'pending'>): AppError {
  switch (state) {
    case 'taken':
      return new AppError(errorCodes.offerTaken, invitationMessages.taken);
    case 'expired':
      return new AppError(errorCodes.invitationExpired, invitationMessages.expired);
    case 'accepted':
      return new AppError(errorCodes.invitationNotValid, invitationMessages.alreadyAccepted);
    case 'invalid':
      return new AppError(errorCodes.invitationNotValid, invitationMessages.notValid);
  }
}

/**
 * Books the offered slot for the invitee: pending like an online booking, source waitlist, linked
 * to the clinic's record for that e-mail (a new record when none). Returns the appointment and its
 * management link's clear token, for the confirmation e-mail only.
 */
export async function acceptInvitation(deps: InvitationDeps, token: string): Promise<{ appointmentId: string; manageToken: string }> {
  const invitation = await openInvitation(deps, token);
  const now = deps.clock.now();
  const state = invitationState(invitation, now);
  if (state !== 'pending') throw answerRefusal(state);
  const settings = await loadClinicSettings(deps.db);
  const slot = { date: invitation.slotDate, time: invitation.slotTime, durationMinutes: invitation.durationMinutes };
  const record = await matchPatientRecord(deps.db, invitation.email);
  const appointmentId = randomUUID();
  const link = newAppointmentLink(deps, 'manage', { id: appointmentId, scheduledDate: slot.date }, settings.timeZone);
  const stamp = now.toISOString();
  const { written, statements: booked } = guardedAppointmentStatements(deps, {
    appointment: {
      id: appointmentId,
      patientId: record.kind === 'one' ? record.patientId : null,
      name: invitation.fullName,
      email: invitation.email,
      phone: invitation.phone,
      notes: invitation.notes || null,
      status: 'pending',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      durationMinutes: slot.durationMinutes,
      serviceTypeId: invitation.serviceTypeId,
      bookingSource: 'waitlist',
      paymentStatus: 'pending',
      paymentAmount: 0,
      depositAmount: invitation.requiresDeposit ? (invitation.depositAmount ?? 0) : 0,
      reminderSentAt: reminderCoveredAt(slot, settings, now),
      ...timestamps(deps.clock),
    },
    condition: and(
      slotIsFree(deps.db, slot),
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(slotOfferInvitations)
          .where(
            and(
              eq(slotOfferInvitations.id, invitation.id),
              eq(slotOfferInvitations.status, 'pending'),
              gt(slotOfferInvitations.expiresAt, stamp),
            ),
          ),
      ),
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(appointmentSlotOffers)
          .where(and(eq(appointmentSlotOffers.id, invitation.offerId), eq(appointmentSlotOffers.status, 'open'))),
      ),
    ),
    link: link.row,
    record,
  });
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    ...booked,
    deps.db
      .update(slotOfferInvitations)
      .set({ status: 'accepted', respondedAt: stamp })
      .where(and(eq(slotOfferInvitations.id, invitation.id), written)),
    // The offer closing, and the others invited getting their place back, come with the booking
    // itself (`slotTakenStatements` in `booked`), as for any other way the slot is taken.
    deps.db
      .update(waitlistEntries)
      .set({ status: 'booked', updatedAt: stamp })
      .where(and(eq(waitlistEntries.id, invitation.entryId), written)),
  ];
  const [inserted] = await deps.db.batch(statements);
  if (inserted.rowsAffected === 1) return { appointmentId, manageToken: link.linkToken };
  // Lost: say why, from the rows as they are now (another invitee won, the end passed, or the
  // slot was booked by other means, which the page shows as taken too).
  const after = invitationState(await openInvitation(deps, token), deps.clock.now());
  throw answerRefusal(after === 'pending' ? 'taken' : after);
}

/** Declines: the invitation closes, the person keeps their place on the waitlist. */
export async function declineInvitation(deps: InvitationDeps, token: string): Promise<void> {
  const invitation = await openInvitation(deps, token);
  const now = deps.clock.now();
  const state = invitationState(invitation, now);
  if (state !== 'pending') throw answerRefusal(state);
  const stamp = now.toISOString();
  const [declined] = await deps.db.batch([
    deps.db
      .update(slotOfferInvitations)
      .set({ status: 'declined', respondedAt: stamp })
      .where(
        and(
          eq(slotOfferInvitations.id, invitation.id),
          eq(slotOfferInvitations.status, 'pending'),
          gt(slotOfferInvitations.expiresAt, stamp),
        ),
      )
      .returning({ id: slotOfferInvitations.id }),
    deps.db
      .update(waitlistEntries)
      .set({ status: 'waiting', updatedAt: stamp })
      .where(
        and(
          eq(waitlistEntries.id, invitation.entryId),
          eq(waitlistEntries.status, 'invited'),
          exists(
            deps.db
              .select({ one: sql`1` })
              .from(slotOfferInvitations)
              .where(and(eq(slotOfferInvitations.id, invitation.id), eq(slotOfferInvitations.status, 'declined'))),
          ),
        ),
      ),
  ]);
  if (declined.length === 1) return;
  const after = invitationState(await openInvitation(deps, token), deps.clock.now());
  throw answerRefusal(after === 'pending' ? 'invalid' : after);
}

/**
 * Leaves the waitlist from the link in any offer, whatever became of that offer: the entry is
 * removed and a pending invitation declined. Someone already booked from it stays booked.
 */
export async function leaveWaitlist(deps: InvitationDeps, token: string): Promise<void> {
  const invitation = await openInvitation(deps, token);
  const stamp = deps.clock.now().toISOString();
  await deps.db.batch([
    deps.db
      .update(slotOfferInvitations)
      .set({ status: 'declined', respondedAt: stamp })
      .where(and(eq(slotOfferInvitations.waitlistEntryId, invitation.entryId), eq(slotOfferInvitations.status, 'pending'))),
    deps.db
      .update(waitlistEntries)
      .set({ status: 'removed', updatedAt: stamp })
      .where(and(eq(waitlistEntries.id, invitation.entryId), inArray(waitlistEntries.status, ['waiting', 'invited']))),
  ]);
}
