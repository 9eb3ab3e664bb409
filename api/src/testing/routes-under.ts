// The routes a test must cover, listed from the router itself, so a route is covered the moment
// it is mounted (the access and caching tests of the surfaces).
import type { inspectRoutes } from 'hono/dev';

export interface ListedRoute {
  method: string;
  path: string;
}

/** The handlers (not middleware) under a prefix, one entry per method and path. */
export function routesUnder(routes: ReturnType<typeof inspectRoutes>, prefix: string): ListedRoute[] {
  const seen = new Map<string, ListedRoute>();
  for (const route of routes) {
    if (route.isMiddleware || !route.path.startsWith(`${prefix}/`)) continue;
    // `all` handlers answer any method: GET stands for them.
    const method = route.method === 'ALL' ? 'GET' : route.method;
    seen.set(`${method} ${route.path}`, { method, path: route.path });
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: each `:param` (with any `{regex}` or `?`) gets a value. */
export function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, 'acces-test-0123456789abcdef');
}
