// The reminder before each visit: appointments still pending or confirmed, not yet
// reminded, that start within the clinic's `reminderHoursBefore` hours and have not started. Each
// is claimed by one conditional UPDATE of `reminder_sent_at` before its e-mail is queued, so two
// instances (or a run repeated after a crash) remind once; a move clears the column (booking
// routes), so the new date gets its own reminder. A patient is reminded only while the consent
// ledger gives her e-mails (privacy's sending rule; a visit without a record, or booked with the
// reminders box ticked while that consent waits for its link, is reminded at its booking's address);
// otherwise her appointments are not even claimed, so a consent given again before the visit brings
// its reminder back. A visit without an address is not claimed either: the text follows it alone
// (texts/text-follow-up-job.ts).
import { and, between, eq, inArray, isNotNull, isNull, not, notExists, or, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import { queueAppointmentReminder } from './';
import { loadClinicSettings } from '../../clinic/public';
import { consentedToEmails, remindersTickedWithBooking } from '../../privacy/public';
import { appointments, patients } from '../../platform/db/schema';
import { mintAppointmentLinks } from '../links/appointment-link';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';

const hour = 60 * 60 * 1000;

export async function sendDueReminders(deps: JobDeps): Promise<{ reminders: number }> {
  const settings = await loadClinicSettings(deps.db);
  const now = deps.clock.now();
  const until = new Date(now.getTime() + settings.reminderHoursBefore * hour);
  // Whole clinic days first (an index range), then the exact instants.
  const candidates = await deps.db
    .select({ id: appointments.id, scheduledDate: appointments.scheduledDate, scheduledTime: appointments.scheduledTime })
    .from(appointments)
    .leftJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        inArray(appointments.status, [...slotHoldingStatuses]),
        or(isNull(patients.id), consentedToEmails, remindersTickedWithBooking(deps.db, appointments.id)),
        isNull(appointments.reminderSentAt),
        isNotNull(appointments.scheduledTime),
        sql`trim(${appointments.email}) <> ''`,
        between(appointments.scheduledDate, clinicDate(now, settings.timeZone), clinicDate(until, settings.timeZone)),
      ),
    );
  let reminders = 0;
  for (const candidate of candidates) {
    if (!candidate.scheduledDate || !candidate.scheduledTime) continue;
    const start = clinicInstant(candidate.scheduledDate, candidate.scheduledTime, settings.timeZone);
    if (start <= now || start > until) continue;
    if (!(await claimReminder(deps, candidate.id))) continue;
    try {
      const target = { id: candidate.id, scheduledDate: candidate.scheduledDate };
      for (const { linkToken } of await mintAppointmentLinks(deps, 'manage', [target], settings.timeZone)) {
        await queueAppointmentReminder(deps, { appointmentId: candidate.id, manageToken: linkToken });
      }
    } catch (error) {
      // Not queued: give the claim back so the next run tries again.
      await deps.db.update(appointments).set({ reminderSentAt: null }).where(eq(appointments.id, candidate.id));
      throw error;
    }
    reminders += 1;
  }
  return { reminders };
}

/** True when this run now owns the appointment's reminder. */
async function claimReminder(deps: JobDeps, appointmentId: string): Promise<boolean> {
  const claimed = await deps.db
    .update(appointments)
    // Bookkeeping of the job, not a change to the appointment: `updatedAt` stays as it was.
    .set({ reminderSentAt: deps.clock.now().toISOString() })
    .where(
      and(
        eq(appointments.id, appointmentId),
        isNull(appointments.reminderSentAt),
        inArray(appointments.status, [...slotHoldingStatuses]),
        // A withdrawal between the read and the claim holds too.
        or(
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(patients)
              .where(and(eq(patients.id, appointments.patientId), not(consentedToEmails))),
          ),
          remindersTickedWithBooking(deps.db, appointments.id),
        ),
      ),
    )
    .returning({ id: appointments.id });
  return claimed.length === 1;
}

export const appointmentReminderJob: JobWork = {
  name: 'appointment-reminders',
  run: sendDueReminders,
};
