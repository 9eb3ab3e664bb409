import { describe, expect, it } from 'vitest';
import { changeClosedReason } from './managed-appointment';

const settings = { timeZone: 'America/Toronto', selfServiceCutoffHours: null };
const pending = { status: 'pending' as const, scheduledDate: '2027-03-15', scheduledTime: '09:00' };

describe('changeClosedReason', () => {
  it('is open until the appointment starts, in clinic time, the Monday after the clocks went forward', () => {
    // 09:00 EDT on 2027-03-15 is 13:00 UTC (it would be 14:00 the week before).
    expect(changeClosedReason(pending, settings, new Date('2027-03-15T12:59:00Z'))).toBeNull();
    expect(changeClosedReason(pending, settings, new Date('2027-03-15T13:00:00Z'))).toBe('past');
  });

  it('closes changes `selfServiceCutoffHours` before the start, across the daylight-saving change', () => {
    const cutoff = { ...settings, selfServiceCutoffHours: 48 };
    // 48 real hours before 2027-03-15 13:00 UTC: 2027-03-13 13:00 UTC (08:00 EST).
    expect(changeClosedReason(pending, cutoff, new Date('2027-03-13T12:59:00Z'))).toBeNull();
    expect(changeClosedReason(pending, cutoff, new Date('2027-03-13T13:00:00Z'))).toBe('cutoff');
    expect(changeClosedReason(pending, { ...settings, selfServiceCutoffHours: 0 }, new Date('2027-03-15T12:59:00Z'))).toBeNull();
  });

  it('says cancelled before anything else, and past for a completed or missed visit', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(changeClosedReason({ ...pending, status: 'cancelled' }, settings, new Date('2027-04-01T12:00:00Z'))).toBe('cancelled');
    expect(changeClosedReason({ ...pending, status: 'completed' }, settings, now)).toBe('past');
    expect(changeClosedReason({ ...pending, status: 'no_show' }, settings, now)).toBe('past');
    expect(changeClosedReason({ ...pending, status: 'confirmed' }, settings, now)).toBeNull();
  });

  it('sends a request without a slot yet to the clinic', () => {
    expect(changeClosedReason({ status: 'pending', scheduledDate: null, scheduledTime: null }, settings, new Date())).toBe('cutoff');
  });
});
