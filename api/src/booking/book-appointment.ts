// A visitor books a slot online (specification §2.5, §4; issue 10). The clear refusals (a day not
// offered, a time off the grid, a past slot) come from the pure `slotRefusal`; the write itself is
// one guarded batch, so two visitors racing for one slot get one appointment and one 409.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type BookedAppointment, slotRefusal } from 'shared-domain/availability';
import { clinicDate, clinicTime } from 'shared-domain/clinic-time';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { type Booking, onlineBookingMessages, slotRefusalFields } from 'shared-domain/online-booking';
import { loadClinicSettings, loadOpeningHours } from '../clinic/clinic-profile';
import type { AppDeps } from '../deps';
import { serviceTypes } from '../db/schema';
import { timestamps } from '../db/timestamps';
import { AppError, notFound } from '../http/app-error';
import { newAppointmentLink } from '../links/appointment-link';
import { loadAgenda } from './agenda';
import { withoutOwnSlot } from './booking-calendar';
import { reminderCoveredAt } from '../appointment-emails/reminder-window';
import { guardedAppointmentStatements } from './guarded-appointment';
import { matchPatientRecord } from './patient-record';
import { type Slot, slotIsFree } from './slot-guard';

type BookingDeps = Pick<AppDeps, 'db' | 'clock'>;

export const serviceNotOffered = "Ce service n'est pas offert en ligne.";

/** What the booker is told: never a link token, nothing about the clinic's records. */
export interface BookingSummary {
  date: string;
  time: string;
  durationMinutes: number;
  serviceName: string;
  priceCents: number;
  depositCents: number;
  email: string;
}

export const onlineBookingDisabled = () => new AppError(errorCodes.onlineBookingDisabled, onlineBookingMessages.disabled);
export const slotTaken = () => new AppError(errorCodes.slotTaken, onlineBookingMessages.slotTaken);

/**
 * Why `slot` cannot be taken, as the refusal the visitor sees: 422 on the `date` or `time` field,
 * or 409 when it is taken. `ownSlot`, the appointment being moved, does not count as taken.
 */
export async function refuseUnbookableSlot(
  deps: BookingDeps,
  settings: { timeZone: string; advanceBookingDays: number },
  slot: Slot,
  ownSlot?: BookedAppointment,
): Promise<void> {
  const instant = deps.clock.now();
  const [hours, agenda] = await Promise.all([loadOpeningHours(deps.db), loadAgenda(deps.db, slot.date, slot.date)]);
  const refusal = slotRefusal({
    hours,
    date: slot.date,
    time: slot.time,
    durationMinutes: slot.durationMinutes,
    appointments: withoutOwnSlot(agenda.appointments, ownSlot),
    blocked: agenda.blocked,
    now: { today: clinicDate(instant, settings.timeZone), time: clinicTime(instant, settings.timeZone) },
    advanceBookingDays: settings.advanceBookingDays,
  });
  if (refusal === null) return;
  if (refusal === 'taken') throw slotTaken();
  const { field, message } = slotRefusalFields[refusal];
  throw new AppError(errorCodes.validationFailed, errorMessages.validation, { [field]: message });
}

/**
 * Books `booking`: pending, source online, payment pending, the service's length and deposit,
 * linked to the clinic's record for that e-mail (see `matchPatientRecord`). Returns what the
 * booker is shown and the management link's clear token, for the confirmation e-mail only.
 */
export async function bookAppointment(
  deps: BookingDeps,
  booking: Booking,
): Promise<{ appointmentId: string; manageToken: string; booked: BookingSummary }> {
  const settings = await loadClinicSettings(deps.db);
  if (!settings.onlineBookingEnabled) throw onlineBookingDisabled();
  const [service] = await deps.db.select().from(serviceTypes).where(eq(serviceTypes.id, booking.serviceId));
  if (!service?.isActive || !service.allowOnlineBooking) throw notFound(serviceNotOffered);
  const slot: Slot = { date: booking.date, time: booking.time, durationMinutes: service.durationMinutes };
  await refuseUnbookableSlot(deps, settings, slot);

  const record = await matchPatientRecord(deps.db, booking.email);
  const appointmentId = randomUUID();
  const depositCents = service.requiresDeposit ? service.depositAmount : 0;
  const link = newAppointmentLink(deps, 'manage', { id: appointmentId, scheduledDate: slot.date }, settings.timeZone);
  const { statements } = guardedAppointmentStatements(deps, {
    appointment: {
      id: appointmentId,
      patientId: record.kind === 'one' ? record.patientId : null,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      notes: booking.notes === '' ? null : booking.notes,
      status: 'pending',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      durationMinutes: slot.durationMinutes,
      serviceTypeId: service.id,
      bookingSource: 'online',
      paymentStatus: 'pending',
      paymentAmount: 0,
      depositAmount: depositCents,
      reminderSentAt: reminderCoveredAt(slot, settings, deps.clock.now()),
      ...timestamps(deps.clock),
    },
    condition: slotIsFree(deps.db, slot),
    link: link.row,
    record,
  });
  const [inserted] = await deps.db.batch(statements);
  if (inserted.rowsAffected !== 1) throw slotTaken();
  return {
    appointmentId,
    manageToken: link.linkToken,
    booked: {
      date: slot.date,
      time: slot.time,
      durationMinutes: slot.durationMinutes,
      serviceName: service.name,
      priceCents: service.price,
      depositCents,
      email: booking.email,
    },
  };
}
