import { describe, expect, it } from 'vitest';
import { formatClosure, formatOpeningHours, formatOpeningHoursRow } from './opening-hours';
import { specificationOpeningHours } from 'shared-domain/clinic/clinic-profile';

const day = (weekday: number, enabled: boolean, start = '08:00', end = '17:00') => ({
  weekday,
  enabled,
  start,
  end,
});

describe('formatOpeningHours', () => {
  it('gives the hours of specification §9 from the clinic data', () => {
    expect(formatOpeningHours(specificationOpeningHours).map(formatOpeningHoursRow)).toEqual([
      'Lundi au jeudi : 8 h – 19 h',
      'Vendredi : 8 h – 17 h',
      'Samedi et dimanche : fermé',
    ]);
  });

  it('starts the week on Monday whatever the order of the data', () => {
    const shuffled = [...specificationOpeningHours].reverse();
    expect(formatOpeningHours(shuffled).map((row) => row.days)).toEqual(['Lundi au jeudi', 'Vendredi', 'Samedi et dimanche']);
  });

  it('groups two days with "et" and only consecutive days', () => {
    const rows = formatOpeningHours([
      day(1, true, '08:00', '19:30'),
      day(2, true, '08:00', '19:30'),
      day(3, true, '10:00', '16:00'),
      day(4, true, '08:00', '19:30'),
    ]);
    expect(rows.map(formatOpeningHoursRow)).toEqual(['Lundi et mardi : 8 h – 19 h 30', 'Mercredi : 10 h – 16 h', 'Jeudi : 8 h – 19 h 30']);
  });

  it('does not join days across a gap in the data', () => {
    expect(formatOpeningHours([day(1, true), day(3, true)]).map((row) => row.days)).toEqual(['Lundi', 'Mercredi']);
  });

  it('shows a closed Saturday as closed, like any other day off', () => {
    expect(formatOpeningHours([day(6, false)]).map(formatOpeningHoursRow)).toEqual(['Samedi : fermé']);
    const rows = formatOpeningHours([day(4, true), day(5, false), day(6, false), day(0, false)]);
    expect(rows.map(formatOpeningHoursRow)).toEqual(['Jeudi : 8 h – 17 h', 'Vendredi au dimanche : fermé']);
    expect(rows.map((row) => row.open)).toEqual([true, false]);
  });

  it('shows an open Saturday with its hours, and groups an open weekend', () => {
    const rows = formatOpeningHours([day(6, true, '09:00', '13:00'), day(0, true, '09:00', '13:00')]);
    expect(rows.map(formatOpeningHoursRow)).toEqual(['Samedi et dimanche : 9 h – 13 h']);
  });

  it('ignores unknown and repeated weekdays, and gives nothing for no data', () => {
    expect(formatOpeningHours([day(9, true), day(1, true), day(1, false)]).map(formatOpeningHoursRow)).toEqual(['Lundi : 8 h – 17 h']);
    expect(formatOpeningHours([])).toEqual([]);
  });
});

describe('breaks and closures', () => {
  it('writes a day with a break as its open spans, and groups days only with the same ones', () => {
    const lunch = [{ start: '12:00', end: '13:00' }];
    const rows = formatOpeningHours([
      { ...day(1, true, '08:00', '19:00'), breaks: lunch },
      { ...day(2, true, '08:00', '19:00'), breaks: lunch },
      { ...day(3, true, '08:00', '19:00'), breaks: [] },
      { ...day(4, true, '08:00', '19:00'), breaks: [{ start: '15:00', end: '15:15' }, ...lunch] },
    ]);
    expect(rows.map(formatOpeningHoursRow)).toEqual([
      'Lundi et mardi : 8 h à 12 h, 13 h à 19 h',
      'Mercredi : 8 h – 19 h',
      'Jeudi : 8 h à 12 h, 13 h à 15 h, 15 h 15 à 19 h',
    ]);
  });

  it('ignores a break outside the hours', () => {
    expect(formatOpeningHours([{ ...day(1, true), breaks: [{ start: '18:00', end: '19:00' }] }]).map(formatOpeningHoursRow)).toEqual([
      'Lundi : 8 h – 17 h',
    ]);
  });

  it('announces a closure with its dates and reason', () => {
    expect(formatClosure({ startDate: '2026-12-24', endDate: '2027-01-04', reason: 'Congé des Fêtes' })).toBe(
      'Fermé du 24 décembre au 4 janvier — Congé des Fêtes',
    );
    expect(formatClosure({ startDate: '2027-01-01', endDate: '2027-01-01', reason: ' ' })).toBe('Fermé le 1er janvier');
  });
});
