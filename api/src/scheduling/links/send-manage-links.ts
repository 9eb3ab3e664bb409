// What a manage-link request does behind its answer: count the recipient, find the address's
// upcoming appointments, mint their links and e-mail them.
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { mintAppointmentLinks } from './appointment-link';
import { queueEmail } from '../../platform/mail/queue-email';
import { manageLinkEmail } from './manage-link-email';

export async function sendManageLinks(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>, email: string): Promise<void> {
  const mailbox = email.toLowerCase();
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.manageLinkRecipient, mailbox);
  if (!verdict.allowed) return;
  const settings = await loadEmailClinic(deps.db);
  const today = clinicDate(deps.clock.now(), settings.timeZone);
  const upcoming = await deps.db
    .select({
      id: appointments.id,
      name: appointments.name,
      email: appointments.email,
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      serviceName: serviceTypes.name,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
    .where(
      and(
        eq(sql`lower(${appointments.email})`, mailbox),
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
  if (!first) return;
  // Only hashes are stored, so the links already sent cannot be sent again: each e-mail has new ones.
  const linked = await mintAppointmentLinks(deps, 'manage', scheduled, settings.timeZone);
  await queueEmail(deps, manageLinkEmail({ to: first.email, clinic: settings, publicUrl: deps.config.publicUrl, appointments: linked }));
}
