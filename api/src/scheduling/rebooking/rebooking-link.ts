// The rebooking request an e-mailed link opens (specification §2.9, §4): found by the SHA-256 of
// the link's token, shown with its slots in the clinic's order, each marked available by the
// same rules as online booking (not started, overlapping no held appointment or blocked period).
import { asc, eq } from 'drizzle-orm';
import { overlapsTaken, takenIntervals } from 'shared-domain/scheduling/availability';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import { rebookingMessages } from 'shared-domain/scheduling/rebooking';
import type { RebookingStatus } from 'shared-domain/scheduling/rebooking-status';
import { loadAgenda } from '../booking/agenda';
import { withoutOwnSlot } from '../booking/booking-calendar';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, rebookingRequests, rebookingResponses, rebookingTimeSlots } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { hashToken } from '../../platform/tokens/tokens';

type LinkDeps = Pick<AppDeps, 'db' | 'clock'>;

// Link tokens are 192 random bits in base64url; anything else is not worth a query.
const tokenPattern = /^[A-Za-z0-9_-]{22,128}$/;

export interface OpenedRebooking {
  request: typeof rebookingRequests.$inferSelect;
  responseId: string;
  slots: (typeof rebookingTimeSlots.$inferSelect)[];
  /** The appointment being replaced, if the clinic named one and it still exists. */
  previous: typeof appointments.$inferSelect | null;
  timeZone: string;
}

/** 400 « Ce lien n’est pas valide… » for a malformed token, 404 'Demande de reprise introuvable' for an unknown one. */
export async function openRebooking(deps: LinkDeps, token: string): Promise<OpenedRebooking> {
  if (!tokenPattern.test(token)) throw new AppError(errorCodes.invalidFormat, rebookingMessages.invalidToken);
  const [row] = await deps.db
    .select({ request: rebookingRequests, responseId: rebookingResponses.id, previous: appointments })
    .from(rebookingResponses)
    .innerJoin(rebookingRequests, eq(rebookingResponses.rebookingRequestId, rebookingRequests.id))
    .leftJoin(appointments, eq(rebookingRequests.appointmentId, appointments.id))
    .where(eq(rebookingResponses.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(rebookingMessages.notFound);
  const [settings, slots] = await Promise.all([
    loadClinicSettings(deps.db),
    deps.db
      .select()
      .from(rebookingTimeSlots)
      .where(eq(rebookingTimeSlots.rebookingRequestId, row.request.id))
      .orderBy(asc(rebookingTimeSlots.displayOrder)),
  ]);
  return { request: row.request, responseId: row.responseId, slots, previous: row.previous, timeZone: settings.timeZone };
}

/** A pending request past its end is expired, whether or not the expiry job has marked it yet. */
export function rebookingState(request: Pick<OpenedRebooking['request'], 'status' | 'expiresAt'>, now: Date): RebookingStatus {
  if (request.status === 'pending' && request.expiresAt <= now.toISOString()) return 'expired';
  return request.status;
}

/** What the page shows: the request and each slot, available or not right now. */
export async function describeRebooking(deps: LinkDeps, opened: OpenedRebooking) {
  const now = deps.clock.now();
  const dates = opened.slots.map((slot) => slot.slotDate).sort();
  const agenda = dates.length > 0 ? await loadAgenda(deps.db, dates[0] ?? '', dates[dates.length - 1] ?? '') : undefined;
  // The appointment this request replaces does not stand in the way of its own replacement.
  const held = withoutOwnSlot(agenda?.appointments ?? [], opened.previous ?? undefined);
  return {
    state: rebookingState(opened.request, now),
    patientName: opened.request.patientName,
    reason: opened.request.reason,
    slots: opened.slots.map((slot) => ({
      id: slot.id,
      date: slot.slotDate,
      time: slot.slotTime,
      durationMinutes: slot.durationMinutes,
      available:
        clinicInstant(slot.slotDate, slot.slotTime, opened.timeZone) > now &&
        !overlapsTaken(slot.slotTime, slot.durationMinutes, takenIntervals(slot.slotDate, held, agenda?.blocked)),
    })),
  };
}
