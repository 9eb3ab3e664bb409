// The booking page's funnel beacon, mounted at /api/public/booking-funnel: `{ visit, step }`, a
// random id of the tab's visit and the step reached, counted once per visit and step on the clinic's
// day. Anonymous and cookie-free: nothing of the request (address, agent) is kept, and the address
// is only digested by the rate limit. Answers 202 whether the step was new, already counted or
// over the client's limit (then not counted): a beacon is never retried, and a refusal would only
// put an error in the visitor's console.
import { Hono } from 'hono';
import { bookingFunnelBeaconSchema } from 'shared-domain/analytics/booking-funnel';
import { clinicToday } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { bookingFunnelVisits } from '../../platform/db/schema';
import { limitBody } from '../../platform/http/limit-body';
import { clientBlock, consumeRateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';

const maxBeaconBytes = 256;

export function bookingFunnelRoutes(deps: AppDeps) {
  return new Hono().post('/', limitBody(maxBeaconBytes), validate('json', bookingFunnelBeaconSchema), async (c) => {
    const { visit, step } = c.req.valid('json');
    const verdict = await consumeRateLimit(deps, rateLimitPolicy.bookingFunnel, clientBlock(c, deps));
    if (!verdict.allowed) return c.json({ counted: false as const }, 202);
    await deps.db
      .insert(bookingFunnelVisits)
      .values({ visitId: visit, step, day: await clinicToday(deps) })
      .onConflictDoNothing();
    return c.json({ counted: true as const }, 202);
  });
}
