// The clinic books, moves and cancels appointments. Each write is one guarded batch, as
// in online booking and the patients' own changes: the slot is re-checked inside the statement
// that takes it (`slotIsFree`), so two staff members racing for one slot get one appointment and
// one 409; a move or a cancellation writes its `slot_freed` event in the same batch (the waitlist
// offers the slot). The public booking cache follows by itself: every write to `appointments`
// bumps the site's version (SQLite triggers).
import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { errorCodes } from 'shared-domain/platform/errors';
import { queueAppointmentChangeNotice, queueBookingConfirmation } from '../emails';
import { reminderCoveredAt } from '../emails/reminder-window';
import { insertWhere } from '../../platform/db/insert-where';
import { type Slot, slotIsFree } from '../booking/slot-guard';
import { slotTakenStatements } from '../waitlist/slot-taken';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointmentLinks, appointments, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswer } from '../../platform/http/after-answer';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { freeSlotWith, queueMoveNotice } from '../links/appointment-changes';
import { newAppointmentLink } from '../links/appointment-link';
import { offerFreedSlotNow } from '../links/self-service-changes';
import { type AppointmentChange, type AppointmentCreation, calendarMessages } from 'shared-domain/scheduling/calendar-input';
import { activeService, holdsSlot, overlapRefusal, refuseStaffSlot } from './staff-slots';

type AppointmentRow = typeof appointments.$inferSelect;

const changeRefused = (message: string) => new AppError(errorCodes.appointmentChanged, message);

const stillHoldsSlot = inArray(appointments.status, [...slotHoldingStatuses]);

async function loadAppointmentRow(db: AppDeps['db'], id: string): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw notFound(calendarMessages.appointmentNotFound);
  return row;
}

/** The appointment's contact details for an existing record: its name, and its e-mail and phone if it has them. */
async function patientContact(db: AppDeps['db'], patientId: string) {
  const [patient] = await db
    .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email, phone: patients.phone })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw fieldRefusal('patientId', calendarMessages.patientNotFound);
  return { name: `${patient.firstName} ${patient.lastName}`.trim(), email: patient.email ?? '', phone: patient.phone ?? '' };
}

export interface StaffBooking {
  appointmentId: string;
  /** The record made from the form's new patient, if any. */
  newPatientId: string | null;
}

/**
 * Books `request` as confirmed, source admin: for an existing record, or a new one written in the
 * same batch only if the appointment is. With `notify` (and an e-mail), the confirmation goes out
 * once the answer has left, with a management link.
 */
