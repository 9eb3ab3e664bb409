// Keeps only what the privacy policy says is kept (mf-public/src/features/privacy/privacy-content.ts,
// both reading shared-domain's `personalDataRetention`): appointment requests that led nowhere go after
// 12 months without activity, technical error logs after 90 days, answered privacy requests 2 years
// after their answer (privacy/). It also clears what has expired and serves no one: sessions past their limits,
// used-up verification codes, rate-limit counters of finished windows, appointment link tokens past
// their end, and kept e-mails (they hold addresses and links) once no longer worth reading.
import { and, eq, inArray, isNull, lt, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import {
  appointmentLinks,
  appointments,
  clientErrorLogs,
  emailOutbox,
  invoices,
  outcomeMeasures,
  paymentTransactions,
  privacyRequests,
  rateLimitBuckets,
  sessions,
  soapNotes,
  verifications,
  waitlistEntries,
} from '../../platform/db/schema';
import { personalDataRetention } from 'shared-domain/privacy/privacy-retention';
import { sessionIdleCutoff } from '../../accounts/public';
import { purgeClosedPrivacyRequests } from './purge-closed-privacy-requests';
import { recordWaits } from './retention-waits';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';

export const retentionPeriods = {
  /** Requests from the site never given a date, and waitlist entries never offered a slot. */
  unfulfilledRequestMonths: personalDataRetention.unfulfilledRequestMonths,
  clientErrorLogDays: personalDataRetention.clientErrorLogDays,
  /** The longest rate-limit window is minutes long; a day-old counter is certainly finished. */
  rateLimitCounterDays: 1,
  /**
   * The outbox keeps whole messages only where no SMTP server is set (development, demo, tests): a
   * month is plenty to read them, and whoever still needs a link asks for a fresh one. With SMTP,
   * a delivered or given-up message keeps only its address, subject and outcome. Sent or not, a
   * row that old goes: it is no record the clinic must keep, and it holds an address.
   */
  outboxMessageDays: personalDataRetention.outboxMessageDays,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

function monthsBefore(now: Date, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

/** No open privacy request from this address: what she asked about must still be there to answer. */
const noOpenRequestFrom = (email: SQL) =>
  sql`not exists (select 1 from ${privacyRequests} where ${privacyRequests.status} = 'open'
    and ${privacyRequests.requesterEmail} is not null and lower(${privacyRequests.requesterEmail}) = lower(${email}))`;

export async function purgeExpiredRecords({ db, clock }: JobDeps): Promise<Record<string, number>> {
  const privacy = await purgeClosedPrivacyRequests({ db, clock });
  const now = clock.now();
  const requestCutoff = monthsBefore(now, retentionPeriods.unfulfilledRequestMonths);

  const requests = await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.bookingSource, 'site'),
        isNull(appointments.scheduledDate),
        inArray(appointments.status, ['pending', 'cancelled']),
        lt(appointments.updatedAt, requestCutoff),
        // Whatever clinical or billing record points at a request keeps it.
        notExists(db.select({ id: soapNotes.id }).from(soapNotes).where(eq(soapNotes.appointmentId, appointments.id))),
        notExists(
          db.select({ id: paymentTransactions.id }).from(paymentTransactions).where(eq(paymentTransactions.appointmentId, appointments.id)),
        ),
        notExists(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.appointmentId, appointments.id))),
        // An outcome measure stays tied to its visit (the record is kept 5 years after the last service).
        notExists(db.select({ id: outcomeMeasures.id }).from(outcomeMeasures).where(eq(outcomeMeasures.appointmentId, appointments.id))),
        // A record that must be kept for now (open request, incident, amount owed, legal hold) keeps its requests.
        or(isNull(appointments.patientId), sql`not ${recordWaits(sql`${appointments}.${sql.identifier('patient_id')}`)}`),
        noOpenRequestFrom(sql`${appointments}.${sql.identifier('email')}`),
      ),
    )
    .returning({ id: appointments.id });
  const waitlist = await db
    .delete(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.status, ['waiting', 'removed']),
        lt(waitlistEntries.updatedAt, requestCutoff),
        noOpenRequestFrom(sql`${waitlistEntries}.${sql.identifier('email')}`),
      ),
    )
    .returning({ id: waitlistEntries.id });
  const errorLogs = await db
    .delete(clientErrorLogs)
    .where(lt(clientErrorLogs.createdAt, daysBefore(now, retentionPeriods.clientErrorLogDays)))
    .returning({ id: clientErrorLogs.id });
  const expiredSessions = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now.toISOString()), lt(sessions.lastSeenAt, sessionIdleCutoff(now))))
    .returning({ id: sessions.id });
  const expiredVerifications = await db
    .delete(verifications)
    .where(lte(verifications.expiresAt, now.toISOString()))
    .returning({ id: verifications.id });
  const counters = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, daysBefore(now, retentionPeriods.rateLimitCounterDays)))
    .returning({ key: rateLimitBuckets.key });
  const outbox = await db
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, daysBefore(now, retentionPeriods.outboxMessageDays)))
    .returning({ id: emailOutbox.id });
  const links = await db
    .delete(appointmentLinks)
    .where(lte(appointmentLinks.expiresAt, now.toISOString()))
    .returning({ id: appointmentLinks.id });

  return {
    unfulfilledRequests: requests.length,
    waitlistEntries: waitlist.length,
    clientErrorLogs: errorLogs.length,
    sessions: expiredSessions.length,
    verifications: expiredVerifications.length,
    rateLimitCounters: counters.length,
    outboxMessages: outbox.length,
    appointmentLinks: links.length,
    ...privacy,
  };
}

export const retentionJob: JobWork = {
  name: 'retention',
  run: purgeExpiredRecords,
};
