// Online-booking availability (specification §5 "Online booking"): which days are
// offered, the slots of a day, which slots are taken, whether one can be booked, and whether
// anything at all is left within the booking horizon (the "automatic" agenda-full mode, DESIGN §7).
// Pure: callers bring the rows and the clinic-local "today" and "now"; every date and time here is
// the clinic's wall clock, so a daylight-saving day has its usual slots.
//
// Departure from the specification: it marks a slot unavailable only when an appointment starts
// at the same time; the original double-booked overlapping visits of different lengths. Here a
// slot is unavailable when it overlaps an appointment, a blocked period or a break at all.
//
// The clinic's online booking rules narrow what a visitor may take: a minimum notice
// and no same-day booking move the first bookable moment (`ClinicNow.earliest`, `bookingNow`).
import type { OpeningHours, TimeSpan } from '../clinic/clinic-profile';
import type { AppointmentStatus } from './appointment-status';
import { addDays, clinicDate, clinicTime, weekdayOf } from '../platform/clinic-time';

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
  durationMinutes?: number;
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
  /**
   * The first clinic-local moment a slot may start at, when the clinic's booking rules (minimum
   * notice, no same-day booking) push it later than now; a slot starting at it is bookable.
   */
  earliest?: { date: string; time: string };
}

/** The clinic's online booking rules that move the first bookable moment. */
export interface BookingNoticeRules {
  /** A slot must start at least this many hours from now. */
  minimumNoticeHours: number;
  /** False: nothing today, the first slot is tomorrow's. */
  sameDayBooking: boolean;
}

const hourMs = 60 * 60 * 1000;

/** The clinic-local now of `instant` and, under `rules`, the first moment online booking may take. */
export function bookingNow(instant: Date, timeZone: string, rules?: BookingNoticeRules): ClinicNow {
  const now: ClinicNow = { today: clinicDate(instant, timeZone), time: clinicTime(instant, timeZone) };
  if (!rules) return now;
  const candidates: { date: string; time: string }[] = [];
  if (rules.minimumNoticeHours > 0) {
    // Counted on the real clock, so a daylight-saving night is as long as it really is.
    const notice = new Date(instant.getTime() + rules.minimumNoticeHours * hourMs);
    candidates.push({ date: clinicDate(notice, timeZone), time: clinicTime(notice, timeZone) });
  }
  if (!rules.sameDayBooking) candidates.push({ date: addDays(now.today, 1), time: '00:00' });
  const [earliest] = candidates.sort((a, b) => momentKey(b).localeCompare(momentKey(a)));
  return earliest ? { ...now, earliest } : now;
}

const momentKey = (moment: { date: string; time: string }) => `${moment.date}T${moment.time}`;

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

/** The day's breaks that fall inside its hours, in order, as minutes. */
function breaksOfDay(day: OpeningHours): Interval[] {
  const open = minutesOf(day.start);
  const close = minutesOf(day.end);
  return (day.breaks ?? [])
    .map((entry: TimeSpan) => ({ start: Math.max(minutesOf(entry.start), open), end: Math.min(minutesOf(entry.end), close) }))
    .filter((entry) => entry.end > entry.start)
    .sort((a, b) => a.start - b.start);
}

/**
 * Slot start times of a day: from the day's start time, stepped by the service's duration, while
 * the start is before the end time (the specification's rule: a slot need only start before closing).
 * After a break the steps start again at its end (8 h à 12 h, 13 h à 19 h: 13:00 is a slot); a
 * slot that would run into a break is listed, and taken (`takenIntervals` counts the breaks).
 */
