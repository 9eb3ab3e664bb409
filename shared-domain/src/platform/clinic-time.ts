// "Today" and "now" are always the clinic's, whatever the server's or the browser's time zone.
import { oncePerKey } from './once';

export const defaultClinicTimeZone = 'America/Toronto';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock pinned to an instant, so a computation sees one moment throughout. Tests use `testClock`. */
export function fixedClock(instant: string | Date): Clock {
  const pinned = new Date(instant);
  return { now: () => new Date(pinned) };
}

export interface TestClock extends Clock {
  /** Moves the clock to an instant. */
  set(instant: string | Date): void;
  /** Moves the clock forward (or back, with negative amounts). */
  advance(by: { days?: number; hours?: number; minutes?: number; seconds?: number }): void;
}

/** The one clock tests use: pinned at `start`, moved only by `set` and `advance`. */
export function testClock(start: string | Date): TestClock {
  let current = new Date(start).getTime();
  return {
    // A fresh Date each time, so a caller mutating it cannot move the clock.
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: ({ days = 0, hours = 0, minutes = 0, seconds = 0 }) => {
      current += (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
    },
  };
}

// One formatter per time zone, built when first needed: building one costs far more than using it.
const partsFormat = oncePerKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function clinicParts(instant: Date, timeZone: string): Record<string, string> {
  const parts = partsFormat(timeZone).formatToParts(instant);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** The clinic-local date `YYYY-MM-DD` of an instant. */
export function clinicDate(instant: Date, timeZone: string = defaultClinicTimeZone): string {
  const { year, month, day } = clinicParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** The clinic-local time `HH:MM` of an instant. */
export function clinicTime(instant: Date, timeZone: string = defaultClinicTimeZone): string {
  const { hour, minute } = clinicParts(instant, timeZone);
  return `${hour}:${minute}`;
}

/** Adds whole calendar days to a `YYYY-MM-DD` date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number {
  if (!calendarDate.test(date)) throw new RangeError(`expected a calendar date YYYY-MM-DD, got ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday, for a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first instant of `date` (`YYYY-MM-DD`) in `timeZone`, daylight-saving changes included. */
export function startOfClinicDay(date: string, timeZone: string): Date {
  return clinicInstant(date, '00:00', timeZone);
}

/**
 * The instant the clinic's clocks show `time` (`HH:MM`) on `date`, daylight-saving changes
 * included (a time skipped by the spring change reads as the same wall time an hour later).
 */
export function clinicInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [wantedHours, wantedMinutes] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, wantedHours, wantedMinutes);
  let instant = wanted;
  // Two corrections: the zone's offset can differ between the first guess and the answer.
  for (let step = 0; step < 2; step += 1) {
    const shown = new Date(instant);
    const [hours, minutes] = clinicTime(shown, timeZone).split(':').map(Number) as [number, number];
    const [shownYear, shownMonth, shownDay] = clinicDate(shown, timeZone).split('-').map(Number) as [number, number, number];
    instant += wanted - Date.UTC(shownYear, shownMonth - 1, shownDay, hours, minutes);
  }
  return new Date(instant);
}
