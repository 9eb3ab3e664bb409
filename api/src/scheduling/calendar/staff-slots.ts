// The slots staff may give: the online booking engine's rules (opening hours, blocked
// times, no overlap with a pending or confirmed appointment) for any active service, online or not,
// and without the booking horizon. Staff may also type a time off the grid (a Saturday "by
// appointment", a visit at 7:30): what no one may do is overlap, which the database re-checks in
// the statement that writes (`slotIsFree`).
import { eq } from 'drizzle-orm';
import {
  type BookedAppointment,
  overlapsTaken,
  slotHoldingStatuses,
  slotsOfDay,
  takenIntervals,
} from 'shared-domain/scheduling/availability';
import { addDays } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import { loadAgenda } from '../booking/agenda';
import { withoutOwnSlot } from '../booking/booking-calendar';
import type { Slot } from '../booking/slot-guard';
import { clinicNowIn, loadOpeningHours } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { calendarMessages } from 'shared-domain/scheduling/calendar-input';

type SlotDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A pending or confirmed appointment holds its slot; the others free it. */
export function holdsSlot(status: string): boolean {
  return (slotHoldingStatuses as readonly string[]).includes(status);
}

export const overlapRefusal = () => new AppError(errorCodes.slotTaken, calendarMessages.overlap);
const blockedRefusal = () => new AppError(errorCodes.slotTaken, calendarMessages.blocked);
/** An active service by id, as the forms refer to it (422 on the field otherwise). */
export async function activeService(db: AppDeps['db'], serviceTypeId: string, refuse: 'field' | 'not-found' = 'field') {
  const [service] = await db.select().from(serviceTypes).where(eq(serviceTypes.id, serviceTypeId));
  if (service?.isActive) return service;
  throw refuse === 'field' ? fieldRefusal('serviceTypeId', calendarMessages.serviceNotFound) : notFound(calendarMessages.serviceNotFound);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Why staff cannot give `slot`, thrown as the refusal the screen shows: a day already past or a
 * visit running past midnight (422 on the field), an overlap with an appointment or a blocked
 * period (409 BOOK_001, each with its own message). `own`, the appointment being moved, does not
 * count. Earlier today stays possible: a walk-in is recorded on the day it happens.
 */
export async function refuseStaffSlot(deps: SlotDeps, timeZone: string, slot: Slot, own?: BookedAppointment): Promise<void> {
  if (slot.date < clinicNowIn(deps, timeZone).today) throw fieldRefusal('date', calendarMessages.pastDay);
  if (minutesOf(slot.time) + slot.durationMinutes > 24 * 60) throw fieldRefusal('time', calendarMessages.pastMidnight);
  const agenda = await loadAgenda(deps.db, slot.date, slot.date);
  if (overlapsTaken(slot.time, slot.durationMinutes, takenIntervals(slot.date, [], agenda.blocked))) throw blockedRefusal();
  const held = withoutOwnSlot(agenda.appointments, own);
  if (overlapsTaken(slot.time, slot.durationMinutes, takenIntervals(slot.date, held))) throw overlapRefusal();
}

export interface StaffAvailabilityRequest {
  serviceTypeId: string;
  from: string;
  days: number;
  ignoreAppointmentId?: string;
}

/**
 * The slots of `days` days from `from` for a service: the opening hours' grid stepped by the
 * service's length, each available unless it overlaps a held appointment or a blocked period, or
 * has started. A closed day has no slots. `ignoreAppointmentId`, the appointment being moved,
 * leaves its own place free.
 */
export async function staffAvailability(deps: SlotDeps, timeZone: string, request: StaffAvailabilityRequest) {
  const service = await activeService(deps.db, request.serviceTypeId, 'not-found');
  const own = request.ignoreAppointmentId ? await ownSlot(deps.db, request.ignoreAppointmentId) : undefined;
  const dates = Array.from({ length: request.days }, (_, offset) => addDays(request.from, offset));
  const [hours, agenda] = await Promise.all([loadOpeningHours(deps.db), loadAgenda(deps.db, request.from, dates.at(-1) ?? request.from)]);
  const held = withoutOwnSlot(agenda.appointments, own);
  const now = clinicNowIn(deps, timeZone);
  return {
    days: dates.map((date) => ({
      date,
      slots: slotsOfDay({ hours, date, durationMinutes: service.durationMinutes, appointments: held, blocked: agenda.blocked, now }),
    })),
  };
}

async function ownSlot(db: AppDeps['db'], appointmentId: string): Promise<BookedAppointment> {
  const [row] = await db
    .select({
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      status: appointments.status,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) throw notFound(calendarMessages.appointmentNotFound);
  return row;
}
