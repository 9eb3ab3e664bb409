import { describe, expect, it } from 'vitest';
import { rateLimitPolicy } from './rate-limit-policy';

describe('the rate limit policy', () => {
  it('gives each limit counters of its own and a reason', () => {
    const limits = Object.values(rateLimitPolicy);
    expect(new Set(limits.map((limit) => limit.name)).size).toBe(limits.length);
    for (const limit of limits) expect(limit.why.length).toBeGreaterThan(10);
  });
});
