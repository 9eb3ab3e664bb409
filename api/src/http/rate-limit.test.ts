import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import type { ApiErrorBody } from 'shared-domain/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import type { AppDeps } from '../deps';
import { readJson, testNow, useTestApp } from '../testing/test-app';
import { handleError } from './app-error';
import { rateLimit, type RateLimitOptions } from './rate-limit';

describe('rateLimit', () => {
  const testApp = useTestApp();

  beforeEach(async () => {
    testApp().clock.set(testNow);
    await testApp().db.delete(rateLimitBuckets);
  });

  function limitedApp(options: Partial<RateLimitOptions> = {}, deps: Pick<AppDeps, 'db' | 'clock' | 'config'> = testApp().deps) {
    const app = new Hono().use(rateLimit(deps, { name: 'essai', limit: 3, windowSeconds: 600, ...options })).get('/', (c) => c.text('ok'));
    app.onError(handleError);
    return app;
  }

  const trusting = () => ({
    ...testApp().deps,
    config: { ...testApp().deps.config, trustProxy: true },
  });
  const from = (address: string) => ({ headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } });

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

  it('counts each limit apart', async () => {
    expect(await statuses(limitedApp(), 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(limitedApp({ name: 'autre' }), 1)).toEqual([200]);
  });

  it('counts each client apart by the first X-Forwarded-For address when the proxy is trusted', async () => {
    const app = limitedApp({}, trusting());
    expect(await statuses(app, 4, from('203.0.113.7'))).toEqual([200, 200, 200, 429]);
    expect(await statuses(app, 1, from('203.0.113.8'))).toEqual([200]);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot dodge the limit', async () => {
    const app = limitedApp();
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
      expect(keys).toEqual([expect.stringMatching(/^essai:(::ffff:)?127\.0\.0\.1$/)]);
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
