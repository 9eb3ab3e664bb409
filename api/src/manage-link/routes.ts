import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { slotHoldingStatuses } from 'shared-domain/availability';
import { clinicDate } from 'shared-domain/clinic-time';
import { manageLinkRequestSchema } from 'shared-domain/manage-link-request';
import { loadClinicSettings } from '../clinic/clinic-profile';
import type { AppDeps } from '../deps';
import { appointments, serviceTypes } from '../db/schema';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { logger } from '../logger';
import { createMailer } from '../mail/mailer';
import { manageLinkEmail } from './manage-link-email';

/**
 * "Modifier mon RDV" without the e-mail at hand: the links of the address's upcoming appointments
 * are e-mailed to it. The answer never says whether there were any, so the endpoint cannot be
 * used to learn who is a patient of the clinic.
 */
export function manageLinkRoutes(deps: AppDeps) {
  const mailer = createMailer(deps.config, deps);
  return new Hono().post(
    '/manage-link-requests',
    rateLimit(deps, { name: 'manage-link-request', limit: 3, windowSeconds: 15 * 60 }),
    validate('json', manageLinkRequestSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      const settings = await loadClinicSettings(deps.db);
      const today = clinicDate(deps.clock.now(), settings.timeZone);
      const upcoming = await deps.db
        .select({
          name: appointments.name,
          email: appointments.email,
          scheduledDate: appointments.scheduledDate,
          scheduledTime: appointments.scheduledTime,
          confirmationToken: appointments.confirmationToken,
          serviceName: serviceTypes.name,
        })
        .from(appointments)
        .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
        .where(
          and(
            eq(sql`lower(${appointments.email})`, email.toLowerCase()),
            inArray(appointments.status, [...slotHoldingStatuses]),
            isNotNull(appointments.scheduledTime),
            gte(appointments.scheduledDate, today),
          ),
        )
        .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
      const scheduled = upcoming.flatMap((row) =>
        row.scheduledDate && row.scheduledTime ? [{ ...row, scheduledDate: row.scheduledDate, scheduledTime: row.scheduledTime }] : [],
      );
      const [first] = scheduled;
      if (first) {
        const message = manageLinkEmail({
          to: first.email,
          clinic: settings,
          publicUrl: deps.config.publicUrl,
          appointments: scheduled,
        });
        // Delivered after answering: how long SMTP takes must not tell whether the address had
        // appointments. The log says what failed, never to whom or with which links.
        mailer.send(message).catch((error: { code?: unknown; responseCode?: unknown }) => {
          logger.warn('manage link e-mail not sent', {
            code: error.code,
            responseCode: error.responseCode,
          });
        });
      }
      return c.json({ sent: true as const }, 202);
    },
  );
}
