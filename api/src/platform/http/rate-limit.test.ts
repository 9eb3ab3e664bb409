import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import type { AppDeps } from '../../deps';
import { readJson, testNow, useTestApp } from '../../testing/test-app';
import { handleError } from './app-error';
import { bucketKey, consumeRateLimit, rateLimit, type RateLimitOptions, releaseRateLimitSlot } from './rate-limit';

describe('rateLimit', () => {
  // Counters need the tables, not the demo clinic.
  const testApp = useTestApp({ database: 'migrated' });

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(rateLimitBuckets);
  });

  function limitedApp(options: Partial<RateLimitOptions> = {}, deps: Pick<AppDeps, 'db' | 'clock' | 'config'> = testApp().deps) {
    const app = new Hono().use(rateLimit(deps, { name: 'essai', limit: 3, windowSeconds: 600, ...options })).get('/', (c) => c.text('ok'));
    app.onError(handleError);
    return app;
  }

  const trusting = (proxyHops = 1) => ({
    ...testApp().deps,
    config: { ...testApp().deps.config, trustProxy: true, proxyHops },
  });

  async function statuses(app: Hono, count: number, init?: RequestInit): Promise<number[]> {
    const result: number[] = [];
    for (let index = 0; index < count; index += 1) result.push((await app.request('/', init)).status);
    return result;
  }

  it('lets the limit through, then answers 429 RATE_LIMITED in French with Retry-After', async () => {
    const app = limitedApp();
    expect(await statuses(app, 3)).toEqual([200, 200, 200]);
    testApp().clock.advance({ seconds: 30 });
    const refused = await app.request('/');
    expect(refused.status).toBe(429);
    expect(await readJson<ApiErrorBody>(refused)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      },
    });
    // The window started at 15:00:00 and lasts 10 minutes; 30 s of it are gone.
    expect(refused.headers.get('retry-after')).toBe('570');
  });

  it('starts counting again in the next window', async () => {
    const app = limitedApp();
    expect(await statuses(app, 4)).toEqual([200, 200, 200, 429]);
    testApp().clock.advance({ seconds: 599 });
    expect((await app.request('/')).status).toBe(429);
    testApp().clock.advance({ seconds: 1 });
    expect(await statuses(app, 4)).toEqual([200, 200, 200, 429]);
  });

  it('slides: the limit holds across a window boundary and Retry-After says when a request passes', async () => {
    const app = limitedApp();
    const boundary = new Date('2026-11-18T15:10:00Z').getTime();
    testApp().clock.set(new Date(boundary - 1000).toISOString());
    expect(await statuses(app, 3)).toEqual([200, 200, 200]);
    testApp().clock.set(new Date(boundary + 1000).toISOString());
    const refused = await app.request('/');
    expect(refused.status).toBe(429);
    expect(await statuses(app, 2)).toEqual([429, 429]);
    // The first of the three leaves the 10-minute window at 15:19:59, 598 s from 15:10:01.
    expect(refused.headers.get('retry-after')).toBe('598');
    testApp().clock.advance({ seconds: 597 });
    expect(await statuses(app, 1)).toEqual([429]);
    testApp().clock.advance({ seconds: 1 });
    expect(await statuses(app, 4)).toEqual([200, 200, 200, 429]);
  });

  it('frees one request at a time as earlier ones leave the window', async () => {
    const app = limitedApp();
    expect(await statuses(app, 1)).toEqual([200]);
    testApp().clock.advance({ seconds: 200 });
    expect(await statuses(app, 2)).toEqual([200, 200]);
    testApp().clock.advance({ seconds: 300 });
    const refused = await app.request('/');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('100');
    testApp().clock.advance({ seconds: 100 });
    expect(await statuses(app, 2)).toEqual([200, 429]);
  });

  it('tells a caller counting something else whether to go on, and when to try again', async () => {
    const window = { name: 'destinataire', limit: 2, windowSeconds: 3600 };
    const consume = () => consumeRateLimit(testApp().deps, window, 'patient@courriel.example');
    expect(await consume()).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    testApp().clock.advance({ minutes: 10 });
    expect(await consume()).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
    expect(await consume()).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });

  it('gives a released slot back, and leaves a slot taken again since to its new owner', async () => {
    const window = { name: 'connexion', limit: 2, windowSeconds: 3600 };
    const consume = () => consumeRateLimit(testApp().deps, window, 'patient@courriel.example');
    const first = await consume();
    await releaseRateLimitSlot(testApp().deps, first.slot);
    testApp().clock.advance({ minutes: 1 });
    expect(await consume()).toMatchObject({ allowed: true });
    const third = await consume();
    expect(third).toMatchObject({ allowed: true });
    expect(await consume()).toMatchObject({ allowed: false });
    // A stale slot (its instant rewritten since) is not freed.
    await releaseRateLimitSlot(testApp().deps, first.slot);
    expect(await consume()).toMatchObject({ allowed: false });
    await releaseRateLimitSlot(testApp().deps, third.slot);
    expect(await consume()).toMatchObject({ allowed: true });
  });

  it('keeps no key in clear, and keys sharing a long beginning count apart', async () => {
    const window = { name: 'destinataire', limit: 1, windowSeconds: 3600 };
    expect(await consumeRateLimit(testApp().deps, window, 'patient@courriel.example')).toMatchObject({ allowed: true });
    const keys = (await testApp().db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('patient@courriel.example');
    const prefix = 'x'.repeat(300);
    expect(await consumeRateLimit(testApp().deps, window, `${prefix}a`)).toMatchObject({ allowed: true });
    expect(await consumeRateLimit(testApp().deps, window, `${prefix}b`)).toMatchObject({ allowed: true });
  });

  it('counts each limit apart', async () => {
    expect(await statuses(limitedApp(), 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(limitedApp({ name: 'autre' }), 1)).toEqual([200]);
  });

  it('counts each client apart by the address the trusted proxy appended', async () => {
    const app = limitedApp({}, trusting());
    expect(await statuses(app, 4, { headers: { 'x-forwarded-for': '203.0.113.7' } })).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, 1, { headers: { 'x-forwarded-for': '203.0.113.8' } })).toEqual([200]);
  });

  it('cannot be dodged by writing other addresses before the one the proxy appended', async () => {
    const app = limitedApp({}, trusting());
    const spoofed = Array.from({ length: 8 }, (_, index) => `198.51.100.${index + 1}, 203.0.113.7`);
    const results: number[] = [];
    for (const header of spoofed) results.push((await app.request('/', { headers: { 'x-forwarded-for': header } })).status);
    expect(results).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('with several trusted proxies, counts the address the outermost one appended', async () => {
    const app = limitedApp({}, trusting(2));
    // The client wrote the first entry; the CDN appended the client, the load balancer the CDN.
    const through = (spoof: string, client: string) => ({ headers: { 'x-forwarded-for': `${spoof}, ${client}, 10.0.0.1` } });
    expect(await statuses(app, 1, through('198.51.100.1', '203.0.113.7'))).toEqual([200]);
    expect(await statuses(app, 1, through('198.51.100.2', '203.0.113.7'))).toEqual([200]);
    expect(await statuses(app, 2, through('198.51.100.3', '203.0.113.7'))).toEqual([200, 429]);
    expect(await statuses(app, 1, through('198.51.100.3', '203.0.113.8'))).toEqual([200]);
  });

  it('counts a request that did not come through every trusted proxy against the connection', async () => {
    // One entry for two proxies: it cannot be told apart from one the client wrote.
    const app = limitedApp({}, trusting(2));
    expect(await statuses(app, 1, { headers: { 'x-forwarded-for': '198.51.100.1' } })).toEqual([200]);
    const keys = (await testApp().db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
    expect(keys).toEqual([`${bucketKey('essai', 'unknown')}#0`]);
  });

  it('counts the IPv6 clients of one /64 network together', async () => {
    const app = limitedApp({}, trusting());
    const addresses = ['2001:db8:1:2::1', '2001:DB8:1:2:ffff::9', '2001:0db8:0001:0002:0:0:0:abc', '[2001:db8:1:2::7]:443'];
    const results: number[] = [];
    for (const address of addresses) results.push((await app.request('/', { headers: { 'x-forwarded-for': address } })).status);
    expect(results).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, 1, { headers: { 'x-forwarded-for': '2001:db8:1:3::1' } })).toEqual([200]);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const app = limitedApp({}, trusting());
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7', '203.0.113.7:50123']) {
      expect((await app.request('/', { headers: { 'x-forwarded-for': address } })).status).toBe(200);
    }
    expect(await statuses(app, 1, { headers: { 'x-forwarded-for': '::FFFF:cb00:7107' } })).toEqual([429]);
  });

  it('survives malformed X-Forwarded-For headers without letting the client choose its key', async () => {
    const app = limitedApp({ limit: 100 }, trusting());
    const malformed = [
      'garbage',
      '',
      ' , ',
      '203.0.113.7,,',
      '203.0.113.7, not-an-address',
      '203.0.113.7, [nonsense]:80',
      '203.0.113.7, 999.1.1.1',
      '203.0.113.7, 2001:db8::1::2',
      `${'198.51.100.1, '.repeat(1000)}garbage`,
      '203.0.113.7, ::ffff:999.1.1.1',
    ];
    for (const header of malformed) expect((await app.request('/', { headers: { 'x-forwarded-for': header } })).status).toBe(200);
    // None of these named a usable client, so each counted against the connection (no socket here).
    const keys = new Set(
      (await testApp().db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key.replace(/#.*$/, '')),
    );
    expect([...keys]).toEqual([bucketKey('essai', 'unknown')]);
  });

  it('keeps only what the proxy appended, however many entries the client wrote', async () => {
    const app = limitedApp({}, trusting());
    const long = (index: number) => ({ headers: { 'x-forwarded-for': `${`198.51.100.${index}, `.repeat(2000)}203.0.113.7` } });
    const results: number[] = [];
    for (let index = 1; index <= 4; index += 1) results.push((await app.request('/', long(index))).status);
    expect(results).toEqual([200, 200, 200, 429]);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot dodge the limit', async () => {
    const app = limitedApp();
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    expect(await statuses(app, 3, from('203.0.113.7'))).toEqual([200, 200, 200]);
    expect(await statuses(app, 1, from('203.0.113.8'))).toEqual([429]);
  });

  it('keys on the connecting address when served by Node', async () => {
    const app = limitedApp();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      const keys = (await testApp().db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
      // An IPv4 client of a dual-stack socket (`::ffff:127.0.0.1`) counts as its IPv4 address.
      expect(keys).toEqual([`${bucketKey('essai', '127.0.0.1')}#0`]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('uses the caller’s key when given one', async () => {
    const app = limitedApp({ key: (c) => c.req.header('x-account') ?? 'personne' });
    expect(await statuses(app, 4, { headers: { 'x-account': 'a' } })).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, 1, { headers: { 'x-account': 'b' } })).toEqual([200]);
  });

  it('never lets concurrent requests past the limit', async () => {
    const app = limitedApp({ limit: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => app.request('/')));
    const counts = results.map((response) => response.status);
    expect(counts.filter((status) => status === 200)).toHaveLength(5);
    expect(counts.filter((status) => status === 429)).toHaveLength(15);
  });

  it('holds across API instances sharing the database', async () => {
    const { deps } = testApp();
    const other = openDatabase({
      url: deps.config.databaseUrl,
      ...(deps.config.databaseAuthToken && { authToken: deps.config.databaseAuthToken }),
    });
    try {
      const first = limitedApp();
      const second = limitedApp({}, { ...deps, db: other.db });
      expect(await statuses(first, 2)).toEqual([200, 200]);
      expect(await statuses(second, 2)).toEqual([200, 429]);
      expect(await statuses(first, 1)).toEqual([429]);
    } finally {
      other.close();
    }
  });
});
