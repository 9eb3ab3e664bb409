// Every admin route declares the access group it admits (`allow(...)`, platform/http/allow.ts),
// read here from the router itself: a route mounted without `allow`, or with two, fails the first
// test. Then every admin route is called with every role (an admin, a practitioner and a
// receptionist of the demo clinic, each on a fresh session with a verified second factor): a role
// outside the route's group gets exactly 403 AUTH_002 with the French refusal and changes nothing;
// a role inside it never gets AUTH_002. Placeholder ids and an empty JSON body: the guard answers
// before any input is read. Last, what the routes every role may open return to the receptionist
// holds no clinical text (Law 25's need-to-know).
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import {
  mayAccess,
  roleRefusalMessage,
  type StaffAccess,
  type StaffRole,
  staffAccess,
  staffRoles,
} from 'shared-domain/accounts/staff-role';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPractitioner, demoReception, demoStaff } from '../demo/demo-clinic';
import { accessDeclaredBy } from '../platform/http/allow';
import { patients, soapNotes, staffUsers } from '../platform/db/schema';
import { concretePath } from '../testing/routes-under';
import { createTestSession, type TestApp, testNow, useTestApp } from '../testing/test-app';

const adminPrefix = '/api/admin/';

interface DeclaredRoute {
  method: string;
  path: string;
  /** Every group declared by the route's handlers, in order (exactly one is expected, first). */
  declared: (StaffAccess | undefined)[];
}

/** The admin routes as Hono keeps them (one entry per handler), grouped by method and path. */
function adminRoutes(app: TestApp['app']): DeclaredRoute[] {
  const routes = new Map<string, DeclaredRoute>();
  for (const { method, path, handler } of app.routes) {
    // The surface's guards (`.use('*', …)`) answer every method: they are no route.
    if (method === 'ALL' || !path.startsWith(adminPrefix)) continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, declared: [] };
    route.declared.push(accessDeclaredBy(handler));
    routes.set(key, route);
  }
  return [...routes.values()];
}

/** The one group a route declares as its first handler, or why it does not. */
function declaredAccess(route: DeclaredRoute): StaffAccess | string {
  const groups = route.declared.filter((access) => access !== undefined);
  if (groups.length !== 1) return `${groups.length} allow(…)`;
  if (route.declared[0] === undefined) return 'allow(…) is not its first handler';
  return groups[0]!;
}

const staffEmails: Record<StaffRole, string> = {
  admin: demoStaff.email,
  practitioner: demoPractitioner.email,
  reception: demoReception.email,
};

