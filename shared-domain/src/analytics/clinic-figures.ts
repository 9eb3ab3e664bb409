// The clinic's numbers for one period (« Analyses »), each with what is behind it (the visits,
// patients, payments or invoices it counts) so every figure opens its list. Pure: the API reads
// the rows, these say what they mean (figure-text.ts says it in French under each figure).
import type { AppointmentStatus } from '../scheduling/appointment-status';
import type { BookingSource } from '../scheduling/booking-source';
import { clinicInstant, weekdayOf } from '../platform/clinic-time';
import { type ClinicClock, clinicClock } from './instant-days';
import { type DateRange, within } from './analysis-period';
import { type ClinicHours, openMinutes, withinOpeningHours } from './open-minutes';

/** How a booking came in, as the clinic reads it: the portal is online booking too. */
export const bookingChannels = ['online', 'staff', 'request', 'waitlist', 'rebooking'] as const;
export type BookingChannel = (typeof bookingChannels)[number];

const channelOfSource: Record<BookingSource, BookingChannel> = {
  online: 'online',
  portal: 'online',
  admin: 'staff',
  site: 'request',
  waitlist: 'waitlist',
  rebooking: 'rebooking',
};
export const channelOf = (source: BookingSource): BookingChannel => channelOfSource[source];

/** What came of a visit's reminder: she confirmed, it went without answer, it could not be delivered, or none went. */
export const reminderOutcomes = ['confirmed', 'no_answer', 'delivery_failed', 'none'] as const;
export type ReminderOutcome = (typeof reminderOutcomes)[number];

export function reminderOutcomeOf(visit: { presenceConfirmed: boolean; reminderSent: boolean; reminderFailed: boolean }): ReminderOutcome {
  if (visit.presenceConfirmed) return 'confirmed';
  if (!visit.reminderSent) return 'none';
  return visit.reminderFailed ? 'delivery_failed' : 'no_answer';
}

/** One appointment as the analyses read it. Instants are ISO strings; dates and times clinic-local. */
export interface AnalysedVisit {
  id: string;
  patientId: string | null;
  date: string | null;
  time: string | null;
  durationMinutes: number;
  status: AppointmentStatus;
  source: BookingSource;
  createdAt: string;
  cancelledAt: string | null;
  reminder: ReminderOutcome;
}

/**
 * Money in or out on a clinic day: a payment or deposit (positive), a refund or credit note
 * (negative), or the day's sum of them (the API reads them summed by day; their list is read by period).
 */
export interface MoneyEntry {
  date: string;
  cents: number;
}

export interface WaitlistDemand {
  id: string;
  createdAt: string;
  preferredDays: readonly string[];
  preferredTimes: readonly string[];
}

export interface ClinicFacts {
  timeZone: string;
  /** Cancelled less than this many hours before the visit: a late cancellation. */
  lateCancellationHours: number;
  /** Every appointment dated from the start of the period compared, and every later one. */
  visits: readonly AnalysedVisit[];
  /**
   * The patients seen in a period before the visits read (the previous period's own previous one,
   * for its retention), when they are not read visit by visit.
   */
  seenEarlier?: { range: DateRange; patientIds: ReadonlySet<string> };
  /** Each patient's first visit that took place, ever (a merged record's visits are hers). */
  firstVisitOn: ReadonlyMap<string, string>;
  hours: ClinicHours;
  /** Payments and deposits received, less refunds, by the day the desk counted them. */
  collected: readonly MoneyEntry[];
  /** Invoices issued, less credit notes, by their day. */
  invoiced: readonly MoneyEntry[];
  waitlist: readonly WaitlistDemand[];
}

/** A number and what it counts: visits, patients or waitlist entries (ids); money is listed by its period. */
export interface Figure {
  value: number | null;
  kind: FigureListKind;
  ids: readonly string[];
}
export type FigureListKind = 'visits' | 'patients' | 'collected' | 'invoiced' | 'waitlist';

export const figureKeys = [
  'newPatients',
  'visitsCompleted',
  'visitAverage',
  'rebookingRate',
  'retention',
  'noShowRate',
  'lateCancellationRate',
  'otherCancellationRate',
  'revenueCollected',
  'revenueInvoiced',
  'revenuePerVisit',
  'utilisation',
  'onlineOutsideHours',
  'waitlistDemand',
] as const;
export type FigureKey = (typeof figureKeys)[number];

/** A rate by channel or by reminder outcome: no-shows among the visits due. */
export interface RateCell {
  rate: number | null;
  count: number;
  of: number;
  ids: readonly string[];
}

