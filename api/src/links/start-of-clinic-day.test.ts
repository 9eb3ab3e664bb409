import { describe, expect, it } from 'vitest';
import { startOfClinicDay } from './start-of-clinic-day';

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
