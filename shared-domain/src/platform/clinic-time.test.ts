import { describe, expect, it } from 'vitest';
import { addDays, clinicDate, daysBetween, clinicInstant, clinicTime, startOfClinicDay, testClock, weekdayOf } from './clinic-time';

describe('clinic time', () => {
  it('gives the clinic-local date, not the UTC one, late in the evening', () => {
    // 02:30 UTC on the 22nd is still the 21st in Montréal (UTC-5 in November).
    const instant = new Date('2026-11-22T02:30:00Z');
    expect(clinicDate(instant)).toBe('2026-11-21');
    expect(clinicTime(instant)).toBe('21:30');
  });

  it('follows daylight-saving changes', () => {
    // Clocks go back on 2026-11-01 at 02:00 EDT: 06:30 UTC is 01:30 EST afterwards.
    expect(clinicTime(new Date('2026-11-01T05:30:00Z'))).toBe('01:30');
    expect(clinicTime(new Date('2026-11-01T06:30:00Z'))).toBe('01:30');
    // Spring forward on 2026-03-08: 07:30 UTC is 03:30 EDT.
    expect(clinicTime(new Date('2026-03-08T07:30:00Z'))).toBe('03:30');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts calendar days between two dates, across a change of year and of daylight-saving time', () => {
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-11-18', '2026-11-17')).toBe(-1);
    expect(() => daysBetween('2026-11-18', '18/11/2026')).toThrow(RangeError);
  });

  it('names weekdays from Sunday = 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-27')).toBe(5);
  });

  it('pins time with a test clock that cannot be mutated from outside', () => {
    const clock = testClock('2026-11-21T15:00:00Z');
    clock.now().setFullYear(1999);
    expect(clock.now().toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('moves the test clock only when told to', () => {
    const clock = testClock('2026-11-21T15:00:00Z');
    clock.advance({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(clock.now().toISOString()).toBe('2026-11-22T17:03:04.000Z');
    clock.advance({ seconds: -4 });
    expect(clock.now().toISOString()).toBe('2026-11-22T17:03:00.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('startOfClinicDay', () => {
  it.each([
    ['2026-11-18', 'America/Toronto', '2026-11-18T05:00:00.000Z'],
    ['2026-07-01', 'America/Toronto', '2026-07-01T04:00:00.000Z'],
    // The days the clocks change (at 2 a.m., so midnight is still on the day's first offset).
    ['2026-03-08', 'America/Toronto', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/Toronto', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/Toronto', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/Toronto', '2026-11-02T05:00:00.000Z'],
    ['2026-12-31', 'UTC', '2026-12-31T00:00:00.000Z'],
  ])('%s in %s begins at %s', (date, timeZone, instant) => {
    expect(startOfClinicDay(date, timeZone).toISOString()).toBe(instant);
  });
});

describe('clinicInstant', () => {
  it('reads a clinic wall time on either side of a daylight-saving change', () => {
    expect(clinicInstant('2026-03-07', '09:00', 'America/Toronto').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(clinicInstant('2026-03-08', '09:00', 'America/Toronto').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(clinicInstant('2026-11-01', '09:00', 'America/Toronto').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(clinicInstant('2026-10-31', '18:30', 'America/Toronto').toISOString()).toBe('2026-10-31T22:30:00.000Z');
  });
});
