// Every route of the portal and admin surfaces, listed from the router itself, is refused to
// whoever its surface's guard must keep out. A new route is covered the moment it is mounted.
import { inspectRoutes } from 'hono/dev';
import type { ApiErrorBody, ApiErrorCode } from 'shared-domain/platform/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { concretePath, type ListedRoute, routesUnder } from '../testing/routes-under';
import { createTestSession, seededAccounts, useTestApp } from '../testing/test-app';

describe('access to the portal and admin surfaces', () => {
  const testApp = useTestApp();
  let portalRoutes: ListedRoute[];
  let adminRoutes: ListedRoute[];
  let factorRoutes: ListedRoute[];
  let cookies: { patient: string; staff: string; staffWithoutSecondFactor: string };

  beforeAll(async () => {
    const routes = inspectRoutes(testApp().app);
    portalRoutes = routesUnder(routes, '/api/portal');
    adminRoutes = routesUnder(routes, '/api/admin');
    factorRoutes = routesUnder(routes, '/api/auth/second-factor');
    const ids = await seededAccounts(testApp());
    cookies = {
      patient: await createTestSession(testApp(), {
        subjectType: 'patient',
        subjectId: ids.patientAccountId,
      }),
      staff: await createTestSession(testApp(), {
        subjectType: 'staff',
        subjectId: ids.staffId,
        secondFactorVerified: true,
      }),
      staffWithoutSecondFactor: await createTestSession(testApp(), {
        subjectType: 'staff',
        subjectId: ids.staffId,
      }),
    };
  });

  /** The routes whose answer to `cookie` is not a refusal with one of `codes`, described for the failure message. */
  async function admitted(routes: ListedRoute[], cookie: string | undefined, codes: ApiErrorCode[]): Promise<string[]> {
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const response = await testApp().app.request(concretePath(path), {
        method,
        headers: cookie ? { cookie } : {},
      });
      const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
      const code = body?.error?.code;
      if (!code || !codes.includes(code) || response.status < 400) wrong.push(`${method} ${path} → ${response.status} ${code ?? ''}`);
    }
    return wrong;
  }

  it('finds routes on both surfaces, so the checks below cannot pass by testing nothing', () => {
    expect(portalRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(portalRoutes).toContainEqual({ method: 'GET', path: '/api/portal/me' });
    expect(adminRoutes).toContainEqual({ method: 'GET', path: '/api/admin/me' });
    expect(factorRoutes).toContainEqual({ method: 'POST', path: '/api/auth/second-factor/verify' });
  });

  it('answers 401 AUTH_001 on every portal, admin and second-factor route without a session', async () => {
    expect(await admitted([...portalRoutes, ...adminRoutes, ...factorRoutes], undefined, ['AUTH_001'])).toEqual([]);
  });

  it('refuses a patient session on every second-factor route', async () => {
    expect(await admitted(factorRoutes, cookies.patient, ['AUTH_001', 'AUTH_002'])).toEqual([]);
  });

  it('lets a staff session without a verified second factor reach the second-factor routes (and only them)', async () => {
    // An empty body: the guard admitted the session when the answer is the route's own refusal of the input.
    const refusedByGuard = await admitted(factorRoutes, cookies.staffWithoutSecondFactor, ['AUTH_001', 'AUTH_002', 'AUTH_003']);
    expect(refusedByGuard).toHaveLength(factorRoutes.length);
  });

  it('refuses a patient session on every admin route', async () => {
    expect(await admitted(adminRoutes, cookies.patient, ['AUTH_001', 'AUTH_002'])).toEqual([]);
  });

  it('answers 403 AUTH_003 on every admin route to a staff session without a verified second factor', async () => {
    const wrong = await admitted(adminRoutes, cookies.staffWithoutSecondFactor, ['AUTH_003']);
    expect(wrong).toEqual([]);
  });

  it('refuses a staff session on every portal route', async () => {
    expect(await admitted(portalRoutes, cookies.staff, ['AUTH_001', 'AUTH_002'])).toEqual([]);
  });

  it('lets the right session through, so the refusals above come from the guard and not a broken route', async () => {
    expect((await testApp().api.portal.me.$get({}, { headers: { cookie: cookies.patient } })).status).toBe(200);
    expect((await testApp().api.admin.me.$get({}, { headers: { cookie: cookies.staff } })).status).toBe(200);
  });
});