export async function bookForPatient(deps: AppDeps, request: AppointmentCreation): Promise<StaffBooking> {
  const settings = await loadClinicSettings(deps.db);
  const service = await activeService(deps.db, request.serviceTypeId);
  const newPatient = request.newPatient;
  const contact = newPatient
    ? { name: `${newPatient.firstName} ${newPatient.lastName}`, email: newPatient.email ?? '', phone: newPatient.phone ?? '' }
    : await patientContact(deps.db, request.patientId ?? '');
  const slot: Slot = { date: request.date, time: request.time, durationMinutes: service.durationMinutes };
  await refuseStaffSlot(deps, settings.timeZone, slot);

  const appointmentId = randomUUID();
  const newPatientId = newPatient ? randomUUID() : null;
  const notify = request.notify === true && contact.email !== '';
  const link = notify ? newAppointmentLink(deps, 'manage', { id: appointmentId, scheduledDate: slot.date }, settings.timeZone) : undefined;
  const written = exists(deps.db.select({ one: sql`1` }).from(appointments).where(eq(appointments.id, appointmentId)));
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    deps.db.run(
      insertWhere(
        appointments,
        {
          id: appointmentId,
          patientId: newPatient ? null : (request.patientId ?? null),
          ...contact,
          reason: request.reason,
          notes: request.notes,
          status: 'confirmed',
          scheduledDate: slot.date,
          scheduledTime: slot.time,
          durationMinutes: slot.durationMinutes,
          serviceTypeId: service.id,
          bookingSource: 'admin',
          paymentStatus: 'pending',
          paymentAmount: 0,
          depositAmount: 0,
          // Without a confirmation e-mail, the reminder job is what tells the patient.
          reminderSentAt: notify ? reminderCoveredAt(slot, settings, deps.clock.now()) : null,
          ...timestamps(deps.clock),
        },
        slotIsFree(deps.db, slot),
      ),
    ),
  ];
  if (newPatient && newPatientId) {
    // The record only exists if the appointment does; linked once both are written.
    statements.push(
      deps.db.run(
        insertWhere(
          patients,
          {
            id: newPatientId,
            firstName: newPatient.firstName,
            lastName: newPatient.lastName,
            email: newPatient.email,
            phone: newPatient.phone,
            status: 'active',
            ...timestamps(deps.clock),
          },
          written,
        ),
      ),
      deps.db.update(appointments).set({ patientId: newPatientId }).where(eq(appointments.id, appointmentId)),
    );
  }
  if (link) statements.push(deps.db.run(insertWhere(appointmentLinks, link.row, written)));
  // The waitlist's offers for this slot close with it.
  statements.push(...slotTakenStatements(deps, slot, written));
  const [inserted] = await deps.db.batch(statements);
  if (inserted.rowsAffected !== 1) throw overlapRefusal();
  if (link) {
    const manageToken = link.linkToken;
    // Queued once the answer has left: the e-mail never fails or delays the booking.
    afterAnswer('booking confirmation not queued', () => queueBookingConfirmation(deps, { appointmentId, manageToken }));
  }
  return { appointmentId, newPatientId };
}

export interface StaffChange {
  /** The appointment's fields that changed, by name (never their values). */
  changed: string[];
  previous: { date: string | null; time: string | null };
}

/**
 * Moves the appointment (date, time, or a service of another length) and edits its notes. A
 * change of slot needs a dated, pending or confirmed appointment still where the screen saw it,
 * and a free target; a real move frees the old slot for the waitlist, resets the presence
 * confirmation and, with `notify`, e-mails the patient the new date with a fresh link.
 */
