import { Hono } from 'hono';
import { appointmentRequestSchema } from 'shared-domain/scheduling/appointment-request';
import { loadClinicSettings } from '../../clinic/public';
import { isAgendaFull } from '../booking/agenda-full';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { recordAppointmentRequest } from './request-record';

/**
 * The home page's "Prendre rendez-vous" modal (specification §2.4), or its waitlist twin when the
 * agenda is full, mounted at /api/public/appointment-requests.
 */
export function bookingRequestRoutes(deps: AppDeps) {
  return new Hono().post(
    '/',
    rateLimit(deps, rateLimitPolicy.appointmentRequest),
    validate('json', appointmentRequestSchema, { sanitize: true }),
    async (c) => {
      const request = c.req.valid('json');
      const settings = await loadClinicSettings(deps.db);
      const kind = (await isAgendaFull(deps, settings)) ? 'waitlist' : 'appointment';
      await recordAppointmentRequest(deps, request, kind);
      // A repeat (a double click, a retry) gets exactly the answer of a first request, with the
      // kind chosen now: a different status or the earlier request's kind would tell anyone who
      // tries an address and a reason that this person wrote to the clinic minutes ago.
      return c.json({ received: true as const, kind }, 201);
    },
  );
}
