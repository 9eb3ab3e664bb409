import { describe, expect, it } from 'vitest';
import { bookingSearch, reachableStep, readBookingLocation } from './booking-steps';

const days = [
  {
    date: '2026-11-23',
    slots: [
      { time: '09:00', available: true },
      { time: '10:00', available: false },
    ],
  },
];

describe('the booking address', () => {
  it('reads the step and the choices, in French', () => {
    expect(readBookingLocation('?etape=3&service=s1&date=2026-11-23&heure=09:00')).toEqual({
      step: 3,
      choices: { serviceId: 's1', date: '2026-11-23', time: '09:00' },
    });
  });

  it('starts at step 1 for a missing or unknown step, and ignores empty choices', () => {
    expect(readBookingLocation('')).toEqual({ step: 1, choices: {} });
    expect(readBookingLocation('?etape=9&service=')).toEqual({ step: 1, choices: {} });
    expect(readBookingLocation('?etape=deux')).toEqual({ step: 1, choices: {} });
  });

  it('writes each step with only the choices made before it', () => {
    const choices = { serviceId: 's1', date: '2026-11-23', time: '09:00' };
    expect(bookingSearch(1, choices)).toBe('?etape=1');
    expect(bookingSearch(2, choices)).toBe('?etape=2&service=s1');
    expect(bookingSearch(3, choices)).toBe('?etape=3&service=s1&date=2026-11-23');
    expect(bookingSearch(4, choices)).toBe('?etape=4&service=s1&date=2026-11-23&heure=09%3A00');
    expect(bookingSearch(5, choices)).toBe('?etape=5');
  });
});

describe('reachableStep', () => {
  const serviceIds = ['s1'];

  it('goes as far as the choices are valid', () => {
    expect(reachableStep({}, { serviceIds, days })).toBe(1);
    expect(reachableStep({ serviceId: 'autre' }, { serviceIds, days })).toBe(1);
    expect(reachableStep({ serviceId: 's1' }, { serviceIds, days: undefined })).toBe(2);
    expect(reachableStep({ serviceId: 's1', date: '2026-12-25' }, { serviceIds, days })).toBe(2);
    expect(reachableStep({ serviceId: 's1', date: '2026-11-23' }, { serviceIds, days })).toBe(3);
    expect(reachableStep({ serviceId: 's1', date: '2026-11-23', time: '10:00' }, { serviceIds, days })).toBe(3);
    expect(reachableStep({ serviceId: 's1', date: '2026-11-23', time: '11:00' }, { serviceIds, days })).toBe(3);
    expect(reachableStep({ serviceId: 's1', date: '2026-11-23', time: '09:00' }, { serviceIds, days })).toBe(4);
  });

  it('waits for the days before judging a date', () => {
    expect(reachableStep({ serviceId: 's1', date: '2026-11-23' }, { serviceIds, days: undefined })).toBeUndefined();
  });
});
