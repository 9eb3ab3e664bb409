// The calendar's arithmetic, kept pure so it is tested without rendering: which days a view shows,
// which hours the grid covers, and where each appointment, blocked period and closed stretch sits
// on a CSS grid of 15-minute rows (one grid per day column; overlapping visits share it in lanes).
// Dates are the clinic's `YYYY-MM-DD`, times its `HH:MM`: wall-clock values, no time zone involved.
import { takenIntervals, type BlockedPeriod } from 'shared-domain/scheduling/availability';
import { addDays, weekdayOf } from 'shared-domain/platform/clinic-time';
import { type AddressFields, dayField, readAddressFilters, writeAddressFilters } from 'shared-ui/useAddressFilters';

/** One grid row. */
export const rowMinutes = 15;

/** Shown when the clinic has no open day at all, so the grid is never empty. */
const fallbackHours = { start: 8 * 60, end: 18 * 60 };
const dayMinutes = 24 * 60;

export type CalendarView = 'jour' | 'semaine';

export interface DayHours {
  weekday: number;
  enabled: boolean;
  startTime: string;
  endTime: string;
  /** Breaks inside the day (lunch): shaded like the hours outside, no online slot there. */
  breaks?: readonly { startTime: string; endTime: string }[];
}

/** Minutes after midnight, start inclusive, end exclusive. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** A place on a day's grid: 1-based first row and number of rows. */
export interface RowSpan {
  row: number;
  span: number;
}

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The Monday of `date`'s week (weeks run Monday to Sunday, as calendars do in Quebec's offices). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The days a view shows around `date`: that day, or its Monday-to-Sunday week. */
export function visibleDays(view: CalendarView, date: string): string[] {
  if (view === 'jour') return [date];
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
}

/** The date 'Précédent' or 'Suivant' goes to: one day, or one week. */
export function shiftDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'jour' ? 1 : 7));
}

export interface CalendarLocation {
  view: CalendarView;
  date: string;
  /** The appointment whose details are open. */
  appointmentId: string | undefined;
}

/**
 * The location as the address holds it (`?vue=jour|semaine&date=YYYY-MM-DD&rdv=<id>`); anything
 * missing or malformed falls back to today, in the day view on a phone and the week view elsewhere.
 * The view and date are always written, so a link says what it shows.
 */
export function calendarFields(today: string, narrowScreen: boolean): AddressFields<CalendarLocation> {
  return {
    view: {
      param: 'vue',
      fallback: narrowScreen ? 'jour' : 'semaine',
      read: (raw) => calendarViews.find((view) => view === raw),
      write: (view) => view,
      alwaysWritten: true,
    },
    date: dayField('date', today, { alwaysWritten: true }),
    appointmentId: { param: 'rdv', fallback: undefined, read: (raw) => raw || undefined, write: (id) => id ?? '' },
  };
}

const calendarViews: readonly CalendarView[] = ['jour', 'semaine'];

/** What the address asks for. */
export const readCalendarLocation = (params: URLSearchParams, today: string, narrowScreen: boolean): CalendarLocation =>
  readAddressFilters(calendarFields(today, narrowScreen), params);

/** The address of a calendar location. */
export const calendarSearch = (location: CalendarLocation): string =>
  `?${writeAddressFilters(calendarFields(location.date, false), new URLSearchParams(), location).toString()}`;

/** Something with a start and a length on the grid (an appointment). */
export interface TimedItem {
  scheduledTime: string | null;
  durationMinutes: number | null;
}

/** What an item occupies; an item without a length (an old row) shows one row's worth. */
export function itemMinutes(item: TimedItem): MinuteRange | undefined {
  if (!item.scheduledTime) return undefined;
  const start = minutesOf(item.scheduledTime);
  return { start, end: start + Math.max(item.durationMinutes ?? rowMinutes, 1) };
}

/**
 * The hours the grid covers: from the earliest opening to the latest closing of the week's open
 * days (the same for every day, so the rows line up), widened to whole rows for any appointment
 * booked outside them so that none is hidden.
 */