export function slotTimesOfDay(hours: readonly OpeningHours[], date: string, durationMinutes: number): string[] {
  const day = hoursOfDay(hours, date);
  // A zero or negative duration would never advance; no slots rather than an endless loop.
  if (!day?.enabled || !Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const times: string[] = [];
  let from = minutesOf(day.start);
  const end = minutesOf(day.end);
  for (const pause of [...breaksOfDay(day), { start: end, end }]) {
    for (let start = from; start < pause.start; start += durationMinutes) times.push(timeOf(start));
    from = Math.max(from, pause.end);
  }
  return times;
}

/** A time the clinic blocked (holiday, training day): whole days, or from a time to a time. */
export interface BlockedPeriod {
  startDate: string;
  endDate: string;
  /** On `startDate`; null means from the start of the day. */
  startTime: string | null;
  /** On `endDate`; null means to the end of the day. */
  endTime: string | null;
  /** Why, as staff wrote it; the public pages name a whole-day closure by it (« Fermé — Congé des Fêtes »). */
  reason?: string;
}

/**
 * The reason of the whole-day closure covering `date` ('' when it has none), or undefined when no
 * closure takes the whole day: a day the booking pages say « Fermé — … », not « Complet ».
 */
export function closureOfDay(date: string, blocked: readonly BlockedPeriod[]): string | undefined {
  const closure = blocked.find(
    (period) => period.startTime === null && period.endTime === null && period.startDate <= date && date <= period.endDate,
  );
  return closure ? (closure.reason ?? '').trim() : undefined;
}

/** Minutes after midnight, start inclusive, end exclusive. */
interface Interval {
  start: number;
  end: number;
}

const endOfDay = 24 * 60;

/**
 * What of `date` is taken: held appointments (whatever their service), blocked periods and, given
 * the opening `hours`, the day's breaks.
 */
export function takenIntervals(
  date: string,
  appointments: readonly BookedAppointment[],
  blocked: readonly BlockedPeriod[] = [],
  hours: readonly OpeningHours[] = [],
): Interval[] {
  const day = hoursOfDay(hours, date);
  const taken: Interval[] = day?.enabled ? breaksOfDay(day) : [];
  for (const appointment of appointments) {
    if (appointment.scheduledDate !== date || !appointment.scheduledTime) continue;
    if (!(slotHoldingStatuses as readonly string[]).includes(appointment.status)) continue;
    const start = minutesOf(appointment.scheduledTime);
    // Without a length (an old row), it holds at least its start.
    taken.push({ start, end: start + Math.max(appointment.durationMinutes ?? 1, 1) });
  }
  for (const period of blocked) {
    if (date < period.startDate || date > period.endDate) continue;
    const start = date === period.startDate && period.startTime ? minutesOf(period.startTime) : 0;
    const end = date === period.endDate && period.endTime ? minutesOf(period.endTime) : endOfDay;
    if (end > start) taken.push({ start, end });
  }
  return taken;
}

/** Whether `[time, time + duration)` overlaps anything taken: touching ends do not overlap. */
export function overlapsTaken(time: string, durationMinutes: number, taken: readonly Interval[]): boolean {
  const start = minutesOf(time);
  const end = start + durationMinutes;
  return taken.some((interval) => start < interval.end && interval.start < end);
}

function isPast(date: string, time: string, now: ClinicNow | undefined): boolean {
  if (!now) return false;
  // A slot starting right now can no longer be reached, so it counts as past.
  return date < now.today || (date === now.today && time <= now.time);
}

/** Before the first moment the clinic's booking rules allow (and not already past). */
function isTooSoon(date: string, time: string, now: ClinicNow | undefined): boolean {
  return now?.earliest !== undefined && momentKey({ date, time }) < momentKey(now.earliest);
}

const isGone = (date: string, time: string, now: ClinicNow | undefined) => isPast(date, time, now) || isTooSoon(date, time, now);

/**
 * The slots of a day for one service: unavailable when they overlap a pending or confirmed
 * appointment, a blocked period or a break (not only when they start at the same time), or, given
 * `now`, once started or before `now.earliest`.
 */
export function slotsOfDay(options: {
  hours: readonly OpeningHours[];
  date: string;
  durationMinutes: number;
  appointments: readonly BookedAppointment[];
  blocked?: readonly BlockedPeriod[];
  now?: ClinicNow;
}): DaySlot[] {
  const taken = takenIntervals(options.date, options.appointments, options.blocked, options.hours);
  return slotTimesOfDay(options.hours, options.date, options.durationMinutes).map((time) => ({
    time,
    available: !overlapsTaken(time, options.durationMinutes, taken) && !isGone(options.date, time, options.now),
  }));
}

/**
 * Why a slot cannot be booked, or null when it can: the server's check before it writes.
 * `too-soon`: before the first moment the clinic's booking rules allow (`now.earliest`).
 */
export type SlotRefusal = 'not-offered-day' | 'not-on-grid' | 'past' | 'too-soon' | 'taken';

export function slotRefusal(options: {
  hours: readonly OpeningHours[];
  date: string;
  time: string;
  durationMinutes: number;
  appointments: readonly BookedAppointment[];
  blocked?: readonly BlockedPeriod[];
  now: ClinicNow;
  advanceBookingDays: number;
}): SlotRefusal | null {
  if (!offeredBookingDays(options.hours, options.now.today, options.advanceBookingDays).includes(options.date)) return 'not-offered-day';
  if (!slotTimesOfDay(options.hours, options.date, options.durationMinutes).includes(options.time)) return 'not-on-grid';
  // A slot running into a break is no slot of the service (not one someone else took).
  if (overlapsTaken(options.time, options.durationMinutes, takenIntervals(options.date, [], [], options.hours))) return 'not-on-grid';
  if (isPast(options.date, options.time, options.now)) return 'past';
  if (isTooSoon(options.date, options.time, options.now)) return 'too-soon';
  const taken = takenIntervals(options.date, options.appointments, options.blocked, options.hours);
  return overlapsTaken(options.time, options.durationMinutes, taken) ? 'taken' : null;
}

/**
 * Whether any service open to online booking still has a free slot within the horizon, ignoring
 * today's slots that have already started and those before `earliest` (the clinic's booking rules,
 * as on the booking page). False means the agenda is full.
 */
export function hasFreeSlot(options: {
  hours: readonly OpeningHours[];
  appointments: readonly BookedAppointment[];
  blocked?: readonly BlockedPeriod[];
  services: readonly BookableService[];
  today: string;
  nowTime: string;
  earliest?: ClinicNow['earliest'];
  advanceBookingDays: number;
}): boolean {
  const now: ClinicNow = { today: options.today, time: options.nowTime, ...(options.earliest && { earliest: options.earliest }) };
  const durations = new Set(
    options.services
      .filter((service) => service.allowOnlineBooking && service.isActive !== false)
      .map((service) => service.durationMinutes),
  );
  for (const date of offeredBookingDays(options.hours, options.today, options.advanceBookingDays)) {
    const taken = takenIntervals(date, options.appointments, options.blocked, options.hours);
    for (const duration of durations) {
      for (const time of slotTimesOfDay(options.hours, date, duration)) {
        if (!overlapsTaken(time, duration, taken) && !isGone(date, time, now)) return true;
      }
    }
  }
  return false;
}
