// The requests inbox: what visitors sent through the public modal while the agenda was
// open — an appointment with no date yet (`recordAppointmentRequest`) — becomes a confirmed visit
// once staff pick a service and a free slot, or is declined with a message. The row itself is
// scheduled (never copied), so the request's name, contact, reason, age and preferred time stay
// on the appointment.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { slotRefusal } from 'shared-domain/scheduling/availability';
import { clinicDate, clinicTime, daysBetween } from 'shared-domain/platform/clinic-time';
import { slotRefusalFields } from 'shared-domain/scheduling/online-booking';
import {
  type AdminAppointment,
  adminAppointmentColumns,
  adminAppointmentJoin,
  describeAdminAppointment,
  loadAdminAppointment,
} from '../calendar/appointment-view';
import { queueBookingConfirmation } from '../emails';
import { reminderCoveredAt } from '../emails/reminder-window';
import { loadAgenda } from '../booking/agenda';
import { slotTaken } from '../booking/book-appointment';
import { insertWhere } from '../../platform/db/insert-where';
import { matchPatientRecord, type PatientRecordMatch, splitFullName } from '../booking/patient-record';
import { type Slot, slotIsFree } from '../booking/slot-guard';
import { loadClinicSettings, loadOpeningHours } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointmentLinks, appointments, patients, serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { afterAnswer } from '../../platform/http/after-answer';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { newAppointmentLink } from '../links/appointment-link';
import { adminDayMessages, type ScheduleRequest } from 'shared-domain/scheduling/day-input';
import { isUndatedRequest } from './day-overview';
import { queueRequestDeclinedNotice } from './request-declined-email';
import { holdsSlot, slotTakenStatements } from '../waitlist/slot-taken';

type RequestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

/** Undated pending requests, oldest first: the inbox is worked from the top. */
export async function listAppointmentRequests(db: AppDeps['db']): Promise<AdminAppointment[]> {
  const rows = await db
    .select(adminAppointmentColumns)
    .from(appointments)
    .leftJoin(serviceTypes, adminAppointmentJoin)
    .where(isUndatedRequest)
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
  return rows.map(describeAdminAppointment);
}

const refusal = (fields: Record<string, string>) => fieldRefusal(fields);

/**
 * The engine's clear refusals before the guarded write: a closed day, a time off the service's
 * grid, a slot already started (422), or one taken (409). Unlike the public booking, staff may
 * book beyond the online horizon, as their availability view offers.
 */
async function refuseUnavailableSlot(deps: Pick<AppDeps, 'db' | 'clock'>, timeZone: string, slot: Slot): Promise<void> {
  const instant = deps.clock.now();
  const now = { today: clinicDate(instant, timeZone), time: clinicTime(instant, timeZone) };
  if (slot.date < now.today) throw refusal({ [slotRefusalFields.past.field]: slotRefusalFields.past.message });
  const [hours, agenda] = await Promise.all([loadOpeningHours(deps.db), loadAgenda(deps.db, slot.date, slot.date)]);
  const reason = slotRefusal({
    hours,
    ...slot,
    appointments: agenda.appointments,
    blocked: agenda.blocked,
    now,
    advanceBookingDays: daysBetween(now.today, slot.date) + 1,
  });
  if (reason === null) return;
  if (reason === 'taken') throw slotTaken();
  if (reason === 'not-offered-day') throw refusal({ date: adminDayMessages.closedDay });
  throw refusal({ [slotRefusalFields[reason].field]: slotRefusalFields[reason].message });
}

/**
 * Gives the undated request `id` the service and slot chosen: confirmed, the service's length and
 * deposit, linked to the clinic's record for its e-mail as an online booking is (a new record when
 * none matches), with a management link e-mailed in the confirmation. One batch, every write under
 * the one condition "still an undated request and the slot still free", so a slot taken meanwhile
 * (409) or a request handled in another tab (404) leaves nothing behind.
 */