export function gridRange(hours: readonly DayHours[], items: readonly TimedItem[] = []): MinuteRange {
  const open = hours.filter((day) => day.enabled && minutesOf(day.endTime) > minutesOf(day.startTime));
  let start = open.length > 0 ? Math.min(...open.map((day) => minutesOf(day.startTime))) : fallbackHours.start;
  let end = open.length > 0 ? Math.max(...open.map((day) => minutesOf(day.endTime))) : fallbackHours.end;
  for (const item of items) {
    const range = itemMinutes(item);
    if (!range) continue;
    start = Math.min(start, range.start);
    end = Math.max(end, range.end);
  }
  start = Math.max(0, Math.floor(start / rowMinutes) * rowMinutes);
  end = Math.min(dayMinutes, Math.ceil(end / rowMinutes) * rowMinutes);
  return { start, end };
}

export function rowCount(grid: MinuteRange): number {
  return (grid.end - grid.start) / rowMinutes;
}

/** The start time of each row, for the time gutter and the empty-slot cells. */
export function rowTimes(grid: MinuteRange): string[] {
  return Array.from({ length: rowCount(grid) }, (_, index) => clockTime(grid.start + index * rowMinutes));
}

/**
 * The rows a stretch of minutes covers, clipped to the grid: it starts in the row holding its
 * start and ends with the row holding its last minute. Undefined when it lies outside the grid.
 */
export function rowSpan(range: MinuteRange, grid: MinuteRange): RowSpan | undefined {
  const start = Math.max(range.start, grid.start);
  const end = Math.min(range.end, grid.end);
  if (end <= start) return undefined;
  const first = Math.floor((start - grid.start) / rowMinutes);
  const last = Math.ceil((end - grid.start) / rowMinutes);
  return { row: first + 1, span: Math.max(1, last - first) };
}

export interface PlacedItem<T> extends RowSpan {
  item: T;
  /** 1-based first column of the day's grid and number of columns. */
  column: number;
  columnSpan: number;
}

export interface DayPlacement<T> {
  /** Columns of the day's grid: enough for every group of overlapping items to share it evenly. */
  columns: number;
  placed: PlacedItem<T>[];
}

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));
/** Past this, a day's columns are not worth splitting exactly (it would take a dozen overlapping visits). */
const maxColumns = 60;

/**
 * Places one day's items. Items that share a row (even a partly filled one) go side by side in
 * lanes; each group of items linked by overlaps divides the day's width evenly among its lanes,
 * and an item alone in its time takes the whole width.
 */
export function placeDay<T extends TimedItem>(items: readonly T[], grid: MinuteRange): DayPlacement<T> {
  const spans = items
    .map((item) => {
      const range = itemMinutes(item);
      const span = range ? rowSpan(range, grid) : undefined;
      return span ? { item, ...span } : undefined;
    })
    .filter((entry) => entry !== undefined)
    .sort((a, b) => a.row - b.row || b.span - a.span);

  const laid: { item: T; row: number; span: number; lane: number; group: number }[] = [];
  const groupLanes: number[] = [];
  let laneEnds: number[] = [];
  let groupEnd = 0;
  for (const entry of spans) {
    if (entry.row >= groupEnd) {
      // Nothing before reaches this row: a new group starts with all lanes free.
      groupLanes.push(0);
      laneEnds = [];
    }
    const group = groupLanes.length - 1;
    const end = entry.row + entry.span;
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= entry.row);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    groupLanes[group] = Math.max(groupLanes[group] ?? 0, lane + 1);
    groupEnd = Math.max(groupEnd, end);
    laid.push({ ...entry, lane, group });
  }

  const exact = groupLanes.reduce((columns, lanes) => (columns * lanes) / greatestCommonDivisor(columns, lanes), 1);
  const columns = exact <= maxColumns ? exact : Math.max(1, ...groupLanes);
  const placed = laid.map(({ item, row, span, lane, group }) => {
    const lanes = groupLanes[group] ?? 1;
    const first = Math.floor((lane * columns) / lanes);
    const next = Math.floor(((lane + 1) * columns) / lanes);
    return { item, row, span, column: first + 1, columnSpan: Math.max(1, next - first) };
  });
  return { columns, placed };
}

export type ClosedKind = 'closed-day' | 'outside-hours' | 'break';

