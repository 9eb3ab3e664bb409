// Online-booking availability (specification §5 "Online booking"): which days are offered, the
// slots of a day, which slots are taken, and whether anything at all is left within the booking
// horizon (the "automatic" agenda-full mode, DESIGN §7). Pure: callers bring the rows and the
// clinic-local "today" and "now".
import type { OpeningHours } from './clinic-profile';
import type { AppointmentStatus } from './appointment-status';
import { addDays, weekdayOf } from './clinic-time';

/** Specification §9: the booking horizon defaults to 30 days… */
export const defaultAdvanceBookingDays = 30;
/** …of which at most the first 14 offered days are shown. */
export const maxDisplayedBookingDays = 14;

/** Statuses that hold a slot; cancelled, completed and no-show ones free it. */
export const slotHoldingStatuses = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

/** What availability needs of an appointment; requests not yet scheduled have no date or time. */
export interface BookedAppointment {
  scheduledDate: string | null;
  scheduledTime: string | null;
  status: string;
}

export interface BookableService {
  durationMinutes: number;
  allowOnlineBooking: boolean;
  /** Absent means active. */
  isActive?: boolean;
}

export interface DaySlot {
  time: string;
  available: boolean;
}

/** The clinic-local moment slots are compared with: earlier slots of that day are gone. */
export interface ClinicNow {
  today: string;
  time: string;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function hoursOfDay(hours: readonly OpeningHours[], date: string): OpeningHours | undefined {
  const weekday = weekdayOf(date);
  return hours.find((day) => day.weekday === weekday);
}

/** The next `advanceBookingDays` days starting today whose weekday is open to online booking. */
export function offeredBookingDays(hours: readonly OpeningHours[], today: string, advanceBookingDays: number): string[] {
  const days: string[] = [];
  for (let offset = 0; offset < advanceBookingDays; offset += 1) {
    const date = addDays(today, offset);
    if (hoursOfDay(hours, date)?.enabled) days.push(date);
  }
  return days;
}

/** The offered days the booking page shows: the first 14. */
export function displayedBookingDays(hours: readonly OpeningHours[], today: string, advanceBookingDays: number): string[] {
  return offeredBookingDays(hours, today, advanceBookingDays).slice(0, maxDisplayedBookingDays);
}

/**
 * Slot start times of a day: from the day's start time, stepped by the service's duration, while
 * the start is before the end time (the specification's rule: a slot need only start before closing).
 */
export function slotTimesOfDay(hours: readonly OpeningHours[], date: string, durationMinutes: number): string[] {
  const day = hoursOfDay(hours, date);
  // A zero or negative duration would never advance; no slots rather than an endless loop.
  if (!day?.enabled || !Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const times: string[] = [];
  const end = minutesOf(day.end);
  for (let start = minutesOf(day.start); start < end; start += durationMinutes) times.push(timeOf(start));
  return times;
}

/** `date time` keys of the slots held by pending or confirmed appointments, whatever their service. */
export function heldSlots(appointments: readonly BookedAppointment[]): Set<string> {
  const held = new Set<string>();
  for (const appointment of appointments) {
    if (!appointment.scheduledDate || !appointment.scheduledTime) continue;
    if (!(slotHoldingStatuses as readonly string[]).includes(appointment.status)) continue;
    held.add(`${appointment.scheduledDate} ${appointment.scheduledTime}`);
  }
  return held;
}

function isPast(date: string, time: string, now: ClinicNow | undefined): boolean {
  if (!now) return false;
  // A slot starting right now can no longer be reached, so it counts as past.
  return date < now.today || (date === now.today && time <= now.time);
}

/** The slots of a day for one service; held ones (and, given `now`, past ones) are unavailable. */
export function slotsOfDay(options: {
  hours: readonly OpeningHours[];
  date: string;
  durationMinutes: number;
  appointments: readonly BookedAppointment[];
  now?: ClinicNow;
}): DaySlot[] {
  const held = heldSlots(options.appointments);
  return slotTimesOfDay(options.hours, options.date, options.durationMinutes).map((time) => ({
    time,
    available: !held.has(`${options.date} ${time}`) && !isPast(options.date, time, options.now),
  }));
}

/**
 * Whether any service open to online booking still has a free slot within the horizon, ignoring
 * today's slots that have already started. False means the agenda is full.
 */
export function hasFreeSlot(options: {
  hours: readonly OpeningHours[];
  appointments: readonly BookedAppointment[];
  services: readonly BookableService[];
  today: string;
  nowTime: string;
  advanceBookingDays: number;
}): boolean {
  const now: ClinicNow = { today: options.today, time: options.nowTime };
  const held = heldSlots(options.appointments);
  const durations = new Set(
    options.services
      .filter((service) => service.allowOnlineBooking && service.isActive !== false)
      .map((service) => service.durationMinutes),
  );
  for (const date of offeredBookingDays(options.hours, options.today, options.advanceBookingDays)) {
    for (const duration of durations) {
      for (const time of slotTimesOfDay(options.hours, date, duration)) {
        if (!held.has(`${date} ${time}`) && !isPast(date, time, now)) return true;
      }
    }
  }
  return false;
}
