// The text after the e-mail: a visit whose reminder went by e-mail and that the patient has still
// not confirmed when it is the clinic's `textFollowUpHoursBefore` hours away gets one text (OUI
// confirms, NON cancels, STOP stops: text-replies.ts). Only with Twilio configured, never during
// the clinic's quiet hours (nothing is queued then: the visits still due are texted when the period
// ends), only to a mobile number of a patient whose text reminders are given in the consent ledger.
// Each visit is claimed by one conditional UPDATE that writes which e-mailed reminder it follows
// (`text_follow_up_of` = its `reminder_sent_at`), so however many instances run it a reminder is
// followed by one text, and a visit moved and reminded again gets its own.
import { and, between, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { loadClinicSettings } from '../../clinic/public';
import { appointments, patients } from '../../platform/db/schema';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';
import { consentedToTexts } from '../../privacy/public';
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

/** What an unconfirmed visit, reminded by e-mail, of a patient who may be texted looks like now. */
function stillToFollowUp(remindedBefore: string) {
  return and(
    inArray(appointments.status, [...slotHoldingStatuses]),
    eq(appointments.presenceConfirmed, false),
    isNotNull(appointments.reminderSentAt),
    lte(appointments.reminderSentAt, remindedBefore),
    or(isNull(appointments.textFollowUpOf), ne(appointments.textFollowUpOf, appointments.reminderSentAt)),
    isNotNull(appointments.scheduledTime),
  );
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
        stillToFollowUp(remindedBefore),
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
    if (!(await claimFollowUp(deps, visit.id, remindedBefore))) continue;
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
async function claimFollowUp(deps: JobDeps, appointmentId: string, remindedBefore: string): Promise<boolean> {
  const claimed = await deps.db
    .update(appointments)
    // Bookkeeping of the job, not a change to the appointment: `updatedAt` stays as it was.
    .set({ textFollowUpOf: sql`${appointments.reminderSentAt}` })
    .where(and(eq(appointments.id, appointmentId), stillToFollowUp(remindedBefore)))
    .returning({ id: appointments.id });
  return claimed.length === 1;
}

export const textFollowUpJob: JobWork = {
  name: 'text-follow-ups',
  run: queueDueFollowUps,
};
