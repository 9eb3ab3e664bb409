import { Hono } from 'hono';
import { bookingSchema } from 'shared-domain/scheduling/online-booking';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/http/app-error';
import { consumeRateLimit, rateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { agendaFull, bookAppointment, confirmBookingByEmail, onlineBookingDisabled, serviceNotOffered } from './book-appointment';
import { loadBlockedDays, loadBookingCalendar, serviceAvailability } from './booking-calendar';
import { sendPreparedJson } from '../../platform/db/prepared-json';

const availabilityQuery = z.object({
  serviceId: z.string({ error: serviceNotOffered }).min(1, serviceNotOffered).max(64, serviceNotOffered),
});

/** The online booking page (specification §2.5): services and free slots, mounted at /api/public/booking. */
export function onlineBookingRoutes(deps: AppDeps) {
  return new Hono()
    .get('/services', async (c) => {
      const calendar = await loadBookingCalendar(deps);
      // Off or full, the page shows no steps: no services to choose from.
      const open = calendar.enabled && !calendar.full;
      return c.json(
        {
          enabled: calendar.enabled,
          full: calendar.full,
          // The page says it before the last step: someone new is asked to send a request instead.
          newPatientsBookOnline: calendar.newPatientsBookOnline,
          services: open ? calendar.services : [],
        },
        200,
      );
    })
    .get('/availability', validate('query', availabilityQuery), async (c) => {
      const { serviceId } = c.req.valid('query');
      const calendar = await loadBookingCalendar(deps);
      if (!calendar.enabled) throw onlineBookingDisabled();
      if (calendar.full) throw agendaFull();
      const service = calendar.services.find((entry) => entry.id === serviceId);
      if (!service) throw notFound(serviceNotOffered);
      const blocked = await loadBlockedDays(deps.db, calendar);
      return sendPreparedJson(c, serviceAvailability(calendar, blocked, service));
    });
}

/** The online booking itself, mounted at /api/public/bookings. */
export function bookingRoutes(deps: AppDeps) {
  return new Hono().post(
    '/',
    rateLimit(deps, rateLimitPolicy.onlineBooking),
    validate('json', bookingSchema, { sanitize: true }),
    async (c) => {
      const booking = c.req.valid('json');
      const verdict = await consumeRateLimit(deps, rateLimitPolicy.onlineBookingEmail, booking.email.toLowerCase());
      if (!verdict.allowed) throw rateLimitedError(verdict);
      const result = await bookAppointment(deps, booking);
      confirmBookingByEmail(deps, result);
      return c.json({ booking: result.booked }, 201);
    },
  );
}
