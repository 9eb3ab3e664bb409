import { describe, expect, it } from 'vitest';
import { mayMarkArrived, mayMarkNoShow } from './visit-timing';

const now = { date: '2026-11-18', time: '10:00' };

describe('visit timing', () => {
  it('offers « Arrivé » on the visit’s day only', () => {
    expect(mayMarkArrived({ scheduledDate: '2026-11-18', scheduledTime: '16:00' }, now)).toBe(true);
    expect(mayMarkArrived({ scheduledDate: '2026-11-19', scheduledTime: '08:00' }, now)).toBe(false);
    expect(mayMarkArrived({ scheduledDate: '2026-11-17', scheduledTime: '08:00' }, now)).toBe(false);
    expect(mayMarkArrived({ scheduledDate: null, scheduledTime: null }, now)).toBe(false);
  });

  it('offers « Absent » once the visit’s start has passed, not a minute before', () => {
    expect(mayMarkNoShow({ scheduledDate: '2026-11-18', scheduledTime: '10:00' }, now)).toBe(true);
    expect(mayMarkNoShow({ scheduledDate: '2026-11-18', scheduledTime: '9:30' }, now)).toBe(true);
    expect(mayMarkNoShow({ scheduledDate: '2026-11-18', scheduledTime: '10:01' }, now)).toBe(false);
    expect(mayMarkNoShow({ scheduledDate: '2026-11-17', scheduledTime: '23:30' }, now)).toBe(true);
    expect(mayMarkNoShow({ scheduledDate: '2026-11-19', scheduledTime: '00:00' }, now)).toBe(false);
    expect(mayMarkNoShow({ scheduledDate: null, scheduledTime: null }, now)).toBe(false);
  });
});
