import { describe, expect, it } from 'vitest';
import { reminderCoveredAt } from './reminder-window';

describe('reminderCoveredAt', () => {
  const settings = { reminderHoursBefore: 24, timeZone: 'America/Toronto' };
  const now = new Date('2026-11-23T14:00:00Z'); // 09:00 in Montréal

  it('stamps an appointment scheduled within the reminder window, not one beyond it', () => {
    expect(reminderCoveredAt({ date: '2026-11-24', time: '09:00' }, settings, now)).toBe(now.toISOString());
    expect(reminderCoveredAt({ date: '2026-11-23', time: '15:30' }, settings, now)).toBe(now.toISOString());
    expect(reminderCoveredAt({ date: '2026-11-24', time: '09:30' }, settings, now)).toBeNull();
  });

  it('follows the clinic setting and the clinic clock across a daylight-saving change', () => {
    expect(reminderCoveredAt({ date: '2026-11-25', time: '09:00' }, { ...settings, reminderHoursBefore: 48 }, now)).toBe(now.toISOString());
    // 2026-11-01 03:00 UTC is Oct 31, 23:00 in Montréal; 24 h later the clocks show 22:00 on Nov 1.
    const beforeFallBack = new Date('2026-11-01T03:00:00Z');
    expect(reminderCoveredAt({ date: '2026-11-01', time: '22:00' }, settings, beforeFallBack)).toBe(beforeFallBack.toISOString());
    expect(reminderCoveredAt({ date: '2026-11-01', time: '22:30' }, settings, beforeFallBack)).toBeNull();
  });
});
