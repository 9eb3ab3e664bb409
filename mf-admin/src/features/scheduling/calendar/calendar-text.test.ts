import { describe, expect, it } from 'vitest';
import { appointmentLine, blockedPeriodText, dayPartText, rangeHeading, timeRangeText } from './calendar-text';

describe('calendar wording', () => {
  it('names the day or the week shown, with the year once unless the week straddles two', () => {
    expect(rangeHeading('jour', ['2026-11-24'])).toBe('mardi 24 novembre 2026');
    expect(rangeHeading('semaine', ['2026-11-30', '2026-12-06'])).toBe('Semaine du lundi 30 novembre au dimanche 6 décembre 2026');
    expect(rangeHeading('semaine', ['2026-12-28', '2027-01-03'])).toBe('Semaine du lundi 28 décembre 2026 au dimanche 3 janvier 2027');
  });

  it('writes an appointment’s time and length, and one line naming it', () => {
    expect(timeRangeText({ scheduledTime: '09:30', durationMinutes: 45 })).toBe('9 h 30 à 10 h 15');
    expect(timeRangeText({ scheduledTime: '23:30', durationMinutes: 60 })).toBe('23 h 30 à 0 h 30');
    expect(timeRangeText({ scheduledTime: null, durationMinutes: 30 })).toBe('');
    expect(
      appointmentLine({
        scheduledTime: '09:00',
        durationMinutes: 30,
        name: 'Marie',
        serviceName: null,
        status: 'no_show',
        statusLabel: null,
      }),
    ).toBe('9 h à 9 h 30, Marie, Aucun service, Absent');
  });

  it('writes a blocked period in words, whole days or from a time to a time', () => {
    const day = { startDate: '2026-11-24', endDate: '2026-11-24' };
    expect(blockedPeriodText({ ...day, startTime: null, endTime: null })).toBe('mardi 24 novembre 2026, toute la journée');
    expect(blockedPeriodText({ ...day, startTime: '12:00', endTime: '17:00' })).toBe('mardi 24 novembre 2026, de 12 h à 17 h');
    expect(blockedPeriodText({ ...day, startTime: '12:00', endTime: null })).toBe('mardi 24 novembre 2026, à partir de 12 h');
    expect(blockedPeriodText({ ...day, startTime: null, endTime: '10:30' })).toBe("mardi 24 novembre 2026, jusqu'à 10 h 30");
    expect(blockedPeriodText({ startDate: '2026-11-24', endDate: '2026-11-25', startTime: '17:00', endTime: '10:00' })).toBe(
      'du mardi 24 novembre 2026 à 17 h au mercredi 25 novembre 2026 à 10 h',
    );
    expect(dayPartText({ start: 0, end: 1440 })).toBe('toute la journée');
    expect(dayPartText({ start: 720, end: 1440 })).toBe('à partir de 12 h');
    expect(dayPartText({ start: 0, end: 600 })).toBe("jusqu'à 10 h");
  });
});
