import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicDate, clinicTime } from '../platform/clinic-time';
import { clinicClock } from './instant-days';

describe('clinicClock', () => {
  it('reads every instant as the time zone does, daylight-saving days included', () => {
    for (const timeZone of ['America/Toronto', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const clock = clinicClock(timeZone);
      fc.assert(
        fc.property(
          fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:59Z'), noInvalidDate: true }),
          (date) => {
            const instant = date.toISOString();
            expect(clock.dayOf(instant)).toBe(clinicDate(date, timeZone));
            expect(clock.timeOf(instant)).toBe(clinicTime(date, timeZone));
          },
        ),
        { numRuns: 300 },
      );
      // The hours around Toronto's spring and autumn changes.
      for (const instant of [
        '2026-03-08T06:59:00.000Z',
        '2026-03-08T07:00:00.000Z',
        '2026-11-01T05:59:00.000Z',
        '2026-11-01T06:00:00.000Z',
      ]) {
        expect(clock.dayOf(instant)).toBe(clinicDate(new Date(instant), timeZone));
        expect(clock.timeOf(instant)).toBe(clinicTime(new Date(instant), timeZone));
      }
    }
  });
});
