// The figures of a period and of the one it is compared with (the same length just before), each
// as its value, its previous value and the change; the breakdowns, the busiest hours and the
// waitlist's demand beside them. The appointments are read from the previous period on; the
// previous period's retention reads the patients seen in the period before it.
import { type AnalysisPeriodQuery, type DateRange, periodOf, previousPeriod } from 'shared-domain/analytics/analysis-period';
import {
  bookingChannels,
  type ClinicFacts,
  changeOf,
  figureKeys,
  type PeriodFigures,
  periodFigures,
  reminderOutcomes,
} from 'shared-domain/analytics/clinic-figures';
import { type BookingFunnelDay, bookingFunnel } from 'shared-domain/analytics/booking-funnel';
import { type FreedSlot, freedSlotsSummary } from 'shared-domain/analytics/freed-slots';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { loadBookingFunnelDays } from '../booking-funnel/booking-funnel-days';
import { loadClinicFacts, loadFreedSlots } from './clinic-facts';

export interface PeriodAnalysis {
  period: DateRange;
  previous: DateRange;
  current: PeriodFigures;
  before: PeriodFigures;
  facts: ClinicFacts;
  /** The booking page's funnel, by day, from the previous period on. */
  funnelDays: readonly BookingFunnelDay[];
  /** The slots freed from the previous period on. */
  freedSlots: readonly FreedSlot[];
}

/** The period the query names and its previous one, with the facts both need. */
async function periodFacts(deps: Pick<AppDeps, 'db' | 'clock'>, query: AnalysisPeriodQuery) {
  const period = periodOf(query, await clinicToday(deps));
  const previous = previousPeriod(query.period, period);
  const beforePrevious = previousPeriod(query.period, previous);
  return { period, previous, beforePrevious, facts: await loadClinicFacts(deps, previous.from, beforePrevious) };
}

export async function analysePeriod(deps: Pick<AppDeps, 'db' | 'clock'>, query: AnalysisPeriodQuery): Promise<PeriodAnalysis> {
  const { period, previous, beforePrevious, facts } = await periodFacts(deps, query);
  return {
    period,
    previous,
    current: periodFigures(facts, period, previous),
    before: periodFigures(facts, previous, beforePrevious),
    facts,
    funnelDays: await loadBookingFunnelDays(deps, previous.from),
    freedSlots: await loadFreedSlots(deps, previous.from),
  };
}

/** The period's own figures only (the list behind one of them). */
export async function analyseCurrentPeriod(deps: Pick<AppDeps, 'db' | 'clock'>, query: AnalysisPeriodQuery) {
  const { period, previous, facts } = await periodFacts(deps, query);
  return { period, current: periodFigures(facts, period, previous), facts };
}

const compared = (value: number | null, previous: number | null) => ({ value, previous, change: changeOf(value, previous) });

/** What the page shows: each figure against the previous period, the breakdowns, the heat map's counts. */
export function analysisView({ period, previous, current, before, funnelDays, freedSlots, facts }: PeriodAnalysis) {
  const funnelBefore = bookingFunnel(funnelDays, previous);
  const { refillIds: _ids, ...refilled } = freedSlotsSummary(freedSlots, facts.visits, period);
  const { refillIds: _before, ...refilledBefore } = freedSlotsSummary(freedSlots, facts.visits, previous);
  return {
    period,
    previous,
    figures: figureKeys.map((key) => ({ key, ...compared(current.figures[key].value, before.figures[key].value) })),
    bookingsByChannel: bookingChannels.map((channel) => ({
      channel,
      ...compared(current.bookingsByChannel[channel].value, before.bookingsByChannel[channel].value),
    })),
    noShowByChannel: bookingChannels.map((channel) => {
      const { rate, count, of } = current.noShowByChannel[channel];
      return { channel, rate, count, of };
    }),
    noShowByReminder: reminderOutcomes.map((outcome) => {
      const { rate, count, of } = current.noShowByReminder[outcome];
      return { outcome, rate, count, of };
    }),
    bookingFunnel: bookingFunnel(funnelDays, period).map((count, index) => ({
      ...count,
      previous: funnelBefore[index]?.visits ?? 0,
    })),
    freedSlots: { ...refilled, previousShare: refilledBefore.share },
    busyHours: current.busyHours,
    waitlistByDay: Object.entries(current.waitlistByDay).map(([label, count]) => ({ label, count })),
    waitlistByTime: Object.entries(current.waitlistByTime).map(([label, count]) => ({ label, count })),
  };
}
