import { specificationOpeningHours } from 'shared-domain/clinic/clinic-profile';
import { describe, expect, it } from 'vitest';
import {
  calendarSearch,
  closedStretches,
  gridRange,
  neighbourOf,
  placeBlocks,
  placeDay,
  readCalendarLocation,
  rowSpan,
  rowTimes,
  shiftDate,
  visibleDays,
  weekStart,
} from './calendar-grid';

// Specification §9's hours as the calendar endpoint answers them.
const hours = specificationOpeningHours.map(({ weekday, enabled, start, end }) => ({ weekday, enabled, startTime: start, endTime: end }));
const at = (scheduledTime: string, durationMinutes: number, id = scheduledTime) => ({ id, scheduledTime, durationMinutes });
const eightToSeven = { start: 8 * 60, end: 19 * 60 };

describe('days shown', () => {
  it('runs a week from Monday to Sunday around any of its days, across months and years', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(visibleDays('semaine', '2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(visibleDays('jour', '2026-11-26')).toEqual(['2026-11-26']);
  });

  it('moves by a day or a week', () => {
    expect(shiftDate('jour', '2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('semaine', '2026-11-26', -1)).toBe('2026-11-19');
  });
});

describe('the address', () => {
  it('reads the view, the date and the open appointment', () => {
    expect(readCalendarLocation(new URLSearchParams('vue=jour&date=2026-11-24&rdv=a1'), '2026-11-23', false)).toEqual({
      view: 'jour',
      date: '2026-11-24',
      appointmentId: 'a1',
    });
  });

  it('falls back to today, in the day view on a phone and the week view elsewhere', () => {
    const bad = new URLSearchParams('vue=mois&date=2026-13-01&rdv=');
    expect(readCalendarLocation(bad, '2026-11-23', true)).toEqual({ view: 'jour', date: '2026-11-23', appointmentId: undefined });
    expect(readCalendarLocation(new URLSearchParams(), '2026-11-23', false).view).toBe('semaine');
    // An explicit view wins over the screen's width.
    expect(readCalendarLocation(new URLSearchParams('vue=semaine'), '2026-11-23', true).view).toBe('semaine');
  });

  it('writes the view and date always, the appointment when one is open', () => {
    expect(calendarSearch({ view: 'semaine', date: '2026-11-23', appointmentId: undefined })).toBe('?vue=semaine&date=2026-11-23');
    expect(calendarSearch({ view: 'jour', date: '2026-11-23', appointmentId: 'a b' })).toBe('?vue=jour&date=2026-11-23&rdv=a+b');
  });
});

describe('the grid’s hours', () => {
  it('covers the earliest opening to the latest closing of the open days', () => {
    expect(gridRange(hours)).toEqual(eightToSeven);
    expect(rowTimes({ start: 480, end: 540 })).toEqual(['08:00', '08:15', '08:30', '08:45']);
  });

  it('widens to whole rows for an appointment outside the hours, so none is hidden', () => {
    expect(gridRange(hours, [at('07:10', 30), at('18:50', 20)])).toEqual({ start: 7 * 60, end: 19 * 60 + 15 });
    expect(gridRange(hours, [{ scheduledTime: null, durationMinutes: 30 }])).toEqual(eightToSeven);
  });

  it('keeps to the day even for a visit past midnight, and shows 8 h to 18 h when nothing is open', () => {
    expect(gridRange(hours, [at('23:30', 90)]).end).toBe(24 * 60);
    expect(gridRange(hours.map((day) => ({ ...day, enabled: false })))).toEqual({ start: 480, end: 1080 });
  });
});

describe('rows', () => {
  it('starts in the row holding the start and ends with the row holding the last minute', () => {
    expect(rowSpan({ start: 480, end: 510 }, eightToSeven)).toEqual({ row: 1, span: 2 });
    expect(rowSpan({ start: 9 * 60 + 10, end: 9 * 60 + 20 }, eightToSeven)).toEqual({ row: 5, span: 2 });
    expect(rowSpan({ start: 9 * 60 + 20, end: 9 * 60 + 25 }, eightToSeven)).toEqual({ row: 6, span: 1 });
  });

  it('clips to the grid, and gives nothing outside it', () => {
    expect(rowSpan({ start: 0, end: 8 * 60 + 30 }, eightToSeven)).toEqual({ row: 1, span: 2 });
    expect(rowSpan({ start: 18 * 60 + 45, end: 24 * 60 }, eightToSeven)).toEqual({ row: 44, span: 1 });
    expect(rowSpan({ start: 19 * 60, end: 20 * 60 }, eightToSeven)).toBeUndefined();
  });
});

describe('placing a day’s appointments', () => {
  it('gives a lone appointment the whole width at its time and length', () => {
    const placement = placeDay([at('10:00', 45)], eightToSeven);
    expect(placement.columns).toBe(1);
    expect(placement.placed).toEqual([{ item: at('10:00', 45), row: 9, span: 3, column: 1, columnSpan: 1 }]);
  });

  it('puts overlapping appointments side by side, and back to full width after them', () => {
    const { columns, placed } = placeDay([at('09:00', 60, 'a'), at('09:30', 30, 'b'), at('11:00', 30, 'c')], eightToSeven);
    expect(columns).toBe(2);
    const where = Object.fromEntries(placed.map((entry) => [entry.item.id, [entry.column, entry.columnSpan]]));
    expect(where).toEqual({ a: [1, 1], b: [2, 1], c: [1, 2] });
  });

  it('counts a shared partly filled row as an overlap, but not appointments that only touch', () => {
    const sharing = placeDay([at('09:00', 10, 'a'), at('09:10', 10, 'b')], eightToSeven);
    expect(sharing.columns).toBe(2);
    const touching = placeDay([at('09:00', 15, 'a'), at('09:15', 15, 'b')], eightToSeven);
    expect(touching.columns).toBe(1);
  });

  it('reuses a freed lane within a group and shares the width evenly between groups of 2 and 3', () => {
    const { columns, placed } = placeDay(
      [at('08:00', 60, 'a'), at('08:00', 30, 'b'), at('08:30', 30, 'c'), at('10:00', 30, 'd'), at('10:00', 30, 'e'), at('10:00', 30, 'f')],
      eightToSeven,
    );
    expect(columns).toBe(6);
    const where = Object.fromEntries(placed.map((entry) => [entry.item.id, [entry.column, entry.columnSpan]]));
    expect(where).toEqual({ a: [1, 3], b: [4, 3], c: [4, 3], d: [1, 2], e: [3, 2], f: [5, 2] });
  });

  it('leaves out what has no time or lies outside the grid, and shows a lengthless one as one row', () => {
    const placement = placeDay(
      [
        { id: 'x', scheduledTime: null, durationMinutes: 30 },
        at('20:00', 30, 'late'),
        { id: 'old', scheduledTime: '08:00', durationMinutes: null },
      ],
      eightToSeven,
    );
    expect(placement.placed.map((entry) => [entry.item.id, entry.span])).toEqual([['old', 1]]);
  });
});

describe('closed and outside hours', () => {
  it('shades the whole of a closed day (Sunday, or a weekday the settings do not know)', () => {
    expect(closedStretches('2026-11-29', hours, eightToSeven)).toEqual([{ kind: 'closed-day', row: 1, span: 44 }]);
    expect(closedStretches('2026-11-29', [], eightToSeven)).toEqual([{ kind: 'closed-day', row: 1, span: 44 }]);
  });

  it('shades what lies after closing on a shorter day, nothing on a full one', () => {
    // Friday: 8 h to 17 h on a grid to 19 h.
    expect(closedStretches('2026-11-27', hours, eightToSeven)).toEqual([{ kind: 'outside-hours', row: 37, span: 8 }]);
    expect(closedStretches('2026-11-23', hours, eightToSeven)).toEqual([]);
    // A grid widened for an early visit: the time before opening is shaded too.
    expect(closedStretches('2026-11-23', hours, { start: 420, end: 1140 })).toEqual([{ kind: 'outside-hours', row: 1, span: 4 }]);
  });

  it('shades the breaks inside the hours, on their own weekday only', () => {
    const withLunch = hours.map((day) => (day.weekday === 1 ? { ...day, breaks: [{ startTime: '12:00', endTime: '13:00' }] } : day));
    // Monday 2026-11-23: 12 h to 13 h is rows 17 to 20 of a grid from 8 h in quarter hours.
    expect(closedStretches('2026-11-23', withLunch, eightToSeven)).toEqual([{ kind: 'break', row: 17, span: 4 }]);
    expect(closedStretches('2026-11-24', withLunch, eightToSeven)).toEqual([]);
  });
});

describe('blocked periods', () => {
  const training = { id: 'b1', startDate: '2026-11-24', endDate: '2026-11-24', startTime: '12:00', endTime: '17:00', reason: 'Formation' };
  const holidays = { id: 'b2', startDate: '2026-11-25', endDate: '2026-11-27', startTime: null, endTime: null, reason: 'Vacances' };
  const overnight = { id: 'b3', startDate: '2026-11-23', endDate: '2026-11-24', startTime: '17:00', endTime: '10:00', reason: 'Congrès' };

  it('places an afternoon on its day only', () => {
    expect(placeBlocks('2026-11-24', [training], eightToSeven)).toEqual([
      { block: training, minutes: { start: 720, end: 1020 }, row: 17, span: 20 },
    ]);
    expect(placeBlocks('2026-11-23', [training], eightToSeven)).toEqual([]);
  });

  it('fills every day of whole-day holidays, clipped to the grid', () => {
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27'])
      expect(placeBlocks(day, [holidays], eightToSeven)).toEqual([{ block: holidays, minutes: { start: 0, end: 1440 }, row: 1, span: 44 }]);
  });

  it('reads a period over several days from its start time on the first to its end time on the last, as the booking engine does', () => {
    expect(placeBlocks('2026-11-23', [overnight], eightToSeven)[0]).toMatchObject({ row: 37, span: 8 });
    expect(placeBlocks('2026-11-24', [overnight, training], eightToSeven).map((entry) => [entry.block.id, entry.row, entry.span])).toEqual([
      ['b3', 1, 8],
      ['b1', 17, 20],
    ]);
  });
});

describe('arrow keys among appointments', () => {
  const positions = [
    { id: 'mon-9', day: 0, start: 540 },
    { id: 'mon-14', day: 0, start: 840 },
    { id: 'wed-10', day: 2, start: 600 },
    { id: 'wed-15', day: 2, start: 900 },
  ];

  it('moves up and down within the day, and stops at its ends', () => {
    expect(neighbourOf(positions, 'mon-9', 'ArrowDown')).toBe('mon-14');
    expect(neighbourOf(positions, 'mon-14', 'ArrowUp')).toBe('mon-9');
    expect(neighbourOf(positions, 'mon-14', 'ArrowDown')).toBeUndefined();
  });

  it('moves sideways to the nearest in time on the closest day that has any', () => {
    expect(neighbourOf(positions, 'mon-14', 'ArrowRight')).toBe('wed-15');
    expect(neighbourOf(positions, 'wed-10', 'ArrowLeft')).toBe('mon-9');
    expect(neighbourOf(positions, 'wed-10', 'ArrowRight')).toBeUndefined();
    expect(neighbourOf(positions, 'gone', 'ArrowRight')).toBeUndefined();
  });
});
