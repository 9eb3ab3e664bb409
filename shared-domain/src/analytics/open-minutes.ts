// The minutes the clinic was open for visits over a period: each day's booking hours, less its
// breaks and the periods it blocked (a holiday, a training afternoon). Wall-clock minutes of the
// clinic's days, so a daylight-saving day's hours count as the clock shows them. Utilisation
// divides the minutes booked by these.
import { type DateRange, daysOf } from './analysis-period';
import { weekdayOf } from '../platform/clinic-time';

/** One weekday's hours (0 = Sunday), clinic-local 'HH:MM'; a day the clinic is closed has none. */
export interface OpenHours {
  weekday: number;
  start: string;
  end: string;
}

/** A break inside a weekday's hours (lunch). */
export type HoursBreak = OpenHours;

/** A blocked period: null times mean from the start of the first day / to the end of the last. */
export interface BlockedPeriod {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

export interface ClinicHours {
  open: readonly OpenHours[];
  breaks: readonly HoursBreak[];
  blocked: readonly BlockedPeriod[];
}

type Span = [start: number, end: number];

export const minuteOfDay = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

function without(spans: readonly Span[], [cutStart, cutEnd]: Span): Span[] {
  return spans.flatMap(([start, end]): Span[] => {
    if (cutEnd <= start || cutStart >= end) return [[start, end]];
    return [...(cutStart > start ? [[start, cutStart] as Span] : []), ...(cutEnd < end ? [[cutEnd, end] as Span] : [])];
  });
}

/** The day's blocked span of a blocked period, when it covers part of `date`. */
function blockedSpan(period: BlockedPeriod, date: string): Span | undefined {
  if (date < period.startDate || date > period.endDate) return undefined;
  const start = date === period.startDate && period.startTime ? minuteOfDay(period.startTime) : 0;
  const end = date === period.endDate && period.endTime ? minuteOfDay(period.endTime) : 24 * 60;
  return [start, end];
}

/** The open spans of one day (minutes from midnight). */
export function openSpans(hours: ClinicHours, date: string): Span[] {
  const weekday = weekdayOf(date);
  let spans: Span[] = hours.open.filter((day) => day.weekday === weekday).map((day) => [minuteOfDay(day.start), minuteOfDay(day.end)]);
  for (const pause of hours.breaks.filter((day) => day.weekday === weekday))
    spans = without(spans, [minuteOfDay(pause.start), minuteOfDay(pause.end)]);
  for (const period of hours.blocked) {
    const span = blockedSpan(period, date);
    if (span) spans = without(spans, span);
  }
  return spans;
}

/** Open minutes over the range, breaks and blocked periods taken out. */
export function openMinutes(hours: ClinicHours, range: DateRange): number {
  let total = 0;
  for (const date of daysOf(range)) for (const [start, end] of openSpans(hours, date)) total += end - start;
  return total;
}

/** Whether a clinic-local day and time fall within the day's booking hours (breaks and closures aside). */
export function withinOpeningHours(hours: ClinicHours, date: string, time: string): boolean {
  const weekday = weekdayOf(date);
  const minute = minuteOfDay(time);
  return hours.open.some((day) => day.weekday === weekday && minute >= minuteOfDay(day.start) && minute < minuteOfDay(day.end));
}
