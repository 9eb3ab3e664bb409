import { Hono } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import { firstMessagePerField } from 'shared-domain/field-errors';
import { cancellationSchema, onlineBookingMessages, rescheduleSchema } from 'shared-domain/online-booking';
import { sanitizeInput } from 'shared-domain/sanitize';
import { z } from 'zod';
import { queueAppointmentChangeNotice } from '../appointment-emails';
import { availabilityOfDays, loadBlockedDays, loadBookingCalendar } from '../booking/booking-calendar';
import type { AppDeps } from '../deps';
import { afterAnswer } from '../http/after-answer';
import { runSlotOffers } from '../waitlist/slot-offers';
import { AppError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { cancelAppointment, confirmPresence, queueMoveNotice, rescheduleAppointment } from './appointment-changes';
import { describeManagedAppointment, openManagedAppointment } from './managed-appointment';

// Link tokens are at least 128 random bits in base64url; anything else is not worth a query.
const tokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, onlineBookingMessages.linkInvalid),
});

/** A cancellation reason typed into the page: markup stripped again, then checked again. */
function sanitizedReason(reason: string): string {
  const result = cancellationSchema.safeParse(sanitizeInput({ reason }));
  if (!result.success) {
    throw new AppError(errorCodes.validationFailed, errorMessages.validation, firstMessagePerField(result.error.issues));
  }
  return result.data.reason;
}

/**
 * The freed slot goes to the waitlist at once rather than at the offers job's next turn; the job
 * still does it if this fails (the event stays unhandled), and running both is harmless.
 */
function offerFreedSlotNow(deps: AppDeps): void {
  afterAnswer('waitlist offers not made after a freed slot', () => runSlotOffers(deps));
}

/** Pages reached from an e-mailed link, authorised by the token in that link (specification §2.7). */
export function linkRoutes(deps: AppDeps) {
  const changeLimit = rateLimit(deps, { name: 'appointment-change', limit: 20, windowSeconds: 15 * 60 });
  const current = async (token: string) => describeManagedAppointment(await openManagedAppointment(deps, token), deps.clock.now());

  return new Hono()
    .get('/appointments/:token', validate('param', tokenParam), async (c) => {
      return c.json(await current(c.req.valid('param').token), 200);
    })
    .post('/appointments/:token/presence', changeLimit, validate('param', tokenParam), async (c) => {
      await confirmPresence(deps, await openManagedAppointment(deps, c.req.valid('param').token));
      return c.json({ presenceConfirmed: true as const }, 200);
    })
    .get('/appointments/:token/availability', validate('param', tokenParam), async (c) => {
      const { appointment } = await openManagedAppointment(deps, c.req.valid('param').token);
      const calendar = await loadBookingCalendar(deps);
      const blocked = await loadBlockedDays(deps.db, calendar);
      return c.json(
        { serviceId: appointment.serviceTypeId, days: availabilityOfDays(calendar, blocked, appointment.durationMinutes, appointment) },
        200,
      );
    })
    .post('/appointments/:token/reschedule', changeLimit, validate('param', tokenParam), validate('json', rescheduleSchema), async (c) => {
      const { token } = c.req.valid('param');
      const managed = await openManagedAppointment(deps, token);
      const target = c.req.valid('json');
      if ((await rescheduleAppointment(deps, managed, target)) === 'moved') {
        afterAnswer('appointment move notice not queued', () => queueMoveNotice(deps, managed, target));
        offerFreedSlotNow(deps);
      }
      return c.json(await current(token), 200);
    })
    .post('/appointments/:token/cancel', changeLimit, validate('param', tokenParam), validate('json', cancellationSchema), async (c) => {
      const { token } = c.req.valid('param');
      const managed = await openManagedAppointment(deps, token);
      await cancelAppointment(deps, managed, sanitizedReason(c.req.valid('json').reason));
      afterAnswer('appointment cancellation notice not queued', () =>
        queueAppointmentChangeNotice(deps, { appointmentId: managed.appointment.id, change: 'cancelled' }),
      );
      offerFreedSlotNow(deps);
      return c.json(await current(token), 200);
    });
}
