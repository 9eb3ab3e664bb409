// The calendar feed a phone subscribes to, mounted at /api/links/calendar-feeds: `/:token/agenda.ics`,
// authorised by the secret in the URL alone (a calendar app has no session). An unknown, reset or
// deactivated member's secret is a 404; every read is audited, as any read of the visits is.
import { Hono } from 'hono';
import { calendarFeedText } from 'shared-domain/scheduling/calendar-feed';
import { z } from 'zod';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { notFound } from '../../platform/http/app-error';
import { clientAddress } from '../../platform/http/client-address';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { feedCalendar, feedToday, feedVisits } from './feed-calendar';
import { openFeed } from './staff-feed';

// Feed secrets are 256 random bits in base64url (43 characters); anything else is not worth a query.
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, calendarFeedText.notFound) });

export function calendarFeedPublicRoutes(deps: AppDeps) {
  return new Hono().get('/:token/agenda.ics', rateLimit(deps, rateLimitPolicy.calendarFeed), validate('param', tokenParam), async (c) => {
    const feed = await openFeed(deps, c.req.valid('param').token);
    if (!feed) throw notFound(calendarFeedText.notFound);
    const settings = await loadClinicSettings(deps.db);
    const now = deps.clock.now();
    const visits = await feedVisits(deps, feedToday(now, settings.timeZone));
    await recordAuditEvent(deps, {
      actor: { type: 'staff', id: feed.staffId },
      action: 'calendar_feed.fetched',
      entity: 'staff_users',
      entityId: feed.staffId,
      details: {
        visits: visits.length,
        fullNames: feed.fullNames,
        ipAddress: clientAddress(c, deps.config.trustProxy ? deps.config.proxyHops : 0),
      },
    });
    const text = feedCalendar({
      visits,
      fullNames: feed.fullNames,
      clinicName: settings.clinicName,
      timeZone: settings.timeZone,
      publicUrl: deps.config.publicUrl,
      now,
    });
    return c.body(text, 200, { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="agenda.ics"' });
  });
}