describe('roles on the admin surface', () => {
  const testApp = useTestApp();
  let all: DeclaredRoute[];
  /** The routes declaring one group (the others fail the first test). */
  let routes: (DeclaredRoute & { access: StaffAccess })[];
  const staffIds = {} as Record<StaffRole, string>;

  /** A new session for each call: a route admitting a role (sign-out of a session, a reset…) cannot spoil the next call. */
  async function call(role: StaffRole, method: string, path: string): Promise<{ status: number; body: ApiErrorBody | undefined }> {
    const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffIds[role], secondFactorVerified: true });
    const withBody = method !== 'GET' && method !== 'HEAD';
    const response = await testApp().app.request(concretePath(path), {
      method,
      headers: { cookie, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { body: '{}' } : {}),
    });
    return { status: response.status, body: (await response.json().catch(() => undefined)) as ApiErrorBody | undefined };
  }

  /** Every row of every table but the sessions (the calls add their own), to prove the refused calls changed nothing. */
  async function databaseContents(): Promise<string> {
    const { client } = testApp();
    const tables = await client.execute(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not in ('sessions') order by name",
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await client.execute(`select * from "${String(name)}"`);
      contents[String(name)] = rows.rows.map((row) => JSON.stringify(row)).sort();
    }
    return JSON.stringify(contents);
  }

  beforeAll(async () => {
    for (const role of staffRoles) {
      const [staff] = await testApp()
        .db.select({ id: staffUsers.id, role: staffUsers.role })
        .from(staffUsers)
        .where(eq(staffUsers.email, staffEmails[role]));
      if (staff?.role !== role) throw new Error(`the demo clinic has no ${role} account`);
      staffIds[role] = staff.id;
    }
    all = adminRoutes(testApp().app);
    routes = all.flatMap((route) => {
      const access = declaredAccess(route);
      return access in staffAccess ? [{ ...route, access: access as StaffAccess }] : [];
    });
  });

  it('reads every admin route from the router, each declaring exactly one access group as its first handler', () => {
    const undeclared = all
      .map((route) => ({ route, access: declaredAccess(route) }))
      .filter(({ access }) => !(access in staffAccess))
      .map(({ route, access }) => `${route.method} ${route.path}: ${access}`);
    expect(undeclared).toEqual([]);
    // A router that yields nothing (or lost a mount) cannot pass the checks below.
    expect(routes.length).toBeGreaterThanOrEqual(60);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/admin/me', access: 'everyone' }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/admin/patients/:id/record', access: 'care' }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/admin/audit-events', access: 'management' }));
  });

  it('refuses every admin route to every role outside its group with 403 AUTH_002 and the French message, changing nothing', async () => {
    const before = await databaseContents();
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, path, access } of routes) {
      for (const role of staffRoles.filter((candidate) => !mayAccess(candidate, access))) {
        const { status, body } = await call(role, method, path);
        checked += 1;
        const exact = status === 403 && body?.error?.code === 'AUTH_002' && body.error.message === roleRefusalMessage;
        if (!exact || body?.error?.fields !== undefined) wrong.push(`${role} ${method} ${path} → ${status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
    // care and management routes refuse the receptionist, management ones the practitioner too.
    const refusals = routes.reduce((sum, route) => sum + staffRoles.filter((role) => !mayAccess(role, route.access)).length, 0);
    expect(checked).toBe(refusals);
    expect(checked).toBeGreaterThanOrEqual(30);
    expect(await databaseContents()).toBe(before);
  });

  it('never refuses a role inside a route’s group for its role (every admin route, every role it admits)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { method, path, access } of routes) {
      for (const role of staffRoles.filter((candidate) => mayAccess(candidate, access))) {
        const { status, body } = await call(role, method, path);
        checked += 1;
        // The route's own answer to placeholder input (404, 422…), never the role check nor the session guard.
        if (['AUTH_001', 'AUTH_002', 'AUTH_003'].includes(body?.error?.code ?? '') || status >= 500) {
          wrong.push(`${role} ${method} ${path} → ${status} ${body?.error?.code ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(routes.reduce((sum, route) => sum + staffRoles.filter((role) => mayAccess(role, route.access)).length, 0));
    // The admin is in every group: at least one call per route.
    expect(checked).toBeGreaterThanOrEqual(Math.max(routes.length, 60));
  });

  // Read from the paths, not from the declarations: a clinical route declared `everyone` by mistake fails here.
  it('refuses the receptionist every route of the clinical record (notes, record, attachments, episodes, outcomes, questionnaires, exports)', async () => {
    const clinical =
      /^\/api\/admin\/(notes|note-patients|episodes|attachments|access-requests|questionnaires|questionnaire-requests|privacy\/requests)(\/|$)|^\/api\/admin\/patients\/:id\/(notes|record|episodes|attachments|access-requests|outcomes|questionnaire-requests)(\/|$)/;
    const clinicalRoutes = all.filter((route) => clinical.test(route.path));
    expect(clinicalRoutes.length).toBeGreaterThanOrEqual(24);
    const admitted: string[] = [];
    for (const { method, path } of clinicalRoutes) {
      const { status, body } = await call('reception', method, path);
      if (status !== 403 || body?.error?.code !== 'AUTH_002') admitted.push(`${method} ${path} → ${status} ${body?.error?.code ?? ''}`);
    }
    expect(admitted).toEqual([]);
  });

  describe('what the receptionist reads on the routes every role may open', () => {
    let clinicalTexts: string[];
    let camille: { id: string; lastName: string };
    const today = testNow.slice(0, 10);

    beforeAll(async () => {
      const { db } = testApp();
      const records = await db.select({ id: patients.id, lastName: patients.lastName, reason: patients.consultationReason }).from(patients);
      const notes = await db
        .select({
          subjective: soapNotes.subjective,
          objective: soapNotes.objective,
          assessment: soapNotes.assessment,
          plan: soapNotes.plan,
        })
        .from(soapNotes);
      clinicalTexts = [...records.map((record) => record.reason), ...notes.flatMap((note) => Object.values(note))].filter(
        (text): text is string => typeof text === 'string' && text.length >= 20,
      );
      const [withRecord] = records.filter((record) => record.reason);
      camille = withRecord!;
    });

    it('the seed gives the check something to find: consultation reasons and notes', () => {
      expect(clinicalTexts.length).toBeGreaterThan(8);
    });

    const views: { name: string; path: () => string }[] = [
      { name: 'the patient file (GET /patients/:id)', path: () => `/api/admin/patients/${camille.id}` },
      { name: 'the patients list', path: () => '/api/admin/patients' },
      { name: 'Ma Journée (GET /day)', path: () => `/api/admin/day?date=${today}` },
      { name: 'the search', path: () => `/api/admin/search?q=${encodeURIComponent(camille.lastName)}` },
      { name: 'the calendar', path: () => `/api/admin/calendar?from=${today}&to=${today.slice(0, 8)}28` },
      { name: 'the appointments list', path: () => '/api/admin/appointments' },
    ];

    it.each(views)('$name holds no consultation reason nor note text', async ({ path }) => {
      const cookie = await createTestSession(testApp(), {
        subjectType: 'staff',
        subjectId: staffIds.reception,
        secondFactorVerified: true,
      });
      const response = await testApp().app.request(path(), { headers: { cookie } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text.length).toBeGreaterThan(50);
      expect(clinicalTexts.filter((clinical) => text.includes(clinical))).toEqual([]);
      expect(text).not.toMatch(/"(consultationReason|subjective|objective|assessment|plan|score)"/);
    });

    it('Ma Journée gives the day’s revenue to the admin and the practitioner, not to the receptionist (DESIGN §5)', async () => {
      const revenueFor = async (role: StaffRole) => {
        const cookie = await createTestSession(testApp(), { subjectType: 'staff', subjectId: staffIds[role], secondFactorVerified: true });
        const response = await testApp().app.request(`/api/admin/day?date=${today}`, { headers: { cookie } });
        expect(response.status).toBe(200);
        return ((await response.json()) as { revenue: unknown }).revenue;
      };
      expect(await revenueFor('admin')).toMatchObject({ estimatedCents: expect.any(Number) });
      expect(await revenueFor('practitioner')).toMatchObject({ estimatedCents: expect.any(Number) });
      expect(await revenueFor('reception')).toBeNull();
    });
  });
});
