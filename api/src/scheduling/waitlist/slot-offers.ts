// Freed slots offered to the waitlist. An offer is made once per `slot_freed` event (or
// by staff), then sent to the first `offerBatchSize` people waiting whose preferences admit the
// slot, earliest sign-up first; when none of them still holds a live invitation, the next ones.
// Every write that must happen once — the offer, each invitation with its e-mail — is one guarded
// statement or one batch whose first statement is guarded, so two instances running this together
// (or a run repeated after a crash) offer each slot once and send each e-mail once.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { alias } from 'drizzle-orm/sqlite-core';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { quietHoursOf, quietPeriodEnd } from 'shared-domain/platform/quiet-hours';
import { preferencesMatch } from 'shared-domain/scheduling/waitlist';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { type Slot, slotIsFree } from '../booking/slot-guard';
import {
  appointmentEvents,
  appointmentSlotOffers,
  appointments,
  serviceTypes,
  slotOfferInvitations,
  waitlistEntries,
} from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { hashToken, mintToken } from '../../platform/tokens/tokens';
import { slotOfferEmail } from './slot-offer-email';

export type OfferDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;
type ClinicSettings = Awaited<ReturnType<typeof loadEmailClinic>>;

/** Waitlist entries in the order they signed up: creation time, then insertion order for ties. */
export const signUpOrder = [asc(waitlistEntries.createdAt), asc(sql`${waitlistEntries}.rowid`)] as const;

const otherInvitation = alias(slotOfferInvitations, 'other_invitation');

/**
 * Offers `slot` to the waitlist unless it is past or taken: one `appointment_slot_offers` row, at
 * most one per `sourceEventId`. Returns the new offer's id, or undefined when none was made.
 */
