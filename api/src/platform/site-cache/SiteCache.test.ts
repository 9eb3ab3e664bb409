import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { clinicSettings, siteVersion } from '../db/schema';
import { useTestApp } from '../../testing/test-app';
import { SiteCache } from './SiteCache';

describe('SiteCache', () => {
  const testApp = useTestApp();

  function counted<T>(value: () => T) {
    return vi.fn(async () => value());
  }

  it('serves the second read from memory while nothing changed', async () => {
    const cache = new SiteCache<number>();
    const compute = counted(() => 42);
    expect(await cache.get(testApp().deps, 'k', compute)).toBe(42);
    expect(await cache.get(testApp().deps, 'k', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again after a write made through another connection, as another instance would', async () => {
    const cache = new SiteCache<string | undefined>();
    const readName = async () => (await testApp().db.select({ name: clinicSettings.clinicName }).from(clinicSettings))[0]?.name;
    const before = await cache.get(testApp().deps, 'name', readName);
    const other = openDatabase({ url: testApp().deps.config.databaseUrl });
    try {
      await other.db.update(clinicSettings).set({ clinicName: 'Clinique renommée ailleurs' });
      expect(await cache.get(testApp().deps, 'name', readName)).toBe('Clinique renommée ailleurs');
    } finally {
      await other.db.update(clinicSettings).set({ clinicName: before ?? '' });
      other.close();
    }
  });

  it('computes again when the minute changes, not within it', async () => {
    const cache = new SiteCache<string>();
    const compute = vi.fn(async (deps: { clock: { now(): Date } }) => deps.clock.now().toISOString());
    testApp().clock.set('2026-11-18T15:00:05Z');
    expect(await cache.get(testApp().deps, 'k', compute)).toBe('2026-11-18T15:00:05.000Z');
    testApp().clock.set('2026-11-18T15:00:59Z');
    expect(await cache.get(testApp().deps, 'k', compute)).toBe('2026-11-18T15:00:05.000Z');
    testApp().clock.set('2026-11-18T15:01:00Z');
    expect(await cache.get(testApp().deps, 'k', compute)).toBe('2026-11-18T15:01:00.000Z');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps one value per key and shares one computation between simultaneous reads', async () => {
    const cache = new SiteCache<string>();
    const compute = counted(() => 'a');
    const [first, second] = await Promise.all([cache.get(testApp().deps, 'a', compute), cache.get(testApp().deps, 'a', compute)]);
    expect([first, second]).toEqual(['a', 'a']);
    expect(await cache.get(testApp().deps, 'b', async () => 'b')).toBe('b');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failure', async () => {
    const cache = new SiteCache<string>();
    await expect(cache.get(testApp().deps, 'k', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await cache.get(testApp().deps, 'k', async () => 'ok')).toBe('ok');
  });

  it('does not cache at all when the version row is missing', async () => {
    const cache = new SiteCache<number>();
    const compute = counted(() => 1);
    const [row] = await testApp().db.select().from(siteVersion);
    await testApp().db.delete(siteVersion);
    try {
      await cache.get(testApp().deps, 'k', compute);
      await cache.get(testApp().deps, 'k', compute);
      expect(compute).toHaveBeenCalledTimes(2);
    } finally {
      await testApp()
        .db.insert(siteVersion)
        .values(row ?? { id: 1, version: 0 });
    }
  });

  it('keeps values of different databases apart', async () => {
    const cache = new SiteCache<string>();
    await cache.get(testApp().deps, 'k', async () => 'first');
    const other = openDatabase({ url: testApp().deps.config.databaseUrl });
    try {
      expect(await cache.get({ ...testApp().deps, db: other.db }, 'k', async () => 'second')).toBe('second');
    } finally {
      other.close();
    }
  });
});
