import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { endBrowserSession } from './start-session';
import { endStaffSession } from './end-staff-session';
import { listStaffSessions } from './list-staff-sessions';

/** The signed-in staff member's own sessions, mounted at /api/admin/sessions. */
export function staffSessionRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/', allow('everyone'), async (c) => {
        const session = c.get('session');
        const rows = await listStaffSessions(deps, c.get('staff').staffId);
        const list = rows.map(({ sessionId, id, userAgent, createdAt, lastSeenAt, expiresAt }) => ({
          id,
          userAgent,
          createdAt,
          lastSeenAt,
          expiresAt,
          current: sessionId === session.id,
        }));
        return c.json({ sessions: list }, 200);
      })
      // Any id that is not one of the member's live sessions, well-formed or not, is 404.
      .delete('/:id', allow('everyone'), async (c) => {
        const session = c.get('session');
        const ended = await endStaffSession(deps, c.get('staff').staffId, c.req.param('id'));
        const current = ended === session.id;
        // Ending the session in use signs this browser out: clear its cookie too.
        if (current) await endBrowserSession(c, deps);
        return c.json({ ended: true as const, current }, 200);
      })
  );
}
