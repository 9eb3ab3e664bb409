import { Hono } from 'hono';
import { rebookingResponseSchema } from 'shared-domain/scheduling/rebooking';
import { queueBookingConfirmation } from '../emails';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { afterAnswer } from '../../platform/http/after-answer';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { freeText, validate } from '../../platform/http/validate';
import { describeRebooking, openRebooking } from './rebooking-link';
import { respondToRebooking } from './respond-to-rebooking';

/** The rebooking page's data, authorised by the e-mailed token; mounted at /api/links/rebooking. */
export function rebookingLinkRoutes(deps: AppDeps) {
  const answerLimit = rateLimit(deps, rateLimitPolicy.rebookingAnswer);
  return new Hono()
    .get('/:token', async (c) => {
      return c.json(await describeRebooking(deps, await openRebooking(deps, c.req.param('token'))), 200);
    })
    .post('/:token/respond', answerLimit, validate('json', rebookingResponseSchema, freeText), async (c) => {
      const token = c.req.param('token');
      const opened = await openRebooking(deps, token);
      const outcome = await respondToRebooking(deps, token, opened, c.req.valid('json'));
      const booked = outcome.booked;
      await recordAuditEvent(deps, {
        actor: { type: 'public' },
        action: 'rebooking_request.answered',
        entity: 'rebooking_requests',
        entityId: opened.request.id,
        details: { state: outcome.state, appointmentId: booked?.appointmentId ?? null },
      });
      if (booked) {
        // Queued once the answer has left: the e-mail never fails or delays the booking.
        afterAnswer('rebooking confirmation not queued', () =>
          queueBookingConfirmation(deps, { appointmentId: booked.appointmentId, manageToken: booked.manageToken }),
        );
      }
      return c.json({ state: outcome.state, message: outcome.message }, 200);
    });
}
