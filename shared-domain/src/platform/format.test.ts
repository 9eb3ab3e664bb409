import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatMoney, formatPhone, formatShortDate, formatTime, phoneHref } from './format';

describe('formatDate', () => {
  it('writes a calendar date in full, the fr-CA way', () => {
    expect(formatDate('2026-11-23')).toBe('lundi 23 novembre 2026');
    expect(formatDate('2026-01-01')).toBe('jeudi 1 janvier 2026');
    expect(formatDate('2028-02-29')).toBe('mardi 29 février 2028');
  });

  it('reads an instant at the clinic, not in UTC', () => {
    // 02:30 UTC on 24 November is still the 23rd in Montréal.
    expect(formatDate(new Date('2026-11-24T02:30:00Z'))).toBe('lundi 23 novembre 2026');
    expect(formatDate(new Date('2026-11-24T02:30:00Z'), 'UTC')).toBe('mardi 24 novembre 2026');
  });

  it('leaves anything that is not a real date as it is', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDate('demain')).toBe('demain');
  });
});

describe('formatTime', () => {
  it('writes times as in Quebec', () => {
    expect(formatTime('08:00')).toBe('8 h');
    expect(formatTime('09:30')).toBe('9 h 30');
    expect(formatTime('19:00')).toBe('19 h');
    expect(formatTime('09:05')).toBe('9 h 05');
    expect(formatTime('00:00')).toBe('0 h');
    expect(formatTime('12:15:00')).toBe('12 h 15');
  });

  it('reads an instant at the clinic, daylight saving time included', () => {
    expect(formatTime(new Date('2026-11-23T14:30:00Z'))).toBe('9 h 30'); // EST, UTC−5
    expect(formatTime(new Date('2026-07-06T13:00:00Z'))).toBe('9 h'); // EDT, UTC−4
  });

  it('leaves anything else as it is', () => {
    expect(formatTime('midi')).toBe('midi');
    expect(formatTime('24:00')).toBe('24:00');
    expect(formatTime('10:75')).toBe('10:75');
  });
});

describe('formatDateTime', () => {
  it('joins the clinic date and time with « à »', () => {
    expect(formatDateTime(new Date('2026-11-23T14:30:00Z'))).toBe('lundi 23 novembre 2026 à 9 h 30');
  });
});

describe('formatMoney', () => {
  it('writes integer cents as dollars, with the no-break spaces Intl puts in fr-CA', () => {
    // fr-CA separates the thousands and the $ sign with U+00A0 (fr-FR uses U+202F for thousands).
    expect(formatMoney(8500)).toBe('85,00\u00a0$');
    expect(formatMoney(123450)).toBe('1\u00a0234,50\u00a0$');
    expect(formatMoney(5)).toBe('0,05\u00a0$');
    expect(formatMoney(0)).toBe('0,00\u00a0$');
    expect(formatMoney(-1200)).toBe('-12,00\u00a0$');
  });

  it('refuses anything but whole cents', () => {
    expect(() => formatMoney(85.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPhone', () => {
  it('writes any North American number as 514 555-0142', () => {
    expect(formatPhone('5145550142')).toBe('514 555-0142');
    expect(formatPhone('(514) 555-0142')).toBe('514 555-0142');
    expect(formatPhone('+1 514.555.0142')).toBe('514 555-0142');
    expect(formatPhone('1-514-555-0142')).toBe('514 555-0142');
    expect(formatPhone(' 514 555-0142 ')).toBe('514 555-0142');
  });

  it('leaves any other number as it was typed', () => {
    expect(formatPhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatPhone('555-0142')).toBe('555-0142');
  });
});

describe('phoneHref', () => {
  it('keeps the digits and a leading country code', () => {
    expect(phoneHref('514 555-0142')).toBe('tel:5145550142');
    expect(phoneHref('+1 (514) 555-0142')).toBe('tel:+15145550142');
  });
});

describe('formatDayMonth', () => {
  it('writes the day and the month, the first as an ordinal', () => {
    expect(formatDayMonth('2026-12-24')).toBe('24 décembre');
    expect(formatDayMonth('2027-01-01')).toBe('1er janvier');
    expect(formatDayMonth('2027-01-10')).toBe('10 janvier');
    expect(formatDayMonth('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatShortDate', () => {
  it('writes the day, the abbreviated month and the year, the first of the month as an ordinal', () => {
    expect(formatShortDate('2026-11-24')).toBe('24 nov. 2026');
    expect(formatShortDate('2026-10-01')).toBe('1er oct. 2026');
    expect(formatShortDate('2026-05-12')).toBe('12 mai 2026');
  });

  it('reads an instant at the clinic, not in UTC', () => {
    // 23:30 in Montréal on 24 November is already the 25th in UTC.
    expect(formatShortDate(new Date('2026-11-25T04:30:00Z'))).toBe('24 nov. 2026');
  });

  it('leaves anything that is not a real date as it is', () => {
    expect(formatShortDate('2026-02-30')).toBe('2026-02-30');
    expect(formatShortDate('bientôt')).toBe('bientôt');
  });
});
