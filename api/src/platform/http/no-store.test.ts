// Personal data must not be kept by a browser's or a proxy's cache. Every
// route of the portal, admin, link and auth prefixes, listed from the router, answers
// `no-store`, refusals included; the public catalogue stays cacheable.
import { inspectRoutes } from 'hono/dev';
import { beforeAll, describe, expect, it } from 'vitest';
import { concretePath, routesUnder, type ListedRoute } from '../../testing/routes-under';
import { createTestSession, seededAccounts, useTestApp } from '../../testing/test-app';

const privatePrefixes = ['/api/portal', '/api/admin', '/api/links', '/api/auth'];

describe('Cache-Control on responses that are not public', () => {
  const testApp = useTestApp();
  let routes: ListedRoute[];
  let ids: Awaited<ReturnType<typeof seededAccounts>>;

  beforeAll(async () => {
    const listed = inspectRoutes(testApp().app);
    routes = privatePrefixes.flatMap((prefix) => routesUnder(listed, prefix));
    ids = await seededAccounts(testApp());
  });

  // A fresh session for each call: sign-out, one of the routes, ends the one it is given.
  const sessionOf = {
    patient: () => createTestSession(testApp(), { subjectType: 'patient', subjectId: ids.patientAccountId }),
    staff: () => createTestSession(testApp(), { subjectType: 'staff', subjectId: ids.staffId, secondFactorVerified: true }),
  };

  /** The routes whose answer (with a new session of `kind`) lacks `no-store`, described for the failure message. */
  async function cacheable(kind?: keyof typeof sessionOf): Promise<string[]> {
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const cookie = kind ? await sessionOf[kind]() : undefined;
      const response = await testApp().app.request(concretePath(path), { method, headers: cookie ? { cookie } : {} });
      const cacheControl = response.headers.get('cache-control') ?? '';
      if (!/\bno-store\b/.test(cacheControl)) wrong.push(`${method} ${path} → ${response.status} "${cacheControl}"`);
    }
    return wrong;
  }

  it('finds routes under every private prefix, so the checks below cannot pass by testing nothing', () => {
    for (const prefix of privatePrefixes) expect(routes.some((route) => route.path.startsWith(`${prefix}/`))).toBe(true);
  });

  it('sends no-store from every route without a session (the refusals)', async () => {
    expect(await cacheable()).toEqual([]);
  });

  it('sends no-store from every route to a patient and to a staff session', async () => {
    expect(await cacheable('patient')).toEqual([]);
    expect(await cacheable('staff')).toEqual([]);
  });

  it('sends no-store with the answers that carry personal data and with unknown paths under the prefixes', async () => {
    const me = await testApp().api.portal.me.$get({}, { headers: { cookie: await sessionOf.patient() } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const admin = await testApp().api.admin.me.$get({}, { headers: { cookie: await sessionOf.staff() } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/links/unknown', '/api/portal/unknown', '/api/admin/unknown', '/api/auth/unknown']) {
      expect((await testApp().app.request(path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('leaves the public clinic profile cacheable', async () => {
    const response = await testApp().api.public.clinic.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});
