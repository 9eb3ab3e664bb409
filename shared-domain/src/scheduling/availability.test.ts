import { describe, expect, it } from 'vitest';
import {
  displayedBookingDays,
  hasFreeSlot,
  maxDisplayedBookingDays,
  offeredBookingDays,
  slotsOfDay,
  slotTimesOfDay,
  type BookableService,
  slotRefusal,
  takenIntervals,
  type BlockedPeriod,
  type BookedAppointment,
} from './availability';
import { specificationOpeningHours, type OpeningHours } from '../clinic/clinic-profile';
import { clinicDate, clinicTime } from '../platform/clinic-time';

// Specification §9: Monday–Thursday 8h–19h, Friday 8h–17h, weekends closed online.
const weekHours = specificationOpeningHours;

/** Only Wednesdays, 08:00–10:00. */
const wednesdayMornings: OpeningHours[] = [{ weekday: 3, enabled: true, start: '08:00', end: '10:00' }];

const hourLong: BookableService = { durationMinutes: 60, allowOnlineBooking: true };

// 2026-11-18 is a Wednesday.
const wednesday = '2026-11-18';

const held = (scheduledDate: string, scheduledTime: string, status = 'confirmed'): BookedAppointment => ({
  scheduledDate,
  scheduledTime,
  status,
});

