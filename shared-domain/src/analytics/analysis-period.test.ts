import { describe, expect, it } from 'vitest';
import { analysisPeriodMessages, analysisPeriodQuerySchema, calendarPeriod, periodOf, previousPeriod } from './analysis-period';

describe('the analysis period', () => {
  it('is the calendar week (Monday to Sunday), month, quarter or year holding the day', () => {
    expect(calendarPeriod('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(calendarPeriod('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(calendarPeriod('quarter', '2026-11-30')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(calendarPeriod('year', '2026-11-30')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('is compared with the unit before it, or as many days just before a chosen one', () => {
    expect(previousPeriod('month', { from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod('week', { from: '2026-03-02', to: '2026-03-08' })).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(previousPeriod('custom', { from: '2026-03-10', to: '2026-03-19' })).toEqual({ from: '2026-02-28', to: '2026-03-09' });
  });

  it('defaults to the month of the clinic’s today', () => {
    const query = analysisPeriodQuerySchema.parse({});
    expect(periodOf(query, '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('refuses a custom period without its days, backwards or longer than two years, in French', () => {
    const refused = (input: object) => analysisPeriodQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(refused({ period: 'custom', from: '2026-01-01' })).toBe(analysisPeriodMessages.customNeedsDays);
    expect(refused({ period: 'custom', from: '2026-02-01', to: '2026-01-01' })).toBe(analysisPeriodMessages.endBeforeStart);
    expect(refused({ period: 'custom', from: '2020-01-01', to: '2026-01-01' })).toBe(analysisPeriodMessages.tooLong);
    expect(refused({ period: 'decade' })).toBe(analysisPeriodMessages.unknownKind);
    expect(refused({ date: '2026-02-30' })).toMatch(/date valide/);
  });
});
