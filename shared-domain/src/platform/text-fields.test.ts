import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './text-fields';

describe('isCalendarDate', () => {
  it('tells a day that exists, written YYYY-MM-DD, from the rest', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-11-23')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-11-23')).toBe(false);
    expect(isCalendarDate('2026-11-23T00:00')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
  });
});
