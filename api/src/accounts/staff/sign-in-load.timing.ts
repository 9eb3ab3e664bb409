// Sign-in cost, timed by the benchmark (`pnpm --filter api timing`), never by CI: scrypt
// N=2^15, r=8, p=1 runs on libuv's thread pool, so a burst of sign-ins queues there and leaves the
// event loop, and `/api/health`, free. CI checks the deterministic half (password.test.ts: the event
// loop turns while a password is checked).
import { describe, expect, it } from 'vitest';
import { demoStaff } from '../../demo/demo-clinic';
import { useTestApp } from '../../testing/test-app';
import { postJson } from '../../testing/staff-test-support';

// Measured on the 2-core shared test machine: during 100 sign-ins (about 9 s in all, ~0.1 s
// each alone) the slowest health answer took about 0.1 s; 1.5 s leaves room for a busy machine.
const healthBoundMs = 1500;

describe('sign-in cost', () => {
  // Behind a trusted proxy, so each sign-in comes from its own address and none is rate-limited.
  const testApp = useTestApp({ config: { trustProxy: true, proxyHops: 1 } });

  it('takes a bounded time per sign-in', async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const response = await postJson(
        testApp(),
        '/api/auth/staff/sign-in',
        { email: demoStaff.email, password: `mauvais-${i}` },
        { 'x-forwarded-for': `192.0.2.${i + 1}` },
      );
      expect(response.status).toBe(401);
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[2] ?? 0;
    console.info(`sign-in: median ${median.toFixed(0)} ms over 5`);
    expect(median).toBeLessThan(1000);
  });

  it('keeps /api/health answering while 100 sign-ins run at once', async () => {
    const started = performance.now();
    const signIns = Array.from({ length: 100 }, (_, i) =>
      postJson(
        testApp(),
        '/api/auth/staff/sign-in',
        { email: `personne-${i}@exemple.ca`, password: 'un-mot-de-passe-quelconque' },
        {
          'x-forwarded-for': `198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        },
      ),
    );
    const healthTimes: number[] = [];
    let pending = true;
    const all = Promise.all(signIns).finally(() => {
      pending = false;
    });
    while (pending) {
      const start = performance.now();
      const health = await testApp().app.request('/api/health');
      expect(health.status).toBe(200);
      healthTimes.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const statuses = (await all).map((r) => r.status);
    const total = performance.now() - started;
    expect(statuses).toEqual(Array(100).fill(401));
    const worst = Math.max(...healthTimes);
    console.info(`100 sign-ins: ${total.toFixed(0)} ms in all; health ${healthTimes.length}× worst ${worst.toFixed(0)} ms`);
    expect(healthTimes.length).toBeGreaterThan(1);
    expect(worst).toBeLessThan(healthBoundMs);
  });
});