export async function scheduleAppointmentRequest(deps: RequestDeps, id: string, input: ScheduleRequest): Promise<AdminAppointment> {
  const { db } = deps;
  const [request] = await db
    .select({ email: appointments.email, name: appointments.name, phone: appointments.phone, patientId: appointments.patientId })
    .from(appointments)
    .where(and(eq(appointments.id, id), isUndatedRequest));
  if (!request) throw notFound(adminDayMessages.requestNotFound);
  const [settings, [service]] = await Promise.all([
    loadClinicSettings(db),
    db.select().from(serviceTypes).where(eq(serviceTypes.id, input.serviceTypeId)),
  ]);
  // Any active service, offered online or not: the clinic books its own visits.
  if (!service?.isActive) throw refusal({ serviceTypeId: adminDayMessages.unknownService });
  const slot: Slot = { date: input.date, time: input.time, durationMinutes: service.durationMinutes };
  await refuseUnavailableSlot(deps, settings.timeZone, slot);

  const record: PatientRecordMatch = request.patientId
    ? { kind: 'one', patientId: request.patientId }
    : await matchPatientRecord(db, request.email);
  const newPatientId = randomUUID();
  const link = newAppointmentLink(deps, 'manage', { id, scheduledDate: slot.date }, settings.timeZone);
  const condition = and(eq(appointments.id, id), isUndatedRequest, slotIsFree(db, slot));
  // The link and the new record go first under the same condition and write nothing it reads, so
  // they are written exactly when the appointment is scheduled.
  const scheduling = exists(db.select({ one: sql`1` }).from(appointments).where(condition));
  const now = deps.clock.now();
  // Scheduled, it takes its slot: the waitlist's offers for it close with it.
  const offersClosed = slotTakenStatements(deps, slot, holdsSlot(db, id, slot));
  const results = await db.batch([
    db.run(insertWhere(appointmentLinks, link.row, scheduling)),
    ...(record.kind === 'none'
      ? [
          db.run(
            insertWhere(
              patients,
              {
                id: newPatientId,
                ...splitFullName(request.name),
                email: request.email,
                phone: request.phone,
                status: 'active',
                ...timestamps(deps.clock),
              },
              scheduling,
            ),
          ),
        ]
      : []),
    db
      .update(appointments)
      .set({
        status: 'confirmed',
        scheduledDate: slot.date,
        scheduledTime: slot.time,
        durationMinutes: slot.durationMinutes,
        serviceTypeId: service.id,
        depositAmount: service.requiresDeposit ? service.depositAmount : 0,
        presenceConfirmed: false,
        reminderSentAt: reminderCoveredAt(slot, settings, now),
        // Several active records share the address (a parent and children): linked by hand later.
        patientId: record.kind === 'one' ? record.patientId : record.kind === 'none' ? newPatientId : null,
        updatedAt: now.toISOString(),
      })
      .where(condition),
    ...offersClosed,
  ]);
  if (results.at(-1 - offersClosed.length)?.rowsAffected !== 1) {
    const [still] = await db
      .select({ one: sql`1` })
      .from(appointments)
      .where(and(eq(appointments.id, id), isUndatedRequest));
    throw still ? slotTaken() : notFound(adminDayMessages.requestNotFound);
  }
  // Queued once the answer has left: the e-mail never fails or delays the scheduling.
  afterAnswer('booking confirmation not queued', () => queueBookingConfirmation(deps, { appointmentId: id, manageToken: link.linkToken }));
  return described(db, id);
}

/**
 * Declines the undated request `id`: cancelled, the message kept as its reason, and the requester
 * told by e-mail with the message and the clinic's phone. It never held a slot: nothing is freed.
 */
export async function declineAppointmentRequest(deps: RequestDeps, id: string, message: string): Promise<AdminAppointment> {
  const stamp = deps.clock.now().toISOString();
  const [declined] = await deps.db
    .update(appointments)
    .set({ status: 'cancelled', cancellationReason: message, cancelledAt: stamp, updatedAt: stamp })
    .where(and(eq(appointments.id, id), isUndatedRequest))
    .returning({ name: appointments.name, email: appointments.email });
  if (!declined) throw notFound(adminDayMessages.requestNotFound);
  // Queued once the answer has left: the e-mail never fails or delays the refusal.
  afterAnswer('request declined notice not queued', () => queueRequestDeclinedNotice(deps, { ...declined, message }));
  return described(deps.db, id);
}

async function described(db: AppDeps['db'], id: string): Promise<AdminAppointment> {
  const appointment = await loadAdminAppointment(db, id);
  if (!appointment) throw notFound(adminDayMessages.requestNotFound);
  return appointment;
}
