// « Analyses »'s period and the list opened, kept in the page's address (?periode=&jour=&du=&au=,
// ?liste=&mode=&rappel=): a period's figures can be bookmarked, and « Back » closes a list. The
// month of today by default. The other analysis views (actionable lists, progress) reuse these
// fields and `periodQuery` for their own period.
import { periodKinds, type PeriodKind } from 'shared-domain/analytics/analysis-period';
import { bookingChannels, type BookingChannel, type ReminderOutcome, reminderOutcomes } from 'shared-domain/analytics/clinic-figures';
import { type FigureListName, figureListNames } from 'shared-domain/analytics/figure-list';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { type AddressFields, choiceField, dayField } from 'shared-ui/useAddressFilters';

export interface PeriodFilters {
  period: PeriodKind | '';
  date: string;
  from: string;
  to: string;
}

export interface AnalysesFilters extends PeriodFilters {
  figure: FigureListName | '';
  channel: BookingChannel | '';
  reminder: ReminderOutcome | '';
}

export function periodFilterFields(now: Date = new Date()): AddressFields<PeriodFilters> {
  return {
    period: choiceField('periode', periodKinds),
    date: dayField('jour', clinicDate(now), { alwaysWritten: true }),
    from: dayField('du'),
    to: dayField('au'),
  };
}

export function analysesFilterFields(now: Date = new Date()): AddressFields<AnalysesFilters> {
  return {
    ...periodFilterFields(now),
    figure: choiceField('liste', figureListNames),
    channel: choiceField('mode', bookingChannels),
    reminder: choiceField('rappel', reminderOutcomes),
  };
}

/** A chosen period without both its days, or backwards, is read as the month of its first day. */
export function settlePeriod<F extends PeriodFilters>(filters: F): F {
  if (filters.period !== 'custom') return { ...filters, from: '', to: '' };
  if (!filters.from || !filters.to || filters.to < filters.from)
    return { ...filters, period: 'month', date: filters.from || filters.date, from: '', to: '' };
  return filters;
}

/** The API's query for the period in force: what is empty is left out. */
export function periodQuery(filters: PeriodFilters) {
  const period = filters.period || 'month';
  return period === 'custom' ? { period, from: filters.from, to: filters.to } : { period, date: filters.date };
}

/** The API's query for the list opened. */
export function listQuery(filters: AnalysesFilters & { figure: FigureListName }) {
  return {
    ...periodQuery(filters),
    figure: filters.figure,
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.reminder ? { reminder: filters.reminder } : {}),
  };
}