export async function createSlotOffer(
  deps: OfferDeps,
  slot: Slot & { serviceTypeId: string | null; appointmentId?: string | null; sourceEventId?: string },
  settings: ClinicSettings,
  alsoRun: BatchItem<'sqlite'>[] = [],
): Promise<string | undefined> {
  const start = clinicInstant(slot.date, slot.time, settings.timeZone);
  if (start <= deps.clock.now()) {
    if (alsoRun.length > 0) await deps.db.batch(alsoRun as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
    return undefined;
  }
  const offerId = randomUUID();
  const insert = sql`${insertWhere(
    appointmentSlotOffers,
    {
      id: offerId,
      appointmentId: slot.appointmentId ?? null,
      serviceTypeId: slot.serviceTypeId,
      slotDatetime: start.toISOString(),
      slotDate: slot.date,
      slotTime: slot.time,
      durationMinutes: slot.durationMinutes,
      status: 'open',
      sourceEventId: slot.sourceEventId ?? null,
      ...timestamps(deps.clock),
    },
    slotIsFree(deps.db, slot),
  )} on conflict do nothing`;
  const [inserted] = await deps.db.batch([deps.db.run(insert), ...alsoRun]);
  return inserted.rowsAffected === 1 ? offerId : undefined;
}

/** Turns each unhandled `slot_freed` event into an offer (when still future and free), then marks it handled. */
export async function offerFreedSlots(deps: OfferDeps, settings: ClinicSettings): Promise<number> {
  const events = await deps.db
    .select({
      id: appointmentEvents.id,
      appointmentId: appointmentEvents.appointmentId,
      slotDate: appointmentEvents.slotDate,
      slotTime: appointmentEvents.slotTime,
      durationMinutes: appointmentEvents.durationMinutes,
      serviceTypeId: appointments.serviceTypeId,
    })
    .from(appointmentEvents)
    .leftJoin(appointments, eq(appointments.id, appointmentEvents.appointmentId))
    .where(and(isNull(appointmentEvents.handledAt), eq(appointmentEvents.type, 'slot_freed')))
    .orderBy(asc(appointmentEvents.createdAt));
  let offers = 0;
  for (const event of events) {
    const handled = deps.db
      .update(appointmentEvents)
      .set({ handledAt: deps.clock.now().toISOString() })
      .where(and(eq(appointmentEvents.id, event.id), isNull(appointmentEvents.handledAt)));
    const offerId = await createSlotOffer(
      deps,
      {
        date: event.slotDate,
        time: event.slotTime,
        durationMinutes: event.durationMinutes,
        serviceTypeId: event.serviceTypeId ?? null,
        appointmentId: event.appointmentId,
        sourceEventId: event.id,
      },
      settings,
      [handled],
    );
    if (offerId) offers += 1;
  }
  return offers;
}

interface OfferRow {
  id: string;
  slotDate: string;
  slotTime: string;
  slotDatetime: string;
  durationMinutes: number;
  serviceTypeId: string | null;
}

/**
 * Invites the next people for `offer`: those waiting, matching, not yet invited to it, earliest
 * first, until `offerBatchSize` invitations are pending. Returns how many were invited by this call.
 */
export async function inviteNextBatch(deps: OfferDeps, offer: OfferRow, settings: ClinicSettings): Promise<number> {
  const now = deps.clock.now();
  const slotStart = new Date(offer.slotDatetime);
  if (slotStart <= now) return 0;
  // No invitation at night (the clinic's quiet hours): it would expire while people
  // sleep. The offer stays open with no one invited, and the job's first pass after the quiet
  // period invites the first people, their time to answer starting then.
  if (quietPeriodEnd(now, quietHoursOf(settings.quietHoursStart, settings.quietHoursEnd), settings.timeZone)) return 0;
  const invitedHere = alias(slotOfferInvitations, 'invited_here');
  const waiting = await deps.db
    .select({
      id: waitlistEntries.id,
      fullName: waitlistEntries.fullName,
      email: waitlistEntries.email,
      preferredDays: waitlistEntries.preferredDays,
      preferredTimes: waitlistEntries.preferredTimes,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(invitedHere)
            .where(and(eq(invitedHere.slotOfferId, offer.id), eq(invitedHere.waitlistEntryId, waitlistEntries.id))),
        ),
      ),
    )
    .orderBy(...signUpOrder);
  const slot = { date: offer.slotDate, time: offer.slotTime };
  const candidates = waiting.filter((entry) => preferencesMatch(entry, slot));
  if (candidates.length === 0) return 0;

  const [service] = offer.serviceTypeId
    ? await deps.db
        .select({ name: serviceTypes.name, price: serviceTypes.price })
        .from(serviceTypes)
        .where(eq(serviceTypes.id, offer.serviceTypeId))
    : [];
  const expiresAt = new Date(Math.min(now.getTime() + settings.offerExpiryMinutes * 60_000, slotStart.getTime()));
  let invited = 0;
  for (const entry of candidates) {
    // The clear token of the invitation link, e-mailed only.
    const token = mintToken('secret');
    const invitationId = randomUUID();
    const mail = slotOfferEmail({
      clinic: settings,
      slot: {
        name: entry.fullName,
        serviceName: service?.name ?? null,
        date: offer.slotDate,
        time: offer.slotTime,
        durationMinutes: offer.durationMinutes,
        priceCents: service?.price ?? null,
        depositCents: 0,
      },
      expiresAt,
      timeZone: settings.timeZone,
      publicUrl: deps.config.publicUrl,
      token,
    });
    const pendingForOffer = deps.db
      .select({ count: sql`count(*)` })
      .from(otherInvitation)
      .where(and(eq(otherInvitation.slotOfferId, offer.id), eq(otherInvitation.status, 'pending')));
    const written = exists(deps.db.select({ one: sql`1` }).from(slotOfferInvitations).where(eq(slotOfferInvitations.id, invitationId)));
    // The invitation is written only if, when the statement runs, the offer is open, the person is
    // still waiting and holds no other invitation, this offer has not invited them, and the batch
    // is not full; the entry's status and the e-mail follow it in the same transaction.
    const [insertedInvitation] = await deps.db.batch([
      deps.db.run(
        insertWhere(
          slotOfferInvitations,
          {
            id: invitationId,
            slotOfferId: offer.id,
            waitlistEntryId: entry.id,
            tokenHash: hashToken(token),
            status: 'pending',
            expiresAt: expiresAt.toISOString(),
            ...createdTimestamp(deps.clock),
          },
          and(
            exists(
              deps.db
                .select({ one: sql`1` })
                .from(appointmentSlotOffers)
                .where(and(eq(appointmentSlotOffers.id, offer.id), eq(appointmentSlotOffers.status, 'open'))),
            ),
            exists(
              deps.db
                .select({ one: sql`1` })
                .from(waitlistEntries)
                .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting'))),
            ),
            notExists(
              deps.db
                .select({ one: sql`1` })
                .from(otherInvitation)
                .where(
                  and(
                    eq(otherInvitation.waitlistEntryId, entry.id),
                    sql`(${otherInvitation.status} = 'pending' or ${otherInvitation.slotOfferId} = ${offer.id})`,
                  ),
                ),
            ),
            sql`(${pendingForOffer}) < ${settings.offerBatchSize}`,
          ),
        ),
      ),
      deps.db
        .update(waitlistEntries)
        .set({ status: 'invited', updatedAt: now.toISOString() })
        .where(and(eq(waitlistEntries.id, entry.id), written)),
      outboxInsert(deps, { to: entry.email, ...mail }, { onlyIf: written }),
    ]);
    if (insertedInvitation.rowsAffected === 1) {
      invited += 1;
      nudgeOutboxSender(deps);
      continue;
    }
    // Someone else (another instance) may have filled the batch meanwhile: stop once it is full.
    const [pending] = await deps.db
      .select({ count: sql<number>`count(*)` })
      .from(slotOfferInvitations)
      .where(and(eq(slotOfferInvitations.slotOfferId, offer.id), eq(slotOfferInvitations.status, 'pending')));
    if ((pending?.count ?? 0) >= settings.offerBatchSize) break;
  }
  return invited;
}

