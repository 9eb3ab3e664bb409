// Every route of the API in one table (method, path, surface, the guard its surface applies),
// compared with the committed `route-table.snap.txt`: a route added, moved or mounted on another
// surface shows in review as a changed line. After a deliberate change, `npx vitest run
// src/surfaces/route-table.test.ts -u` rewrites the file. A new column (the roles an admin route
// admits, issue 20) is one more entry in `columns`.
import { inspectRoutes } from 'hono/dev';
import { describe, expect, it } from 'vitest';
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
}

// Fixed widths (a longer cell just pushes its own line), so a new route changes one line of the file.
const columns: { header: string; width: number; value: (route: TableRoute) => string }[] = [
  { header: 'METHOD', width: 7, value: (route) => route.method },
  { header: 'PATH', width: 56, value: (route) => route.path },
  { header: 'SURFACE', width: 13, value: (route) => route.surface.name },
  { header: 'GUARD', width: 0, value: (route) => route.surface.guard },
];

/** The same order on every machine, whatever its locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function surfaceOf(path: string): Surface {
  const surface = surfaces.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  if (!surface) throw new Error(`${path} is on no surface`);
  return surface;
}

/** The handlers (the `.use` middleware are the surfaces' guards, shown as a column), one row per method and path. */
function routeTable(routes: ReturnType<typeof inspectRoutes>): string {
  const rows = new Map<string, TableRoute>();
  for (const { method, path, isMiddleware } of routes) {
    if (isMiddleware) continue;
    rows.set(`${method} ${path}`, { method, path, surface: surfaceOf(path) });
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

  it('lists every route with its surface and guard, as committed in route-table.snap.txt', async () => {
    await expect(routeTable(inspectRoutes(testApp().app))).toMatchFileSnapshot('./route-table.snap.txt');
  });
});
