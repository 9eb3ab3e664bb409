import { describe, expect, it } from 'vitest';
import { quietHoursOf, quietPeriodEnd } from './quiet-hours';

const zone = 'America/Toronto';
// Montréal is UTC−5 in November: 02:00Z on the 19th is 21:00 on the 18th.
const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  const night = { start: '21:00', end: '08:00' };

  it('span midnight: the evening waits until tomorrow morning, the small hours until this morning', () => {
    expect(quietPeriodEnd(at('2026-11-19T02:00:00Z'), night, zone)?.toISOString()).toBe('2026-11-19T13:00:00.000Z');
    expect(quietPeriodEnd(at('2026-11-19T09:30:00Z'), night, zone)?.toISOString()).toBe('2026-11-19T13:00:00.000Z');
  });

  it('end at their end: from then on, and before the start, nothing waits', () => {
    expect(quietPeriodEnd(at('2026-11-19T13:00:00Z'), night, zone)).toBeNull();
    expect(quietPeriodEnd(at('2026-11-19T01:59:00Z'), night, zone)).toBeNull();
  });

  it('may sit within a day', () => {
    const lunch = { start: '12:00', end: '13:00' };
    expect(quietPeriodEnd(at('2026-11-18T17:30:00Z'), lunch, zone)?.toISOString()).toBe('2026-11-18T18:00:00.000Z');
    expect(quietPeriodEnd(at('2026-11-18T18:00:00Z'), lunch, zone)).toBeNull();
  });

  it('count a daylight-saving night as it really is', () => {
    // 2026-03-08: clocks jump from 02:00 to 03:00; 08:00 that morning is 12:00Z (UTC−4).
    expect(quietPeriodEnd(at('2026-03-08T04:00:00Z'), night, zone)?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('are none unless both ends are set and differ', () => {
    expect(quietHoursOf(null, '08:00')).toBeNull();
    expect(quietHoursOf('21:00', null)).toBeNull();
    expect(quietHoursOf('08:00', '08:00')).toBeNull();
    expect(quietHoursOf('21:00', '08:00')).toEqual(night);
    expect(quietPeriodEnd(at('2026-11-19T02:00:00Z'), null, zone)).toBeNull();
  });
});