export async function changeAppointment(deps: AppDeps, id: string, change: AppointmentChange): Promise<StaffChange> {
  const appointment = await loadAppointmentRow(deps.db, id);
  const previous = { date: appointment.scheduledDate, time: appointment.scheduledTime };
  const service = change.serviceTypeId === undefined ? undefined : await activeService(deps.db, change.serviceTypeId);
  const target = {
    date: change.date ?? appointment.scheduledDate,
    time: change.time ?? appointment.scheduledTime,
    durationMinutes: service ? service.durationMinutes : appointment.durationMinutes,
    serviceTypeId: service ? service.id : appointment.serviceTypeId,
  };
  const moved = target.date !== appointment.scheduledDate || target.time !== appointment.scheduledTime;
  const slotChanged = moved || target.durationMinutes !== appointment.durationMinutes || target.serviceTypeId !== appointment.serviceTypeId;
  const notesChanged = change.notes !== undefined && change.notes !== appointment.notes;
  const changed = [
    ...(target.date !== appointment.scheduledDate ? ['scheduledDate'] : []),
    ...(target.time !== appointment.scheduledTime ? ['scheduledTime'] : []),
    ...(target.serviceTypeId !== appointment.serviceTypeId ? ['serviceTypeId'] : []),
    ...(target.durationMinutes !== appointment.durationMinutes ? ['durationMinutes'] : []),
    ...(notesChanged ? ['notes'] : []),
  ];
  if (changed.length === 0) return { changed, previous };
  const stamp = { updatedAt: deps.clock.now().toISOString() };

  if (!slotChanged) {
    await deps.db
      .update(appointments)
      .set({ notes: change.notes ?? null, ...stamp })
      .where(eq(appointments.id, id));
    return { changed, previous };
  }

  if (!holdsSlot(appointment.status)) throw changeRefused(calendarMessages.notMovable);
  if (!appointment.scheduledDate || !appointment.scheduledTime || !target.date || !target.time)
    throw changeRefused(calendarMessages.undated);
  const settings = await loadClinicSettings(deps.db);
  const slot: Slot = { date: target.date, time: target.time, durationMinutes: target.durationMinutes };
  await refuseStaffSlot(deps, settings.timeZone, slot, appointment);

  // Where the screen saw it: a move or cancellation since makes this one a refusal, not an overwrite.
  const stillThere = and(
    eq(appointments.id, id),
    stillHoldsSlot,
    eq(appointments.scheduledDate, appointment.scheduledDate),
    eq(appointments.scheduledTime, appointment.scheduledTime),
    eq(appointments.durationMinutes, appointment.durationMinutes),
    appointment.serviceTypeId === null ? isNull(appointments.serviceTypeId) : eq(appointments.serviceTypeId, appointment.serviceTypeId),
  );
  const condition = and(stillThere, slotIsFree(deps.db, slot, id));
  const notify = change.notify === true && appointment.email !== '';
  const update: Partial<typeof appointments.$inferInsert> = {
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    durationMinutes: slot.durationMinutes,
    serviceTypeId: target.serviceTypeId,
    ...(change.notes === undefined ? {} : { notes: change.notes }),
    ...(moved
      ? {
          // A new date is a new appointment to confirm and to remind of (unless the notice is the reminder).
          presenceConfirmed: false,
          reminderSentAt: notify ? reminderCoveredAt(slot, settings, deps.clock.now()) : null,
        }
      : {}),
  };
  const written = moved
    ? await freeSlotWith(deps, { appointment }, 'moved', condition, update)
    : await updateWhere(deps, condition, update);
  if (!written) {
    // Lost: the target was taken meanwhile, or the appointment itself changed.
    const [current] = await deps.db.select({ one: sql`1` }).from(appointments).where(stillThere);
    throw current ? overlapRefusal() : changeRefused(calendarMessages.changedMeanwhile);
  }
  if (moved) {
    if (notify) {
      const managed = { appointment, service: null, settings };
      const movedTo = { date: slot.date, time: slot.time };
      // Queued once the answer has left: the notice never fails or delays the move.
      afterAnswer('appointment move notice not queued', () => queueMoveNotice(deps, managed, movedTo));
    }
    offerFreedSlotNow(deps);
  }
  return { changed, previous };
}

async function updateWhere(deps: AppDeps, condition: SQL | undefined, change: Partial<typeof appointments.$inferInsert>): Promise<boolean> {
  const result = await deps.db
    .update(appointments)
    .set({ ...change, updatedAt: deps.clock.now().toISOString() })
    .where(condition);
  return result.rowsAffected === 1;
}

/**
 * Cancels a pending or confirmed appointment with the clinic's reason; a dated one frees its slot
 * for the waitlist and, with `notify`, the patient is told (reason, how to book again).
 */
export async function cancelByClinic(deps: AppDeps, id: string, request: { reason: string; notify?: boolean }): Promise<void> {
  const appointment = await loadAppointmentRow(deps.db, id);
  if (!holdsSlot(appointment.status)) throw changeRefused(calendarMessages.notMovable);
  const condition = and(eq(appointments.id, id), stillHoldsSlot);
  const change = { status: 'cancelled' as const, cancellationReason: request.reason, cancelledAt: deps.clock.now().toISOString() };
  const dated = appointment.scheduledDate !== null && appointment.scheduledTime !== null;
  const cancelled = dated
    ? await freeSlotWith(deps, { appointment }, 'cancelled', condition, change)
    : await updateWhere(deps, condition, change);
  if (!cancelled) throw changeRefused(calendarMessages.notMovable);
  if (!dated) return;
  if (request.notify === true && appointment.email !== '') {
    // Queued once the answer has left: the notice never fails or delays the cancellation.
    afterAnswer('appointment cancellation notice not queued', () =>
      queueAppointmentChangeNotice(deps, { appointmentId: id, change: 'cancelled' }),
    );
  }
  offerFreedSlotNow(deps);
}
