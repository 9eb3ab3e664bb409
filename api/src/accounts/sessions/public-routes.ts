import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { endBrowserSession } from './start-session';

export function authRoutes(deps: AppDeps) {
  return new Hono().post('/sign-out', async (c) => {
    await endBrowserSession(c, deps);
    return c.json({ signedOut: true as const }, 200);
  });
}