describe('offered booking days', () => {
  it('are the enabled weekdays among the next N days, starting today', () => {
    expect(offeredBookingDays(weekHours, wednesday, 7)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24']);
  });

  it('stop at the horizon: N days counted from today, the last one included', () => {
    const days = offeredBookingDays(wednesdayMornings, wednesday, 30);
    expect(days).toEqual(['2026-11-18', '2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16']);
    // Day 29 is 2026-12-17; the Wednesday after it (2026-12-23) is beyond a 30-day horizon.
    expect(offeredBookingDays(wednesdayMornings, wednesday, 36).at(-1)).toBe('2026-12-23');
  });

  it('are none when every weekday is closed or the horizon is zero', () => {
    expect(
      offeredBookingDays(
        weekHours.map((day) => ({ ...day, enabled: false })),
        wednesday,
        30,
      ),
    ).toEqual([]);
    expect(offeredBookingDays(weekHours, wednesday, 0)).toEqual([]);
  });

  it('show at most the first 14', () => {
    expect(maxDisplayedBookingDays).toBe(14);
    const offered = offeredBookingDays(weekHours, wednesday, 30);
    expect(offered.length).toBeGreaterThan(14);
    expect(displayedBookingDays(weekHours, wednesday, 30)).toEqual(offered.slice(0, 14));
    expect(displayedBookingDays(weekHours, wednesday, 3)).toHaveLength(3);
  });
});

describe('slots of a day', () => {
  it('run from the start time, stepped by the duration, while they start before the end time', () => {
    expect(slotTimesOfDay(weekHours, '2026-11-20', 60)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slotTimesOfDay(weekHours, '2026-11-20', 45).slice(-3)).toEqual(['14:45', '15:30', '16:15']);
    // 09:30 still starts before 10:00, as the specification words it, though it would end at 10:15.
    expect(slotTimesOfDay(wednesdayMornings, wednesday, 45)).toEqual(['08:00', '08:45', '09:30']);
    expect(slotTimesOfDay(weekHours, '2026-11-20', 30)).toHaveLength(18);
  });

  it('are none on a closed day, a day without hours, or with a duration that cannot advance', () => {
    expect(slotTimesOfDay(weekHours, '2026-11-22', 30)).toEqual([]);
    expect(slotTimesOfDay(wednesdayMornings, '2026-11-19', 30)).toEqual([]);
    expect(slotTimesOfDay(weekHours, wednesday, 0)).toEqual([]);
    expect(slotTimesOfDay(weekHours, wednesday, -30)).toEqual([]);
  });

  it('are unavailable when a pending or confirmed appointment, of any service, has that time that day', () => {
    const slots = slotsOfDay({
      hours: wednesdayMornings,
      date: wednesday,
      durationMinutes: 30,
      appointments: [
        held(wednesday, '08:00', 'pending'),
        held(wednesday, '08:30', 'confirmed'),
        held(wednesday, '09:00', 'cancelled'),
        held(wednesday, '09:30', 'completed'),
        held('2026-11-25', '09:30', 'confirmed'),
        { scheduledDate: null, scheduledTime: null, status: 'pending' },
      ],
    });
    expect(slots).toEqual([
      { time: '08:00', available: false },
      { time: '08:30', available: false },
      { time: '09:00', available: true },
      { time: '09:30', available: true },
    ]);
  });

  it('are unavailable when they overlap an appointment at all, not only when they start with it', () => {
    // A 30-minute visit at 08:30 (to 09:00) takes the hour from 08:00, not the one from 09:00.
    const slots = slotsOfDay({
      hours: wednesdayMornings,
      date: wednesday,
      durationMinutes: 60,
      appointments: [{ ...held(wednesday, '08:30'), durationMinutes: 30 }],
    });
    expect(slots).toEqual([
      { time: '08:00', available: false },
      { time: '09:00', available: true },
    ]);
    // A 45-minute visit at 08:45 (to 09:30) takes the half hours from 08:30 and 09:00, not 08:00 or 09:30.
    const halfHours = slotsOfDay({
      hours: wednesdayMornings,
      date: wednesday,
      durationMinutes: 30,
      appointments: [{ ...held(wednesday, '08:45'), durationMinutes: 45 }],
    });
    expect(halfHours.map((slot) => [slot.time, slot.available])).toEqual([
      ['08:00', true],
      ['08:30', false],
      ['09:00', false],
      ['09:30', true],
    ]);
  });

  it('are unavailable inside a blocked period: whole days, or from a time to a time across days', () => {
    const training: BlockedPeriod = { startDate: wednesday, endDate: wednesday, startTime: '08:30', endTime: '09:15' };
    expect(
      slotsOfDay({ hours: wednesdayMornings, date: wednesday, durationMinutes: 30, appointments: [], blocked: [training] }).map(
        (slot) => slot.available,
      ),
    ).toEqual([true, false, false, true]);
    const holidays: BlockedPeriod = { startDate: '2026-11-17', endDate: '2026-11-19', startTime: null, endTime: null };
    expect(
      slotsOfDay({ hours: wednesdayMornings, date: wednesday, durationMinutes: 30, appointments: [], blocked: [holidays] }).some(
        (slot) => slot.available,
      ),
    ).toBe(false);
    // Leaving on the Tuesday at noon and back on the Wednesday at 09:00: only the morning before 09:00 is gone.
    const away: BlockedPeriod = { startDate: '2026-11-17', endDate: wednesday, startTime: '12:00', endTime: '09:00' };
    expect(
      slotsOfDay({ hours: wednesdayMornings, date: wednesday, durationMinutes: 30, appointments: [], blocked: [away] }).map(
        (slot) => slot.available,
      ),
    ).toEqual([false, false, true, true]);
  });

  it('are unavailable once started when given the clinic-local now', () => {
    const slots = slotsOfDay({
      hours: wednesdayMornings,
      date: wednesday,
      durationMinutes: 30,
      appointments: [],
      now: { today: wednesday, time: '08:30' },
    });
    expect(slots.map((slot) => slot.available)).toEqual([false, false, true, true]);
  });
});

describe('hasFreeSlot', () => {
  const base = {
    hours: wednesdayMornings,
    appointments: [] as BookedAppointment[],
    services: [hourLong],
    today: wednesday,
    nowTime: '07:00',
    advanceBookingDays: 1,
  };

  it('finds a free slot on an open day', () => {
    expect(hasFreeSlot(base)).toBe(true);
  });

  it('ignores today’s slots that have already started', () => {
    expect(hasFreeSlot({ ...base, nowTime: '08:59' })).toBe(true);
    expect(hasFreeSlot({ ...base, nowTime: '09:00' })).toBe(false);
    expect(hasFreeSlot({ ...base, nowTime: '12:00' })).toBe(false);
  });

  it('looks at the later days of the horizon when today is over', () => {
    expect(hasFreeSlot({ ...base, nowTime: '12:00', advanceBookingDays: 8 })).toBe(true);
    expect(hasFreeSlot({ ...base, nowTime: '12:00', advanceBookingDays: 7 })).toBe(false);
  });

  it('is false when every slot of the horizon is held', () => {
    const appointments = ['2026-11-18', '2026-11-25'].flatMap((date) => [held(date, '08:00'), held(date, '09:00', 'pending')]);
    expect(hasFreeSlot({ ...base, appointments, advanceBookingDays: 14 })).toBe(false);
    // Cancelling one frees it.
    appointments[3] = held('2026-11-25', '09:00', 'cancelled');
    expect(hasFreeSlot({ ...base, appointments, advanceBookingDays: 14 })).toBe(true);
  });

  it('counts a slot free for any service that allows online booking', () => {
    // The 60-minute grid (08:00, 09:00) is held; the 45-minute one has 08:45 and 09:30 free.
    const appointments = [held(wednesday, '08:00'), held(wednesday, '09:00')];
    expect(hasFreeSlot({ ...base, appointments })).toBe(false);
    expect(
      hasFreeSlot({
        ...base,
        appointments,
        services: [hourLong, { durationMinutes: 45, allowOnlineBooking: true }],
      }),
    ).toBe(true);
  });

  it('ignores services closed to online booking or inactive', () => {
    const appointments = [held(wednesday, '08:00'), held(wednesday, '09:00')];
    const services: BookableService[] = [
      hourLong,
      { durationMinutes: 45, allowOnlineBooking: false },
      { durationMinutes: 45, allowOnlineBooking: true, isActive: false },
    ];
    expect(hasFreeSlot({ ...base, appointments, services })).toBe(false);
    expect(hasFreeSlot({ ...base, services: [] })).toBe(false);
  });

  it('is false when every weekday is closed', () => {
    expect(
      hasFreeSlot({
        ...base,
        hours: weekHours.map((day) => ({ ...day, enabled: false })),
        advanceBookingDays: 30,
      }),
    ).toBe(false);
  });
});

describe('slotRefusal (the check before booking)', () => {
  const base = {
    hours: weekHours,
    date: '2026-11-20',
    time: '10:00',
    durationMinutes: 30,
    appointments: [] as BookedAppointment[],
    now: { today: wednesday, time: '12:00' },
    advanceBookingDays: 30,
  };

  it('accepts a free slot on the grid of an offered day', () => {
    expect(slotRefusal(base)).toBeNull();
  });

  it('refuses a closed weekday, a day beyond the horizon or before today', () => {
    expect(slotRefusal({ ...base, date: '2026-11-22' })).toBe('not-offered-day');
    expect(slotRefusal({ ...base, date: '2026-12-18' })).toBe('not-offered-day');
    expect(slotRefusal({ ...base, date: '2026-11-17' })).toBe('not-offered-day');
  });

  it('refuses a time off the service’s grid or outside the hours', () => {
    expect(slotRefusal({ ...base, time: '10:15' })).toBe('not-on-grid');
    expect(slotRefusal({ ...base, time: '17:00' })).toBe('not-on-grid');
    expect(slotRefusal({ ...base, time: '07:30' })).toBe('not-on-grid');
  });

  it('refuses a past time of today, and an overlapping one', () => {
    expect(slotRefusal({ ...base, date: wednesday, time: '11:30' })).toBe('past');
    expect(slotRefusal({ ...base, date: wednesday, time: '12:00' })).toBe('past');
    expect(slotRefusal({ ...base, date: wednesday, time: '12:30' })).toBeNull();
    expect(slotRefusal({ ...base, appointments: [{ ...held('2026-11-20', '09:45'), durationMinutes: 30 }] })).toBe('taken');
    expect(slotRefusal({ ...base, appointments: [{ ...held('2026-11-20', '09:30'), durationMinutes: 30 }] })).toBeNull();
  });
});

describe('takenIntervals', () => {
  it('counts a row without a length as holding its start', () => {
    expect(takenIntervals(wednesday, [held(wednesday, '08:00')])).toEqual([{ start: 480, end: 481 }]);
  });
});

describe('a daylight-saving day', () => {
  // 2026-03-08: clocks in Montréal jump from 02:00 to 03:00; 2026-11-01 they fall back. Both Sundays.
  const everyDay: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, enabled: true, start: '08:00', end: '12:00' }));

  it('has the usual wall-clock slots, and "now" read in the clinic zone decides what is past', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      expect(slotTimesOfDay(everyDay, date, 60)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    }
    // 14:30 UTC is 10:30 in Montréal after the spring change (UTC−4), 09:30 after the fall one (UTC−5).
    const spring = { today: clinicDate(new Date('2026-03-08T14:30:00Z')), time: clinicTime(new Date('2026-03-08T14:30:00Z')) };
    const fall = { today: clinicDate(new Date('2026-11-01T14:30:00Z')), time: clinicTime(new Date('2026-11-01T14:30:00Z')) };
    expect(spring).toEqual({ today: '2026-03-08', time: '10:30' });
    expect(fall).toEqual({ today: '2026-11-01', time: '09:30' });
    const available = (now: { today: string; time: string }, date: string) =>
      slotsOfDay({ hours: everyDay, date, durationMinutes: 60, appointments: [], now })
        .filter((slot) => slot.available)
        .map((slot) => slot.time);
    expect(available(spring, '2026-03-08')).toEqual(['11:00']);
    expect(available(fall, '2026-11-01')).toEqual(['10:00', '11:00']);
  });
});