export interface PeriodFigures {
  figures: Record<FigureKey, Figure>;
  bookingsByChannel: Record<BookingChannel, Figure>;
  noShowByChannel: Record<BookingChannel, RateCell>;
  noShowByReminder: Record<ReminderOutcome, RateCell>;
  /** Completed visits by weekday (0 = Sunday) and starting hour: `busyHours[weekday][hour]`. */
  busyHours: number[][];
  waitlistByDay: Record<string, number>;
  waitlistByTime: Record<string, number>;
}

const ratio = (count: number, of: number): number | null => (of === 0 ? null : count / of);
const figure = (value: number | null, kind: FigureListKind, ids: readonly string[] = []): Figure => ({ value, kind, ids });
const sum = (entries: readonly MoneyEntry[]) => entries.reduce((total, entry) => total + entry.cents, 0);

/** Cancelled less than `hours` before its start, and not after it (the billing's late-cancellation fee rule). */
export function isLateCancellation(visit: AnalysedVisit, hours: number, timeZone: string): boolean {
  if (visit.status !== 'cancelled' || !visit.cancelledAt || !visit.date || !visit.time) return false;
  const startsAt = clinicInstant(visit.date, visit.time, timeZone).getTime();
  const cancelledAt = Date.parse(visit.cancelledAt);
  return cancelledAt <= startsAt && startsAt - cancelledAt < hours * 3_600_000;
}

const starts = (visit: AnalysedVisit) => `${visit.date ?? ''} ${visit.time ?? ''}`;
/** The visits that reached an outcome: taken place, missed or cancelled (not those still to come or never marked). */
const isDue = (visit: AnalysedVisit) => visit.status === 'completed' || visit.status === 'no_show' || visit.status === 'cancelled';

// The clinic's day and time of the facts' instants, one reader per set of facts: both periods'
// figures read the same instants.
const clinicClocks = new WeakMap<ClinicFacts, ClinicClock>();

function clinicClockOf(facts: ClinicFacts): ClinicClock {
  let clock = clinicClocks.get(facts);
  if (!clock) {
    clock = clinicClock(facts.timeZone);
    clinicClocks.set(facts, clock);
  }
  return clock;
}

/**
 * Whether another appointment of hers, later than `visit`, existed at the end of the visit's day:
 * made on or before that day and not cancelled by then.
 */
function rebookedAfter(visit: AnalysedVisit, hers: readonly AnalysedVisit[], dayOf: (instant: string) => string): boolean {
  const day = visit.date ?? '';
  return hers.some(
    (next) =>
      next.id !== visit.id &&
      next.date !== null &&
      starts(next) > starts(visit) &&
      dayOf(next.createdAt) <= day &&
      (next.cancelledAt === null || dayOf(next.cancelledAt) > day),
  );
}

function rateCells<K extends string>(
  keys: readonly K[],
  due: readonly AnalysedVisit[],
  keyOf: (visit: AnalysedVisit) => K,
): Record<K, RateCell> {
  const cells = {} as Record<K, RateCell>;
  for (const key of keys) {
    const of = due.filter((visit) => keyOf(visit) === key);
    const noShows = of.filter((visit) => visit.status === 'no_show').map((visit) => visit.id);
    cells[key] = { rate: ratio(noShows.length, of.length), count: noShows.length, of: of.length, ids: noShows };
  }
  return cells;
}

function countBy(labels: readonly (readonly string[])[], none: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const chosen of labels) for (const label of chosen.length ? chosen : [none]) counts[label] = (counts[label] ?? 0) + 1;
  return counts;
}

/** « Sans préférence »: a waitlist entry that named no day (or no time) counts under it. */
export const noPreference = 'Sans préférence';