export interface ClosedStretch extends RowSpan {
  kind: ClosedKind;
}

/** When the clinic is open on `date`, in minutes; undefined on a closed day. */
export function openingOf(date: string, hours: readonly DayHours[]): MinuteRange | undefined {
  const day = hours.find((entry) => entry.weekday === weekdayOf(date));
  if (!day?.enabled) return undefined;
  const range = { start: minutesOf(day.startTime), end: minutesOf(day.endTime) };
  return range.end > range.start ? range : undefined;
}

export function isClosedDay(date: string, hours: readonly DayHours[]): boolean {
  return openingOf(date, hours) === undefined;
}

/**
 * The shaded parts of a day: all of it when the clinic is closed, else the rows before opening,
 * its breaks and the rows after closing.
 */
export function closedStretches(date: string, hours: readonly DayHours[], grid: MinuteRange): ClosedStretch[] {
  const opening = openingOf(date, hours);
  if (!opening) return [{ kind: 'closed-day', row: 1, span: rowCount(grid) }];
  const stretches: ClosedStretch[] = [];
  const before = rowSpan({ start: grid.start, end: opening.start }, grid);
  if (before) stretches.push({ kind: 'outside-hours', ...before });
  const breaks = hours.find((entry) => entry.weekday === weekdayOf(date))?.breaks ?? [];
  for (const pause of breaks) {
    const start = Math.max(minutesOf(pause.startTime), opening.start);
    const end = Math.min(minutesOf(pause.endTime), opening.end);
    const span = end > start ? rowSpan({ start, end }, grid) : undefined;
    if (span) stretches.push({ kind: 'break', ...span });
  }
  const after = rowSpan({ start: opening.end, end: grid.end }, grid);
  if (after) stretches.push({ kind: 'outside-hours', ...after });
  return stretches;
}

export interface PlacedBlock<T> extends RowSpan {
  block: T;
  /** What of `date` it takes, in minutes (the whole day is 0 to 1440). */
  minutes: MinuteRange;
}

/**
 * The blocked periods that reach `date`, as the booking engine reads them (shared-domain's
 * `takenIntervals`: from its start time on the first day to its end time on the last), placed on
 * the grid; a part outside the grid's hours is not drawn.
 */
export function placeBlocks<T extends BlockedPeriod>(date: string, blocks: readonly T[], grid: MinuteRange): PlacedBlock<T>[] {
  const placed: PlacedBlock<T>[] = [];
  for (const block of blocks) {
    const [minutes] = takenIntervals(date, [], [block]);
    const span = minutes ? rowSpan(minutes, grid) : undefined;
    if (minutes && span) placed.push({ block, minutes, ...span });
  }
  return placed;
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export interface GridPosition {
  id: string;
  /** Index of the day column. */
  day: number;
  /** Start in minutes. */
  start: number;
}

/**
 * Where an arrow key moves the focus among the appointments: up and down to the previous and next
 * one of the same day, left and right to the nearest in time on the closest day that has any.
 */
export function neighbourOf(positions: readonly GridPosition[], currentId: string, key: ArrowKey): string | undefined {
  const current = positions.find((position) => position.id === currentId);
  if (!current) return undefined;
  const byTime = (a: GridPosition, b: GridPosition) => a.start - b.start || a.id.localeCompare(b.id);
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const sameDay = positions.filter((position) => position.day === current.day).sort(byTime);
    const index = sameDay.findIndex((position) => position.id === currentId);
    return sameDay[index + (key === 'ArrowDown' ? 1 : -1)]?.id;
  }
  const step = key === 'ArrowRight' ? 1 : -1;
  const days = [...new Set(positions.map((position) => position.day))].sort((a, b) => a - b);
  const targetDay = step === 1 ? days.find((day) => day > current.day) : days.filter((day) => day < current.day).pop();
  if (targetDay === undefined) return undefined;
  const candidates = positions.filter((position) => position.day === targetDay).sort(byTime);
  let best = candidates[0];
  for (const candidate of candidates) {
    if (best && Math.abs(candidate.start - current.start) < Math.abs(best.start - current.start)) best = candidate;
  }
  return best?.id;
}
