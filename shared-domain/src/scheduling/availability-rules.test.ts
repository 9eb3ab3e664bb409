// The clinic's configurable hours and booking rules: breaks inside a day, a minimum
// notice, no same-day booking, and the automatic agenda-full mode that must agree with them.
import { describe, expect, it } from 'vitest';
import { bookingNow, hasFreeSlot, slotRefusal, slotsOfDay, slotTimesOfDay, takenIntervals } from './availability';
import type { OpeningHours } from '../clinic/clinic-profile';

// 2026-11-18 is a Wednesday; 2026-11-19 a Thursday.
const wednesday = '2026-11-18';
const thursday = '2026-11-19';

/** Wednesdays and Thursdays, 08:00–19:00 with lunch from 12:00 to 13:00. */
const withLunch: OpeningHours[] = [3, 4].map((weekday) => ({
  weekday,
  enabled: true,
  start: '08:00',
  end: '19:00',
  breaks: [{ start: '12:00', end: '13:00' }],
}));

const free = (slots: { time: string; available: boolean }[]) => slots.filter((slot) => slot.available).map((slot) => slot.time);

describe('a break inside the day', () => {
  it('starts the steps again at its end, so the afternoon begins on the hour', () => {
    expect(slotTimesOfDay(withLunch, wednesday, 45)).toEqual([
      '08:00',
      '08:45',
      '09:30',
      '10:15',
      '11:00',
      '11:45',
      '13:00',
      '13:45',
      '14:30',
      '15:15',
      '16:00',
      '16:45',
      '17:30',
      '18:15',
    ]);
    expect(slotTimesOfDay(withLunch, wednesday, 60)).not.toContain('12:00');
  });

  it('is taken: no slot overlaps it, one ending at its start does not', () => {
    expect(takenIntervals(wednesday, [], [], withLunch)).toEqual([{ start: 720, end: 780 }]);
    const slots = slotsOfDay({ hours: withLunch, date: wednesday, durationMinutes: 45, appointments: [] });
    expect(slots.find((slot) => slot.time === '11:00')?.available).toBe(true);
    expect(slots.find((slot) => slot.time === '11:45')?.available).toBe(false);
    expect(slots.find((slot) => slot.time === '13:00')?.available).toBe(true);
  });

  it('is refused by the server check, and only on its own weekday', () => {
    const base = {
      hours: withLunch,
      date: wednesday,
      durationMinutes: 45,
      appointments: [],
      now: { today: '2026-11-17', time: '08:00' },
      advanceBookingDays: 30,
    };
    expect(slotRefusal({ ...base, time: '11:45' })).toBe('not-on-grid');
    expect(slotRefusal({ ...base, time: '12:00' })).toBe('not-on-grid');
    expect(slotRefusal({ ...base, time: '11:00' })).toBeNull();
    expect(takenIntervals('2026-11-20', [], [], withLunch)).toEqual([]);
  });

  it('leaves the agenda full when the break is all that was left', () => {
    const morning: OpeningHours[] = [
      { weekday: 3, enabled: true, start: '08:00', end: '10:00', breaks: [{ start: '09:00', end: '10:00' }] },
    ];
    const options = {
      hours: morning,
      appointments: [{ scheduledDate: wednesday, scheduledTime: '08:00', status: 'confirmed', durationMinutes: 60 }],
      services: [{ durationMinutes: 60, allowOnlineBooking: true }],
      today: wednesday,
      nowTime: '07:00',
      advanceBookingDays: 1,
    };
    expect(hasFreeSlot(options)).toBe(false);
    expect(hasFreeSlot({ ...options, hours: [{ ...morning[0]!, breaks: [] }] })).toBe(true);
  });
});

describe('bookingNow: the first moment online booking may take', () => {
  // 15:00 UTC is 10:00 in Montréal on 2026-11-18.
  const instant = new Date('2026-11-18T15:00:00Z');

  it('is now itself without rules, or with no notice and same-day booking', () => {
    expect(bookingNow(instant, 'America/Toronto')).toEqual({ today: wednesday, time: '10:00' });
    expect(bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 0, sameDayBooking: true })).toEqual({
      today: wednesday,
      time: '10:00',
    });
  });

  it('is the minimum notice later, on the real clock, across midnight too', () => {
    expect(bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 3, sameDayBooking: true }).earliest).toEqual({
      date: wednesday,
      time: '13:00',
    });
    expect(bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 24, sameDayBooking: true }).earliest).toEqual({
      date: thursday,
      time: '10:00',
    });
  });

  it('is tomorrow at midnight without same-day booking, unless the notice goes further', () => {
    expect(bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 2, sameDayBooking: false }).earliest).toEqual({
      date: thursday,
      time: '00:00',
    });
    expect(bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 48, sameDayBooking: false }).earliest).toEqual({
      date: '2026-11-20',
      time: '10:00',
    });
  });
});

describe('the booking rules on the slots', () => {
  const instant = new Date('2026-11-18T15:00:00Z');
  const base = { hours: withLunch, durationMinutes: 60, appointments: [] };

  it('a minimum notice makes the slots before it unavailable, and the server refuses them as too soon', () => {
    const now = bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 4, sameDayBooking: true });
    // Now 10:00, notice 4 h: 14:00 is the first; lunch is still a break.
    expect(free(slotsOfDay({ ...base, date: wednesday, now }))).toEqual(['14:00', '15:00', '16:00', '17:00', '18:00']);
    const check = { ...base, date: wednesday, now, advanceBookingDays: 30 };
    expect(slotRefusal({ ...check, time: '13:00' })).toBe('too-soon');
    expect(slotRefusal({ ...check, time: '14:00' })).toBeNull();
    // Already gone stays 'past'.
    expect(slotRefusal({ ...check, time: '09:00' })).toBe('past');
  });

  it('no same-day booking leaves today without a slot, tomorrow whole', () => {
    const now = bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 0, sameDayBooking: false });
    expect(free(slotsOfDay({ ...base, date: wednesday, now }))).toEqual([]);
    expect(free(slotsOfDay({ ...base, date: thursday, now }))).toHaveLength(10);
    expect(slotRefusal({ ...base, date: wednesday, time: '15:00', now, advanceBookingDays: 30 })).toBe('too-soon');
  });

  it('agree with the automatic agenda-full mode', () => {
    const options = {
      ...base,
      services: [{ durationMinutes: 60, allowOnlineBooking: true }],
      today: wednesday,
      nowTime: '10:00',
      advanceBookingDays: 1,
    };
    expect(hasFreeSlot(options)).toBe(true);
    const sameDayOff = bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 0, sameDayBooking: false });
    expect(hasFreeSlot({ ...options, earliest: sameDayOff.earliest })).toBe(false);
    const lateNotice = bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 9, sameDayBooking: true });
    expect(hasFreeSlot({ ...options, earliest: lateNotice.earliest })).toBe(false);
    const shortNotice = bookingNow(instant, 'America/Toronto', { minimumNoticeHours: 8, sameDayBooking: true });
    expect(hasFreeSlot({ ...options, earliest: shortNotice.earliest })).toBe(true);
  });
});