/** The figures of `period`; `before` is the period compared (retention reads both). */
export function periodFigures(facts: ClinicFacts, period: DateRange, before: DateRange): PeriodFigures {
  const { timeZone } = facts;
  const clock = clinicClockOf(facts);
  const dayOf = clock.dayOf;
  const inPeriod = facts.visits.filter((visit) => within(period, visit.date));
  const completed = inPeriod.filter((visit) => visit.status === 'completed');
  const due = inPeriod.filter(isDue);
  const cancelled = inPeriod.filter((visit) => visit.status === 'cancelled');
  const late = cancelled.filter((visit) => isLateCancellation(visit, facts.lateCancellationHours, timeZone));
  const other = cancelled.filter((visit) => !late.includes(visit));
  const noShows = inPeriod.filter((visit) => visit.status === 'no_show');

  const newPatients = [...facts.firstVisitOn].filter(([, first]) => within(period, first)).map(([patientId]) => patientId);

  const byPatient = new Map<string, AnalysedVisit[]>();
  for (const visit of facts.visits) {
    if (!visit.patientId) continue;
    const hers = byPatient.get(visit.patientId);
    if (hers) hers.push(visit);
    else byPatient.set(visit.patientId, [visit]);
  }
  const rebooked = completed.filter((visit) => visit.patientId && rebookedAfter(visit, byPatient.get(visit.patientId) ?? [], dayOf));

  const seen = (range: DateRange): ReadonlySet<string> =>
    facts.seenEarlier && facts.seenEarlier.range.from === range.from && facts.seenEarlier.range.to === range.to
      ? facts.seenEarlier.patientIds
      : new Set(
          facts.visits
            .filter((visit) => visit.status === 'completed' && visit.patientId && within(range, visit.date))
            .map((visit) => visit.patientId as string),
        );
  const seenBefore = seen(before);
  const seenNow = seen(period);
  const retained = [...seenBefore].filter((patientId) => seenNow.has(patientId));

  const collected = facts.collected.filter((entry) => within(period, entry.date));
  const invoiced = facts.invoiced.filter((entry) => within(period, entry.date));
  const invoicedCents = sum(invoiced);

  const booked = inPeriod.filter((visit) => visit.status !== 'cancelled' && visit.time !== null);
  const bookedMinutes = booked.reduce((total, visit) => total + visit.durationMinutes, 0);
  const open = openMinutes(facts.hours, period);

  const madeInPeriod = facts.visits.filter((visit) => within(period, dayOf(visit.createdAt)));
  const online = madeInPeriod.filter((visit) => channelOf(visit.source) === 'online');
  const outsideHours = online.filter((visit) => !withinOpeningHours(facts.hours, dayOf(visit.createdAt), clock.timeOf(visit.createdAt)));

  const waitlist = facts.waitlist.filter((entry) => within(period, dayOf(entry.createdAt)));

  const busyHours = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const visit of completed) {
    if (!visit.date || !visit.time) continue;
    const row = busyHours[weekdayOf(visit.date)] as number[];
    const hour = Number(visit.time.slice(0, 2));
    row[hour] = (row[hour] ?? 0) + 1;
  }

  const ids = (visits: readonly AnalysedVisit[]) => visits.map((visit) => visit.id);
  return {
    figures: {
      newPatients: figure(newPatients.length, 'patients', newPatients),
      visitsCompleted: figure(completed.length, 'visits', ids(completed)),
      visitAverage: figure(ratio(completed.length, newPatients.length), 'visits', ids(completed)),
      rebookingRate: figure(ratio(rebooked.length, completed.length), 'visits', ids(rebooked)),
      retention: figure(ratio(retained.length, seenBefore.size), 'patients', retained),
      noShowRate: figure(ratio(noShows.length, due.length), 'visits', ids(noShows)),
      lateCancellationRate: figure(ratio(late.length, due.length), 'visits', ids(late)),
      otherCancellationRate: figure(ratio(other.length, due.length), 'visits', ids(other)),
      revenueCollected: figure(sum(collected), 'collected', []),
      revenueInvoiced: figure(invoicedCents, 'invoiced', []),
      revenuePerVisit: figure(completed.length === 0 ? null : Math.round(invoicedCents / completed.length), 'invoiced', []),
      utilisation: figure(ratio(bookedMinutes, open), 'visits', ids(booked)),
      onlineOutsideHours: figure(ratio(outsideHours.length, online.length), 'visits', ids(outsideHours)),
      waitlistDemand: figure(
        waitlist.length,
        'waitlist',
        waitlist.map((entry) => entry.id),
      ),
    },
    bookingsByChannel: Object.fromEntries(
      bookingChannels.map((channel) => {
        const made = madeInPeriod.filter((visit) => channelOf(visit.source) === channel);
        return [channel, figure(made.length, 'visits', ids(made))];
      }),
    ) as Record<BookingChannel, Figure>,
    noShowByChannel: rateCells(bookingChannels, due, (visit) => channelOf(visit.source)),
    noShowByReminder: rateCells(reminderOutcomes, due, (visit) => visit.reminder),
    busyHours,
    waitlistByDay: countBy(
      waitlist.map((entry) => entry.preferredDays),
      noPreference,
    ),
    waitlistByTime: countBy(
      waitlist.map((entry) => entry.preferredTimes),
      noPreference,
    ),
  };
}

/** Each patient's first visit that took place, from her visits (the API asks the database the same). */
export function firstVisitDates(visits: readonly AnalysedVisit[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const visit of visits) {
    if (visit.status !== 'completed' || !visit.patientId || !visit.date) continue;
    const known = first.get(visit.patientId);
    if (!known || visit.date < known) first.set(visit.patientId, visit.date);
  }
  return first;
}

/** The change from `previous` to `value`, as a share of `previous` (null when either is missing or previous is 0). */
export function changeOf(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return (value - previous) / Math.abs(previous);
}
