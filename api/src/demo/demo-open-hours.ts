// The demo clinic's days and hours as it keeps them (`demoBookingHours`, its lunch breaks in
// `demoConfiguration`): what the demo places relative to « now » lands on a day the clinic is open,
// inside its hours and outside a break, whatever the day and the hour the demo is started on.
import { addDays, weekdayOf } from 'shared-domain/platform/clinic-time';
import { demoBookingHours, demoConfiguration } from './demo-clinic';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The clinic's hours on `date` in minutes of the day, or undefined when it is closed. */
function hoursOn(date: string): { start: number; end: number } | undefined {
  const day = demoBookingHours.find((hours) => hours.weekday === weekdayOf(date));
  return day?.enabled ? { start: minutesOf(day.startTime), end: minutesOf(day.endTime) } : undefined;
}

export function isDemoOpenDay(date: string): boolean {
  return hoursOn(date) !== undefined;
}

/** True when a visit of `durationMinutes` at `time` on `date` fits the clinic's hours and misses its breaks. */
export function isWithinDemoHours(date: string, time: string, durationMinutes: number): boolean {
  const hours = hoursOn(date);
  const start = minutesOf(time);
  const end = start + durationMinutes;
  if (!hours || start < hours.start || end > hours.end) return false;
  return demoConfiguration.breaks.every(
    (pause) => pause.weekday !== weekdayOf(date) || end <= minutesOf(pause.startTime) || minutesOf(pause.endTime) <= start,
  );
}

/** The first open day after `today` (the « tomorrow » of a clinic closed on weekends). */
export function nextDemoOpenDay(today: string): string {
  let date = addDays(today, 1);
  while (!isDemoOpenDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * The latest whole hour at or before `time` on `date` (or an earlier day) when a visit of
 * `durationMinutes` fits the clinic's hours: where the demo puts a visit that « just took place ».
 */
export function lastDemoOpenHour(date: string, time: string, durationMinutes: number): { date: string; time: string } {
  let day = date;
  let latest = minutesOf(time);
  for (let tried = 0; tried < 14; tried += 1) {
    for (let minutes = Math.floor(latest / 60) * 60; minutes >= 0; minutes -= 60) {
      if (isWithinDemoHours(day, timeOf(minutes), durationMinutes)) return { date: day, time: timeOf(minutes) };
    }
    day = addDays(day, -1);
    latest = 23 * 60;
  }
  throw new Error(`no open hour in the two weeks before ${date}`);
}
