// Opening hours as the site shows them (specification §9): consecutive days with the same hours
// are grouped ('Lundi au jeudi : 8 h – 19 h'), times in the fr-CA style ('8 h', '19 h 30'),
// a day the clinic's hours leave closed reads 'fermé', whichever it is (a Saturday too: the site
// says what the hours say, never a promise they do not hold). A day with a break
// reads as its open spans ('8 h à 12 h, 13 h à 19 h'). Closures (holidays, vacations) are listed
// below them: 'Fermé du 24 décembre au 4 janvier — Congé des Fêtes'.
import type { ClinicClosure, OpeningHours } from 'shared-domain/clinic/clinic-profile';
import { formatDayMonth, formatTime } from 'shared-domain/platform/format';

const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
/** Monday first, as a Quebec week is read. */
const displayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export interface OpeningHoursRow {
  /** 'Lundi', 'Lundi et mardi' or 'Lundi au jeudi'. */
  days: string;
  /** '8 h – 19 h' or 'fermé'. */
  hours: string;
  open: boolean;
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-CA') + text.slice(1);
}

function dayRange(first: number, last: number, count: number): string {
  const start = capitalize(weekdayNames[first] ?? '');
  if (count === 1) return start;
  const end = weekdayNames[last] ?? '';
  return count === 2 ? `${start} et ${end}` : `${start} au ${end}`;
}

/** The day's open spans between its breaks (breaks outside the hours or empty are ignored). */
function openSpans(day: OpeningHours): { start: string; end: string }[] {
  const spans: { start: string; end: string }[] = [];
  let from = day.start;
  const breaks = [...(day.breaks ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  for (const pause of breaks) {
    if (pause.end <= pause.start || pause.end <= from || pause.start >= day.end) continue;
    if (pause.start > from) spans.push({ start: from, end: pause.start });
    from = pause.end;
  }
  if (from < day.end) spans.push({ start: from, end: day.end });
  return spans;
}

function hoursOf(day: OpeningHours): { hours: string; open: boolean } {
  if (!day.enabled) return { hours: 'fermé', open: false };
  const spans = openSpans(day);
  if (spans.length > 1) return { hours: spans.map((span) => `${formatTime(span.start)} à ${formatTime(span.end)}`).join(', '), open: true };
  return { hours: `${formatTime(day.start)} – ${formatTime(day.end)}`, open: true };
}

/** Rows in week order (Monday to Sunday); days missing from the data are left out. */
export function formatOpeningHours(openingHours: readonly OpeningHours[]): OpeningHoursRow[] {
  const byWeekday = new Map<number, OpeningHours>();
  for (const day of openingHours) {
    if (Number.isInteger(day.weekday) && day.weekday >= 0 && day.weekday <= 6 && !byWeekday.has(day.weekday)) {
      byWeekday.set(day.weekday, day);
    }
  }

  const groups: { first: number; last: number; count: number; hours: string; open: boolean }[] = [];
  let previousPosition = -2;
  displayOrder.forEach((weekday, position) => {
    const day = byWeekday.get(weekday);
    if (!day) return;
    const { hours, open } = hoursOf(day);
    const group = groups.at(-1);
    if (group && previousPosition === position - 1 && group.hours === hours) {
      group.last = weekday;
      group.count += 1;
    } else {
      groups.push({ first: weekday, last: weekday, count: 1, hours, open });
    }
    previousPosition = position;
  });

  return groups.map((group) => ({
    days: dayRange(group.first, group.last, group.count),
    hours: group.hours,
    open: group.open,
  }));
}

/** 'Lundi au jeudi : 8 h – 19 h'. */
export function formatOpeningHoursRow(row: OpeningHoursRow): string {
  return `${row.days} : ${row.hours}`;
}

/** 'Fermé du 24 décembre au 4 janvier — Congé des Fêtes', 'Fermé le 1er janvier'. */
export function formatClosure(closure: ClinicClosure): string {
  const when =
    closure.startDate === closure.endDate
      ? `Fermé le ${formatDayMonth(closure.startDate)}`
      : `Fermé du ${formatDayMonth(closure.startDate)} au ${formatDayMonth(closure.endDate)}`;
  const reason = closure.reason.trim();
  return reason ? `${when} — ${reason}` : when;
}
