// Every route of the API in one table (method, path, surface, the guard its surface applies, the
// access group an admin route admits), compared with the committed `route-table.snap.txt`: a route
// added, moved, mounted on another surface or opened to other roles shows in review as a changed
// line. After a deliberate change, `npx vitest run src/surfaces/route-table.test.ts -u` rewrites
// the file. A new column is one more entry in `columns`.
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
import { accessDeclaredBy } from '../platform/http/allow';
import { useTestApp } from '../testing/test-app';

interface Surface {
  name: string;
  prefix: string;
  /** What the surface requires before any of its routes runs (`access.test.ts` proves it). */
  guard: string;
}

// Longest prefix first: the second-factor surface lies under the public surface's /api/auth.
const surfaces: Surface[] = [
  { name: 'staff-factor', prefix: '/api/auth/second-factor', guard: 'staff session' },
  { name: 'portal', prefix: '/api/portal', guard: 'patient session' },
  { name: 'admin', prefix: '/api/admin', guard: 'staff session + second factor' },
  { name: 'link', prefix: '/api/links', guard: 'none' },
  { name: 'public', prefix: '/api', guard: 'none' },
];

interface TableRoute {
  method: string;
  path: string;
  surface: Surface;
  /** The access group an admin route declares (`allow`, `roles.test.ts` calls it with every role); '-' elsewhere, 'NONE' if missing. */
  roles: string;
}

// Fixed widths (a longer cell just pushes its own line), so a new route changes one line of the file.
const columns: { header: string; width: number; value: (route: TableRoute) => string }[] = [
  { header: 'METHOD', width: 7, value: (route) => route.method },
  { header: 'PATH', width: 56, value: (route) => route.path },
  { header: 'SURFACE', width: 13, value: (route) => route.surface.name },
  { header: 'GUARD', width: 30, value: (route) => route.surface.guard },
  { header: 'ROLES', width: 0, value: (route) => route.roles },
];

/** The same order on every machine, whatever its locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function surfaceOf(path: string): Surface {
  const surface = surfaces.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  if (!surface) throw new Error(`${path} is on no surface`);
  return surface;
}

/** The group each route's `allow` declares, by method and path (Hono keeps each handler with them). */
function declaredGroups(app: { routes: { method: string; path: string; handler: unknown }[] }): Map<string, string> {
  const groups = new Map<string, string>();
  for (const { method, path, handler } of app.routes) {
    const access = accessDeclaredBy(handler);
    if (access) groups.set(`${method} ${path}`, access);
  }
  return groups;
}

/** The handlers (the `.use` middleware are the surfaces' guards, shown as a column), one row per method and path. */
function routeTable(routes: ReturnType<typeof inspectRoutes>, groups: Map<string, string>): string {
  const rows = new Map<string, TableRoute>();
  for (const { method, path, isMiddleware } of routes) {
    if (isMiddleware) continue;
    const surface = surfaceOf(path);
    const roles = surface.name === 'admin' ? (groups.get(`${method} ${path}`) ?? 'NONE') : '-';
    rows.set(`${method} ${path}`, { method, path, surface, roles });
  }
  const sorted = [...rows.values()].sort((a, b) => byCodePoint(a.path, b.path) || byCodePoint(a.method, b.method));
  const cells = [columns.map((column) => column.header), ...sorted.map((route) => columns.map((column) => column.value(route)))];
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell.padEnd(columns[index]!.width))
      .join(' ')
      .trimEnd();
  return `${cells.map(line).join('\n')}\n`;
}

describe('the route table', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('lists every route with its surface, guard and roles, as committed in route-table.snap.txt', async () => {
    const app = testApp().app;
    await expect(routeTable(inspectRoutes(app), declaredGroups(app))).toMatchFileSnapshot('./route-table.snap.txt');
  });
});
