// The patient's answer from the rebooking link (specification §4, §8). Only a pending,
// unexpired request can be answered, and each write re-checks that in SQL: two answers racing
// (two tabs, two clicks) leave one outcome. Accepting books the chosen slot with the same guarded
// insert as online booking, so a slot taken meanwhile is a 409 and never a double booking; the
// appointment being replaced, if any, is cancelled in the same batch with its `slot_freed` event.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import { type RebookingResponse, rebookingMessages } from 'shared-domain/scheduling/rebooking';
import type { RebookingStatus } from 'shared-domain/scheduling/rebooking-status';
import { reminderCoveredAt } from '../emails/reminder-window';
import { slotTaken } from '../booking/book-appointment';
import { insertWhere } from '../../platform/db/insert-where';
import { guardedAppointmentStatements } from '../booking/guarded-appointment';
import { matchPatientRecord } from '../booking/patient-record';
import { slotIsFree } from '../booking/slot-guard';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointmentEvents, appointments, patients, rebookingRequests, rebookingResponses } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { newAppointmentLink } from '../links/appointment-link';
import { type OpenedRebooking, openRebooking, rebookingState } from './rebooking-link';

type RespondDeps = Pick<AppDeps, 'db' | 'clock'>;

export type AnsweredState = Extract<RebookingStatus, 'accepted' | 'declined' | 'callback_requested'>;

export interface RebookingOutcome {
  state: AnsweredState;
  message: string;
  /** On accept: the new appointment and its management link's clear token, for the e-mail only. */
  booked?: { appointmentId: string; manageToken: string };
}

export const outcomeMessages: Record<AnsweredState, string> = {
  accepted: rebookingMessages.accepted,
  declined: rebookingMessages.declined,
  callback_requested: rebookingMessages.callbackRequested,
};

const answeredStates = { accept: 'accepted', decline: 'declined', request_callback: 'callback_requested' } as const;

/** 410 REBOOK_001 when expired, 409 REBOOK_002 when answered; nothing when it can be answered. */
export function refuseUnanswerable(request: OpenedRebooking['request'], now: Date): void {
  const state = rebookingState(request, now);
  if (state === 'pending') return;
  if (state === 'expired') throw new AppError(errorCodes.rebookingExpired, rebookingMessages.expired);
  throw new AppError(
    errorCodes.rebookingAnswered,
    state === 'accepted' ? rebookingMessages.alreadyAccepted : rebookingMessages.alreadyDeclined,
  );
}

const slotRefusal = (message: string) => fieldRefusal({ slotId: message });