/**
 * One pass of the offers engine (the job): expire invitations past their end and give their
 * people back their place, close offers whose slot has passed or been taken, offer newly freed
 * slots, and invite the next people for every open offer no one currently holds.
 */
export async function runSlotOffers(deps: OfferDeps): Promise<{ expired: number; offers: number; invitations: number }> {
  const settings = await loadEmailClinic(deps.db);
  const now = deps.clock.now().toISOString();
  const expired = await deps.db
    .update(slotOfferInvitations)
    .set({ status: 'expired' })
    .where(and(eq(slotOfferInvitations.status, 'pending'), lte(slotOfferInvitations.expiresAt, now)))
    .returning({ id: slotOfferInvitations.id });
  await releaseUninvitedEntries(deps);
  await deps.db
    .update(appointmentSlotOffers)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(appointmentSlotOffers.status, 'open'), lte(appointmentSlotOffers.slotDatetime, now)));

  const offers = await offerFreedSlots(deps, settings);

  const pendingHere = alias(slotOfferInvitations, 'pending_here');
  const idle = await deps.db
    .select({
      id: appointmentSlotOffers.id,
      slotDate: appointmentSlotOffers.slotDate,
      slotTime: appointmentSlotOffers.slotTime,
      slotDatetime: appointmentSlotOffers.slotDatetime,
      durationMinutes: appointmentSlotOffers.durationMinutes,
      serviceTypeId: appointmentSlotOffers.serviceTypeId,
    })
    .from(appointmentSlotOffers)
    .where(
      and(
        eq(appointmentSlotOffers.status, 'open'),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(pendingHere)
            .where(and(eq(pendingHere.slotOfferId, appointmentSlotOffers.id), eq(pendingHere.status, 'pending'))),
        ),
      ),
    )
    .orderBy(asc(appointmentSlotOffers.slotDatetime));
  let invitations = 0;
  for (const offer of idle) {
    // A slot booked meanwhile by other means (online, by staff) is no longer ours to offer.
    const closed = await deps.db
      .update(appointmentSlotOffers)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(appointmentSlotOffers.id, offer.id),
          eq(appointmentSlotOffers.status, 'open'),
          sql`not (${slotIsFree(deps.db, { date: offer.slotDate, time: offer.slotTime, durationMinutes: offer.durationMinutes })})`,
        ),
      )
      .returning({ id: appointmentSlotOffers.id });
    if (closed.length > 0) continue;
    invitations += await inviteNextBatch(deps, offer, settings);
  }
  return { expired: expired.length, offers, invitations };
}

/** Entries marked invited whose invitations all ended go back to waiting, keeping their place. */
export async function releaseUninvitedEntries(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  await deps.db
    .update(waitlistEntries)
    .set({ status: 'waiting', updatedAt: deps.clock.now().toISOString() })
    .where(
      and(
        eq(waitlistEntries.status, 'invited'),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(otherInvitation)
            .where(and(eq(otherInvitation.waitlistEntryId, waitlistEntries.id), eq(otherInvitation.status, 'pending'))),
        ),
      ),
    );
}
