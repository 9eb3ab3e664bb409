import { describe, expect, it } from 'vitest';
import { clinicNowAt, dayMarkerLabels, dayMarkers, type MarkableAppointment } from './day-markers';

const at = (id: string, time: string, fields: Partial<MarkableAppointment> = {}): MarkableAppointment => ({
  id,
  status: 'confirmed',
  scheduledDate: '2026-11-23',
  scheduledTime: time,
  durationMinutes: 30,
  ...fields,
});

const today = (time: string) => ({ date: '2026-11-23', time });
const marks = (appointments: MarkableAppointment[], time: string) => Object.fromEntries(dayMarkers(appointments, today(time)));

describe('dayMarkers', () => {
  const day = [at('a', '08:00'), at('b', '09:00'), at('c', '09:30'), at('d', '10:00'), at('e', '10:00')];

  it('marks the visit under way, the late ones before it and the first one after now', () => {
    expect(marks(day, '09:10')).toEqual({ a: 'late', b: 'current', c: 'next' });
  });

  it('counts the start as under way and the end as over', () => {
    expect(marks(day, '09:00')).toEqual({ a: 'late', b: 'current', c: 'next' });
    expect(marks(day, '09:29')).toEqual({ a: 'late', b: 'current', c: 'next' });
    // 09:30: b's half hour is over (late), c starts now (current).
    expect(marks(day, '09:30')).toEqual({ a: 'late', b: 'late', c: 'current', d: 'next', e: 'next' });
  });

  it('leaves settled visits alone: completed, cancelled and absent are never marked', () => {
    const settled = [
      at('a', '08:00', { status: 'completed' }),
      at('b', '09:00', { status: 'no_show' }),
      at('c', '09:30', { status: 'cancelled' }),
      at('d', '10:00', { status: 'cancelled' }),
      at('e', '11:00', { status: 'pending' }),
    ];
    expect(marks(settled, '09:10')).toEqual({ e: 'next' });
  });

  it('has no current visit between two, and no next after the last', () => {
    expect(marks([at('a', '08:00'), at('b', '11:00')], '09:00')).toEqual({ a: 'late', b: 'next' });
    expect(marks([at('a', '08:00'), at('b', '11:00')], '18:00')).toEqual({ a: 'late', b: 'late' });
    expect(marks([at('a', '08:00')], '07:00')).toEqual({ a: 'next' });
    expect(marks([], '09:00')).toEqual({});
  });

  it('uses each visit’s own length', () => {
    const long = [at('a', '09:00', { durationMinutes: 60 }), at('b', '10:00')];
    expect(marks(long, '09:45')).toEqual({ a: 'current', b: 'next' });
    expect(marks(long, '10:00')).toEqual({ a: 'late', b: 'current' });
  });

  it('reads other days by their date, and skips requests without a slot or a readable time', () => {
    const spread = [
      at('hier', '15:00', { scheduledDate: '2026-11-22' }),
      at('demain', '08:00', { scheduledDate: '2026-11-24' }),
      at('demande', '', { scheduledDate: null, scheduledTime: null }),
      at('illisible', 'bientôt'),
    ];
    expect(marks(spread, '09:00')).toEqual({ hier: 'late', demain: 'next' });
    // A visit running past midnight is still under way the next morning.
    expect(marks([at('nuit', '23:50', { scheduledDate: '2026-11-22', durationMinutes: 30 })], '00:10')).toEqual({ nuit: 'current' });
  });

  it('marks nothing without a readable time', () => {
    expect(dayMarkers(day, { date: '2026-11-23', time: '' }).size).toBe(0);
  });

  it('names the markers in French', () => {
    expect(dayMarkerLabels).toEqual({ current: 'En cours', next: 'Suivant', late: 'En retard' });
  });
});

describe('clinicNowAt', () => {
  it("reads an instant on the clinic's wall clock in the clinic's own time zone", () => {
    const instant = new Date('2026-11-23T14:10:00Z');
    expect(clinicNowAt(instant, 'America/Toronto')).toEqual({ date: '2026-11-23', time: '09:10' });
    expect(clinicNowAt(instant, 'America/Vancouver')).toEqual({ date: '2026-11-23', time: '06:10' });
    expect(clinicNowAt(new Date('2026-11-23T04:30:00Z'), 'America/Vancouver')).toEqual({ date: '2026-11-22', time: '20:30' });
    // The same day, read in Vancouver: nothing has started yet.
    const day = [at('a', '08:00'), at('b', '09:00')];
    expect(Object.fromEntries(dayMarkers(day, clinicNowAt(instant, 'America/Vancouver')))).toEqual({ a: 'next' });
    expect(Object.fromEntries(dayMarkers(day, clinicNowAt(instant, 'America/Toronto')))).toEqual({ a: 'late', b: 'current' });
  });
});
