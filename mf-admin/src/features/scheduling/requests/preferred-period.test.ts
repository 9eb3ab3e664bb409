import { describe, expect, it } from 'vitest';
import { inPeriod, preferredPeriod, suggestedDay } from './preferred-period';

const day = (date: string, free: string[], taken: string[] = []) => ({
  date,
  slots: [...free.map((time) => ({ time, available: true })), ...taken.map((time) => ({ time, available: false }))],
});

describe('preferredPeriod', () => {
  it('reads the modal’s three periods, and nothing from Flexible, an empty or an unknown value', () => {
    expect(preferredPeriod('Matin')?.to).toBe('12:00');
    expect(preferredPeriod('Après-midi')).toMatchObject({ from: '12:00', to: '16:00' });
    expect(preferredPeriod('Fin de journée')?.from).toBe('16:00');
    expect(preferredPeriod('Flexible')).toBeUndefined();
    expect(preferredPeriod('')).toBeUndefined();
    expect(preferredPeriod(null)).toBeUndefined();
    expect(preferredPeriod('toString')).toBeUndefined();
  });

  it('places a slot by its start, the upper bound excluded', () => {
    const afternoon = preferredPeriod('Après-midi');
    if (!afternoon) throw new Error('no period');
    expect(inPeriod(afternoon, { time: '12:00', available: true })).toBe(true);
    expect(inPeriod(afternoon, { time: '15:30', available: true })).toBe(true);
    expect(inPeriod(afternoon, { time: '16:00', available: true })).toBe(false);
    expect(inPeriod(afternoon, { time: '9:00', available: true })).toBe(false);
  });
});

describe('suggestedDay', () => {
  const days = [day('2026-11-23', [], ['09:00']), day('2026-11-24', ['09:00']), day('2026-11-25', ['09:00', '16:30'])];

  it('shows first the first day with a free slot in the period', () => {
    expect(suggestedDay(days, preferredPeriod('Fin de journée'))).toBe('2026-11-25');
    expect(suggestedDay(days, preferredPeriod('Matin'))).toBe('2026-11-24');
  });

  it('falls back on the first day with any free slot, and on nothing when all are full', () => {
    expect(suggestedDay(days, preferredPeriod('Après-midi'))).toBe('2026-11-24');
    expect(suggestedDay(days, undefined)).toBe('2026-11-24');
    expect(suggestedDay([day('2026-11-23', [], ['09:00'])], undefined)).toBeUndefined();
  });
});
