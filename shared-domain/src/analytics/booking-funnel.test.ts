import { describe, expect, it } from 'vitest';
import { bookingFunnel, bookingFunnelBeaconSchema, bookingFunnelStepOf } from './booking-funnel';

describe('the online booking funnel', () => {
  it('sums the days of the period, each step as a share of the visits that opened the page', () => {
    const funnel = bookingFunnel(
      [
        { day: '2026-03-07', step: 'opened', visits: 3 },
        // The daylight-saving Sunday is a day like any other.
        { day: '2026-03-08', step: 'opened', visits: 5 },
        { day: '2026-03-08', step: 'service', visits: 4 },
        { day: '2026-03-08', step: 'slot', visits: 2 },
        { day: '2026-03-08', step: 'booked', visits: 2 },
        { day: '2026-04-01', step: 'opened', visits: 9 },
      ],
      { from: '2026-03-01', to: '2026-03-31' },
    );
    expect(funnel).toEqual([
      { step: 'opened', visits: 8, share: 1 },
      { step: 'service', visits: 4, share: 0.5 },
      { step: 'slot', visits: 2, share: 0.25 },
      { step: 'booked', visits: 2, share: 0.25 },
    ]);
    expect(bookingFunnel([], { from: '2026-03-01', to: '2026-03-31' })[0]).toEqual({ step: 'opened', visits: 0, share: null });
  });

  it('reads the booking page’s steps as the funnel’s', () => {
    expect([1, 2, 3, 4, 5].map((step) => bookingFunnelStepOf(step as 1))).toEqual(['opened', 'service', 'service', 'slot', 'booked']);
  });

  it('takes only a random visit id and a known step', () => {
    expect(bookingFunnelBeaconSchema.safeParse({ visit: 'a@b.c', step: 'opened' }).success).toBe(false);
    expect(bookingFunnelBeaconSchema.safeParse({ visit: '4b7e1a52-9c1d-4f3e-8a2b-6d5c4e3f2a1b', step: 'paid' }).success).toBe(false);
    expect(bookingFunnelBeaconSchema.safeParse({ visit: '4b7e1a52-9c1d-4f3e-8a2b-6d5c4e3f2a1b', step: 'slot' }).success).toBe(true);
  });
});