export async function respondToRebooking(
  deps: RespondDeps,
  token: string,
  opened: OpenedRebooking,
  answer: RebookingResponse,
): Promise<RebookingOutcome> {
  const now = deps.clock.now();
  refuseUnanswerable(opened.request, now);
  const state = answeredStates[answer.action];
  const stillOpen = and(
    eq(rebookingRequests.id, opened.request.id),
    eq(rebookingRequests.status, 'pending'),
    gt(rebookingRequests.expiresAt, now.toISOString()),
  );
  const responseRow = {
    responseType: answer.action,
    patientNotes: answer.notes === '' ? null : answer.notes,
    respondedAt: now.toISOString(),
  };
  const closeRequest = (condition: SQL | undefined) =>
    deps.db.update(rebookingRequests).set({ status: state, updatedAt: now.toISOString() }).where(and(stillOpen, condition));

  if (answer.action !== 'accept') {
    const [, closed] = await deps.db.batch([
      deps.db
        .update(rebookingResponses)
        .set(responseRow)
        .where(
          and(
            eq(rebookingResponses.id, opened.responseId),
            exists(deps.db.select({ one: sql`1` }).from(rebookingRequests).where(stillOpen)),
          ),
        ),
      closeRequest(undefined),
    ]);
    if (closed.rowsAffected !== 1) await refuseLostRace(deps, token);
    return { state, message: outcomeMessages[state] };
  }

  const slot = opened.slots.find((candidate) => candidate.id === answer.slotId);
  if (!slot) throw slotRefusal(rebookingMessages.slotNotOffered);
  if (clinicInstant(slot.slotDate, slot.slotTime, opened.timeZone) <= now) throw slotRefusal(rebookingMessages.pastSlot);
  const target = { date: slot.slotDate, time: slot.slotTime, durationMinutes: slot.durationMinutes };
  const { request, previous } = opened;
  const settings = await loadClinicSettings(deps.db);
  const patientId = request.patientId ?? previous?.patientId ?? (await matchedPatient(deps, request.patientEmail));
  const phone = previous?.phone ?? (patientId ? await patientPhone(deps, patientId) : '');

  const appointmentId = randomUUID();
  const link = newAppointmentLink(deps, 'manage', { id: appointmentId, scheduledDate: target.date }, settings.timeZone);
  const { written, statements: booked } = guardedAppointmentStatements(deps, {
    appointment: {
      id: appointmentId,
      patientId,
      name: request.patientName,
      email: request.patientEmail,
      phone,
      notes: responseRow.patientNotes,
      status: 'confirmed',
      scheduledDate: target.date,
      scheduledTime: target.time,
      durationMinutes: target.durationMinutes,
      serviceTypeId: previous?.serviceTypeId ?? null,
      bookingSource: 'rebooking',
      paymentStatus: 'pending',
      paymentAmount: 0,
      depositAmount: 0,
      reminderSentAt: reminderCoveredAt(target, settings, now),
      ...timestamps(deps.clock),
    },
    condition: and(
      exists(deps.db.select({ one: sql`1` }).from(rebookingRequests).where(stillOpen)),
      // The appointment this request replaces does not stand in the way of its own replacement.
      slotIsFree(deps.db, target, previous?.id),
    ),
    link: link.row,
  });
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    ...booked,
    deps.db
      .update(rebookingResponses)
      .set({ ...responseRow, selectedSlotId: slot.id })
      .where(and(eq(rebookingResponses.id, opened.responseId), written)),
    closeRequest(written),
    ...(previous ? cancelPrevious(deps, previous, written) : []),
  ];
  const [inserted] = await deps.db.batch(statements);
  if (inserted.rowsAffected !== 1) {
    await refuseLostRace(deps, token);
    throw slotTaken();
  }
  return { state, message: outcomeMessages[state], booked: { appointmentId, manageToken: link.linkToken } };
}

/**
 * The replaced appointment, cancelled with its `slot_freed` event (the waitlist offers the slot),
 * both only if the new one was written and the old one still holds the slot it had when read.
 */
function cancelPrevious(deps: RespondDeps, previous: NonNullable<OpenedRebooking['previous']>, written: SQL): BatchItem<'sqlite'>[] {
  if (!previous.scheduledDate || !previous.scheduledTime) return [];
  const now = deps.clock.now().toISOString();
  const holds = and(
    eq(appointments.id, previous.id),
    inArray(appointments.status, [...slotHoldingStatuses]),
    eq(appointments.scheduledDate, previous.scheduledDate),
    eq(appointments.scheduledTime, previous.scheduledTime),
  );
  return [
    deps.db.run(
      insertWhere(
        appointmentEvents,
        {
          id: randomUUID(),
          type: 'slot_freed',
          appointmentId: previous.id,
          slotDate: previous.scheduledDate,
          slotTime: previous.scheduledTime,
          durationMinutes: previous.durationMinutes,
          reason: 'cancelled',
          ...createdTimestamp(deps.clock),
        },
        and(written, exists(deps.db.select({ one: sql`1` }).from(appointments).where(holds))),
      ),
    ),
    deps.db
      .update(appointments)
      .set({ status: 'cancelled', cancellationReason: rebookingMessages.cancellationReason, cancelledAt: now, updatedAt: now })
      .where(and(holds, written)),
  ];
}

/** Another answer or the expiry got there first: refuse as that state does. */
async function refuseLostRace(deps: RespondDeps, token: string): Promise<void> {
  const current = await openRebooking(deps, token);
  refuseUnanswerable(current.request, deps.clock.now());
}

async function matchedPatient(deps: RespondDeps, email: string): Promise<string | null> {
  const record = await matchPatientRecord(deps.db, email);
  return record.kind === 'one' ? record.patientId : null;
}

async function patientPhone(deps: RespondDeps, patientId: string): Promise<string> {
  const [row] = await deps.db.select({ phone: patients.phone }).from(patients).where(eq(patients.id, patientId));
  return row?.phone ?? '';
}
