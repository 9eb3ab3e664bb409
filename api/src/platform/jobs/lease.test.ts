import { describe, expect, it } from 'vitest';
import { jobLeases } from '../db/schema';
import { testNow, useTestApp } from '../../testing/test-app';
import { acquireLease, releaseLease } from './lease';

const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(new Date(testNow).getTime() + offsetMs);

describe('job leases', () => {
  const testApp = useTestApp();

  it('go to one holder at a time until they expire, and are renewed by their holder', async () => {
    const { db } = testApp();
    const lease = { name: 'essai-a', ttlMs: hour };
    expect(await acquireLease(db, { ...lease, holder: 'instance-1', now: at(0) })).toBe(true);
    expect(await acquireLease(db, { ...lease, holder: 'instance-2', now: at(hour / 2) })).toBe(false);
    expect(await acquireLease(db, { ...lease, holder: 'instance-1', now: at(hour / 2) })).toBe(true);
    // Renewed at half an hour, so it still holds a moment after the first hour.
    expect(await acquireLease(db, { ...lease, holder: 'instance-2', now: at(hour + 1) })).toBe(false);
    expect(await acquireLease(db, { ...lease, holder: 'instance-2', now: at(hour * 1.5) })).toBe(true);
    expect(await acquireLease(db, { ...lease, holder: 'instance-1', now: at(hour * 1.5) })).toBe(false);
  });

  it('are given to exactly one of several instances asking at the same moment', async () => {
    const { db } = testApp();
    const answers = await Promise.all(
      ['i1', 'i2', 'i3', 'i4'].map((holder) => acquireLease(db, { name: 'essai-b', holder, ttlMs: hour, now: at(0) })),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await db.$count(jobLeases)).toBeGreaterThanOrEqual(1);
  });

  it('can be given back by their holder only, and are free at once when given back', async () => {
    const { db } = testApp();
    const lease = { name: 'essai-c', ttlMs: hour, now: at(0) };
    expect(await acquireLease(db, { ...lease, holder: 'instance-1' })).toBe(true);
    await releaseLease(db, 'essai-c', 'instance-2');
    expect(await acquireLease(db, { ...lease, holder: 'instance-2' })).toBe(false);
    await releaseLease(db, 'essai-c', 'instance-1');
    expect(await acquireLease(db, { ...lease, holder: 'instance-2' })).toBe(true);
  });
});
