import { Hono } from 'hono';
import { cancellationSchema, onlineBookingMessages, rescheduleSchema } from 'shared-domain/scheduling/online-booking';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { confirmPresence } from './appointment-changes';
import { describeManagedAppointment, openManagedAppointment } from './managed-appointment';
import { availabilityForChange, cancelAppointmentForPatient, moveAppointmentForPatient } from './self-service-changes';

// Link tokens are at least 128 random bits in base64url; anything else is not worth a query.
const tokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, onlineBookingMessages.linkInvalid),
});

/**
 * The appointment page reached from an e-mailed link, authorised by the token in that link
 * (specification §2.7), mounted at /api/links/appointments.
 */
export function linkRoutes(deps: AppDeps) {
  const changeLimit = rateLimit(deps, rateLimitPolicy.appointmentChange);
  const current = async (token: string) => describeManagedAppointment(await openManagedAppointment(deps, token), deps.clock.now());

  return new Hono()
    .get('/:token', validate('param', tokenParam), async (c) => {
      return c.json(await current(c.req.valid('param').token), 200);
    })
    .post('/:token/presence', changeLimit, validate('param', tokenParam), async (c) => {
      await confirmPresence(deps, await openManagedAppointment(deps, c.req.valid('param').token));
      return c.json({ presenceConfirmed: true as const }, 200);
    })
    .get('/:token/availability', validate('param', tokenParam), async (c) => {
      return c.json(await availabilityForChange(deps, await openManagedAppointment(deps, c.req.valid('param').token)), 200);
    })
    .post('/:token/reschedule', changeLimit, validate('param', tokenParam), validate('json', rescheduleSchema), async (c) => {
      const { token } = c.req.valid('param');
      await moveAppointmentForPatient(deps, await openManagedAppointment(deps, token), c.req.valid('json'));
      return c.json(await current(token), 200);
    })
    .post(
      '/:token/cancel',
      changeLimit,
      validate('param', tokenParam),
      validate('json', cancellationSchema, { sanitize: true }),
      async (c) => {
        const { token } = c.req.valid('param');
        await cancelAppointmentForPatient(deps, await openManagedAppointment(deps, token), c.req.valid('json').reason);
        return c.json(await current(token), 200);
      },
    );
}
