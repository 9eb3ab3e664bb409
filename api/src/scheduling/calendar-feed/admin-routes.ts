// « Mon agenda sur mon téléphone », the signed-in member's own calendar feed, mounted at
// /api/admin/calendar-feed: its state, making or resetting it (the URL is in that answer only),
// the choice of names, and ending it. Each change is audited.
import { Hono } from 'hono';
import { calendarFeedOptionsSchema, calendarFeedText } from 'shared-domain/scheduling/calendar-feed';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { feedStatus, feedUrl, issueFeed, removeFeed, setFeedOptions } from './staff-feed';

export function calendarFeedRoutes(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .get('/', allow('everyone'), async (c) => c.json({ feed: await feedStatus(deps, c.get('staff').staffId) }, 200))
      // The only answer that carries the URL: the database keeps its hash.
      .post('/', allow('everyone'), async (c) => {
        const staffId = c.get('staff').staffId;
        const { token, reset, feed } = await issueFeed(deps, staffId);
        await recordStaffAuditEvent(c, deps, {
          action: 'calendar_feed.created',
          entity: 'staff_users',
          entityId: staffId,
          details: { reset },
        });
        return c.json({ feed, url: feedUrl(deps, token) }, 201);
      })
      .patch('/', allow('everyone'), validate('json', calendarFeedOptionsSchema), async (c) => {
        const staffId = c.get('staff').staffId;
        const options = c.req.valid('json');
        const feed = await setFeedOptions(deps, staffId, options);
        if (!feed) throw notFound(calendarFeedText.none);
        await recordStaffAuditEvent(c, deps, {
          action: 'calendar_feed.changed',
          entity: 'staff_users',
          entityId: staffId,
          details: options,
        });
        return c.json({ feed }, 200);
      })
      .delete('/', allow('everyone'), async (c) => {
        const staffId = c.get('staff').staffId;
        if (!(await removeFeed(deps, staffId))) throw notFound(calendarFeedText.none);
        await recordStaffAuditEvent(c, deps, { action: 'calendar_feed.removed', entity: 'staff_users', entityId: staffId });
        return c.json({ removed: true as const }, 200);
      })
  );
}
