// The period an analysis reads and the one it is compared with: a week (Monday to Sunday), a
// month, a quarter or a year of the calendar holding the chosen day, or two days chosen by hand.
// The previous period is the calendar unit just before (the previous month for a month), and for
// a custom period the same number of days ending the day before it. Clinic-local dates, both ends
// included. One schema for the page's picker and the API's query.
import { z } from 'zod';
import { addDays, daysBetween, weekdayOf } from '../platform/clinic-time';
import { isCalendarDate } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';

export const periodKinds = ['week', 'month', 'quarter', 'year', 'custom'] as const;
export type PeriodKind = (typeof periodKinds)[number];

export const periodKindLabels: Record<PeriodKind, string> = {
  week: 'Semaine',
  month: 'Mois',
  quarter: 'Trimestre',
  year: 'Année',
  custom: 'Période choisie',
};

/** Clinic-local dates, both included. */
export interface DateRange {
  from: string;
  to: string;
}

export const analysisPeriodLabels = { kind: 'Période', date: 'Jour de la période', from: 'Du', to: 'Au' } as const;

export const analysisPeriodMessages = {
  unknownKind: 'Choisissez une semaine, un mois, un trimestre, une année ou une période choisie.',
  customNeedsDays: 'Choisissez le premier et le dernier jour de la période.',
  endBeforeStart: 'Le dernier jour doit suivre le premier.',
  tooLong: 'Une période choisie couvre au plus deux ans.',
} as const;

/** The longest custom period, in days: two years and a leap day. */
export const longestCustomPeriodDays = 731;

const day = (label: string) => z.string({ error: m.date(label) }).refine(isCalendarDate, m.date(label));

/**
 * `?period=month&date=2026-11-12`, or `?period=custom&from=…&to=…`. Absent: the month of the
 * clinic's today (the caller gives it).
 */
export const analysisPeriodFields = z.object({
  period: z.enum(periodKinds, { error: analysisPeriodMessages.unknownKind }).default('month'),
  date: day(analysisPeriodLabels.date).optional(),
  from: day(analysisPeriodLabels.from).optional(),
  to: day(analysisPeriodLabels.to).optional(),
});

/** A custom period names both its days, in order, two years at most. */
export function checkCustomPeriod(query: z.output<typeof analysisPeriodFields>, context: z.RefinementCtx): void {
  if (query.period !== 'custom') return;
  if (!query.from || !query.to) {
    context.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], message: analysisPeriodMessages.customNeedsDays });
    return;
  }
  if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: analysisPeriodMessages.endBeforeStart });
  else if (daysBetween(query.from, query.to) >= longestCustomPeriodDays)
    context.addIssue({ code: 'custom', path: ['to'], message: analysisPeriodMessages.tooLong });
}

export const analysisPeriodQuerySchema = analysisPeriodFields.superRefine(checkCustomPeriod);
export type AnalysisPeriodQuery = z.output<typeof analysisPeriodQuerySchema>;

function lastDayOfMonth(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The calendar unit of `kind` holding `date`. */
export function calendarPeriod(kind: Exclude<PeriodKind, 'custom'>, date: string): DateRange {
  const [year, month] = date.split('-').map(Number) as [number, number];
  switch (kind) {
    case 'week': {
      const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return { from: monthStart(year, month), to: lastDayOfMonth(year, month) };
    case 'quarter': {
      const first = month - ((month - 1) % 3);
      return { from: monthStart(year, first), to: lastDayOfMonth(year, first + 2) };
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** The period the query names; `today` (the clinic's) when it names no day. */
export function periodOf(query: AnalysisPeriodQuery, today: string): DateRange {
  if (query.period === 'custom' && query.from && query.to) return { from: query.from, to: query.to };
  return calendarPeriod(query.period === 'custom' ? 'month' : query.period, query.date ?? today);
}

/** The period compared with `period`: the calendar unit before it, or as many days just before it. */
export function previousPeriod(kind: PeriodKind, period: DateRange): DateRange {
  const dayBefore = addDays(period.from, -1);
  if (kind === 'custom') return { from: addDays(dayBefore, -daysBetween(period.from, period.to)), to: dayBefore };
  return calendarPeriod(kind, dayBefore);
}

/** The days of a range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) days.push(date);
  return days;
}

/** Whether a clinic-local date falls in the range. */
export const within = (range: DateRange, date: string | null | undefined): date is string =>
  date !== null && date !== undefined && date >= range.from && date <= range.to;
