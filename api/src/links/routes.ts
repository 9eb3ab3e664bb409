import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { loadClinicSettings } from '../clinic/clinic-profile';
import type { AppDeps } from '../deps';
import { appointmentLinks, appointments, serviceTypes } from '../db/schema';
import { notFound } from '../http/app-error';
import { validate } from '../http/validate';
import { openedBy } from './appointment-link';

const appointmentNotFound = 'Rendez-vous non trouvé ou lien invalide';

// Link tokens are at least 128 random bits in base64url; anything else is not worth a query.
const tokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, appointmentNotFound),
});

/** Pages reached from an e-mailed link, authorised by the token in that link. */
export function linkRoutes(deps: AppDeps) {
  return new Hono().get('/appointments/:token', validate('param', tokenParam), async (c) => {
    const { token } = c.req.valid('param');
    const settings = await loadClinicSettings(deps.db);
    const [row] = await deps.db
      .select({
        appointment: appointments,
        serviceName: serviceTypes.name,
        servicePrice: serviceTypes.price,
      })
      .from(appointmentLinks)
      .innerJoin(appointments, eq(appointmentLinks.appointmentId, appointments.id))
      .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
      .where(openedBy(token, 'manage', deps.clock.now(), settings.timeZone));
    // Unknown, expired or past: one answer, so a link's holder learns nothing more from it.
    if (!row) throw notFound(appointmentNotFound);
    const { appointment } = row;
    return c.json(
      {
        name: appointment.name,
        status: appointment.status,
        scheduledDate: appointment.scheduledDate,
        scheduledTime: appointment.scheduledTime,
        durationMinutes: appointment.durationMinutes,
        presenceConfirmed: appointment.presenceConfirmed,
        cancellationReason: appointment.cancellationReason,
        serviceName: row.serviceName,
        priceCents: row.servicePrice,
      },
      200,
    );
  });
}
