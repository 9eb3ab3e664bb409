// The text after the e-mail: a visit the patient has still not confirmed when it is the clinic's
// `textFollowUpHoursBefore` hours away gets one text (OUI confirms, NON cancels, STOP stops:
// text-replies.ts), when
// - its reminder went by e-mail at least an hour before (`afterEmailMs`) — an e-mail still waiting
//   for a retry counts as gone: she may still get it, and the text keeps its usual time;
// - or its e-mailed reminder was given up (no try left): it never reached her;
// - or no e-mailed reminder can go: the visit has no address, or her e-mails are not given in the
//   consent ledger (the reminder job never claims such a visit).
// Only with Twilio configured, never during the clinic's quiet hours (nothing is queued then: the
// visits still due are texted when the period ends), only to a mobile number of a patient whose text
// reminders are given in the consent ledger. Each visit is claimed by one conditional UPDATE that
// writes what it follows (`text_follow_up_of`: the e-mailed reminder's `reminder_sent_at`, or
// without one the visit's day and time), so however many instances run it a reminder is followed by
// one text, and a visit moved (and reminded again) gets its own.
import { and, between, eq, exists, gte, inArray, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { loadClinicSettings } from '../../clinic/public';
import { appointments, emailOutbox, patients } from '../../platform/db/schema';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';
import { messageStateCondition } from '../../platform/mail/message-state';
import { consentedToEmails, consentedToTexts, remindersTickedWithBooking } from '../../privacy/public';
import { appointmentWhen } from '../emails/appointment-details';
import { queueText } from './queue-text';
import { inQuietPeriod } from './text-sender';

const hour = 60 * 60 * 1000;

export const textFollowUp = {
  /** The patient has at least this long to answer the e-mail before a text follows it (a visit booked late). */
  afterEmailMs: 1 * hour,
} as const;

/** The text: the clinic, the visit's day and time (never its reason), and the three answers. */
export function followUpTextBody(clinicName: string, date: string, time: string): string {
  return `${clinicName} : votre rendez-vous du ${appointmentWhen(date, time)} n’est pas encore confirmé. Répondez OUI pour confirmer ou NON pour annuler. STOP pour ne plus recevoir de textos.`;
}

/** What a text follows: the e-mailed reminder, or without one the visit's day and time (a move makes a new one). */
const followedThing = sql`coalesce(${appointments.reminderSentAt}, 'sans-courriel ' || ${appointments.scheduledDate} || ' ' || ${appointments.scheduledTime})`;

/** The visit's e-mailed reminder was given up: sent for it since it was claimed, and no try is left. */
function reminderGivenUp(deps: JobDeps, now: Date): SQL {
  return exists(
    deps.db
      .select({ one: sql`1` })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.appointmentId, appointments.id),
          eq(emailOutbox.kind, 'rappel'),
          gte(emailOutbox.createdAt, appointments.reminderSentAt),
          messageStateCondition('given_up', now),
        ),
      ),
  );
}

/**
 * No e-mailed reminder can go (read with the patient joined): the visit has no address, or her
 * e-mails are not given and were not ticked with the booking (the reminder job's own rule).
 */
function noEmailReminder(deps: JobDeps): SQL {
  return and(
    isNull(appointments.reminderSentAt),
    or(
      sql`trim(${appointments.email}) = ''`,
      // Never answered (null) is no consent either.
      and(sql`not coalesce(${consentedToEmails}, 0)`, not(remindersTickedWithBooking(deps.db, appointments.id))),
    ),
  ) as SQL;
}

/**
 * What an unconfirmed visit still to text looks like now: its text not yet sent for what it follows,
 * and `reminded` (an e-mail an hour old or given up, or none that can go).
 */
function stillToFollowUp(reminded: SQL) {
  return and(
    inArray(appointments.status, [...slotHoldingStatuses]),
    eq(appointments.presenceConfirmed, false),
    isNotNull(appointments.scheduledTime),
    or(isNull(appointments.textFollowUpOf), sql`${appointments.textFollowUpOf} <> ${followedThing}`),
    reminded,
  );
}

/** Why the visit may be texted: her e-mail had its hour, or it was given up, or no e-mail can go (`noEmail`). */
function remindedOrNot(deps: JobDeps, now: Date, remindedBefore: string, noEmail: SQL): SQL {
  return or(lte(appointments.reminderSentAt, remindedBefore), reminderGivenUp(deps, now), noEmail) as SQL;
}

export async function queueDueFollowUps(deps: JobDeps): Promise<{ texts: number; held: number }> {
  const figures = { texts: 0, held: 0 };
  if (!deps.config.textMessages) return figures;
  const settings = await loadClinicSettings(deps.db);
  const hoursBefore = settings.textFollowUpHoursBefore;
  if (hoursBefore === null) return figures;
  const now = deps.clock.now();
  const until = new Date(now.getTime() + hoursBefore * hour);
  const remindedBefore = new Date(now.getTime() - textFollowUp.afterEmailMs).toISOString();
  const candidates = await deps.db
    .select({ id: appointments.id, patientId: appointments.patientId, date: appointments.scheduledDate, time: appointments.scheduledTime })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        stillToFollowUp(remindedOrNot(deps, now, remindedBefore, noEmailReminder(deps))),
        eq(patients.phoneMobile, true),
        consentedToTexts(deps.db, patients.id),
        between(appointments.scheduledDate, clinicDate(now, settings.timeZone), clinicDate(until, settings.timeZone)),
      ),
    );
  const due = candidates.filter((visit) => {
    if (!visit.date || !visit.time || !visit.patientId) return false;
    const start = clinicInstant(visit.date, visit.time, settings.timeZone);
    return start > now && start <= until;
  });
  if (due.length === 0) return figures;
  if (await inQuietPeriod(deps, now)) {
    figures.held = due.length;
    return figures;
  }
  for (const visit of due) {
    if (!(await claimFollowUp(deps, visit.id, now, remindedBefore))) continue;
    try {
      const queued = await queueText(deps, {
        patientId: visit.patientId as string,
        appointmentId: visit.id,
        kind: 'appointment_reminder',
        body: followUpTextBody(settings.clinicName, visit.date as string, visit.time as string),
      });
      if (queued) figures.texts += 1;
    } catch (error) {
      // Not queued: give the claim back so the next run tries again.
      await deps.db.update(appointments).set({ textFollowUpOf: null }).where(eq(appointments.id, visit.id));
      throw error;
    }
  }
  return figures;
}

/** True when this run now owns the visit's follow-up: a confirmation or a move meanwhile holds too. */
async function claimFollowUp(deps: JobDeps, appointmentId: string, now: Date, remindedBefore: string): Promise<boolean> {
  const claimed = await deps.db
    .update(appointments)
    // Bookkeeping of the job, not a change to the appointment: `updatedAt` stays as it was.
    .set({ textFollowUpOf: followedThing })
    // Without a reminder, the read said why none can go (the patient's row is not joined here).
    .where(
      and(
        eq(appointments.id, appointmentId),
        stillToFollowUp(remindedOrNot(deps, now, remindedBefore, isNull(appointments.reminderSentAt))),
      ),
    )
    .returning({ id: appointments.id });
  return claimed.length === 1;
}

export const textFollowUpJob: JobWork = {
  name: 'text-follow-ups',
  run: queueDueFollowUps,
};
