// The two rules that look at a patient's completed visits:
// - « Suivi après une première visite »: the first completed visit was the rule's days ago (sent
//   within a week after that day, so a job stopped for a while catches up, and turning the rule on
//   does not write to every patient the clinic ever saw); once per patient;
// - « Réexamen à prévoir »: the last completed visit was at least the rule's weeks ago, nothing
//   is booked since, the record is active; once per last visit (a new visit makes a new invitation
//   possible later). Like the follow-up, only within a window after the due day, for the same reason.
import { and, asc, eq, inArray, isNotNull, isNull, max, min, ne, not, or, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { addDays } from 'shared-domain/platform/clinic-time';
import { formatDate } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { appointments, patients } from '../../platform/db/schema';
import { templateEmail } from '../../platform/mail/template-email';
import { patientName, reachablePatient, type RuleRun, sendsPerRun } from './rule-run';
import { alreadySent, sendOnce } from './send-once';

/** Days after the due day during which a follow-up or a re-exam invitation is still sent. */
export const followUpWindowDays = { firstVisit: 7, reexam: 30 } as const;

const bookingLink = ({ deps, clinic }: RuleRun) =>
  clinic.onlineBookingEnabled ? absoluteUrl(deps.config.publicUrl, paths.booking.build()) : '';

const completedVisitOf = and(
  eq(appointments.status, 'completed'),
  isNotNull(appointments.scheduledDate),
  isNotNull(appointments.patientId),
);

export async function sendFirstVisitFollowUps(run: RuleRun): Promise<number> {
  const { deps, clinic, today, delay } = run;
  const rule = 'first_visit_follow_up';
  const firstVisit = min(appointments.scheduledDate);
  const dueFrom = addDays(today, -(delay + followUpWindowDays.firstVisit - 1));
  const dueUntil = addDays(today, -delay);
  const visits = deps.db
    .select({ patientId: appointments.patientId, firstVisit: firstVisit.as('first_completed_visit') })
    .from(appointments)
    .where(completedVisitOf)
    .groupBy(appointments.patientId)
    .as('visits');
  const due = await deps.db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      firstVisit: visits.firstVisit,
    })
    .from(visits)
    .innerJoin(patients, eq(patients.id, visits.patientId))
    .where(and(sql`${visits.firstVisit} between ${dueFrom} and ${dueUntil}`, reachablePatient, not(alreadySent(rule, sql`${patients.id}`))))
    .orderBy(asc(visits.firstVisit))
    .limit(sendsPerRun);
  let sent = 0;
  for (const patient of due) {
    if (!patient.email || !patient.firstVisit) continue;
    const mail = templateEmail(clinic, 'suivi_premiere_visite', {
      nom: patientName(patient),
      date: formatDate(patient.firstVisit),
      lien_réservation: bookingLink(run),
    });
    if (
      await sendOnce(deps, {
        rule,
        subjects: [patient.id],
        mail: { to: patient.email, ...mail, kind: 'suivi_premiere_visite', patientId: patient.id },
      })
    )
      sent += 1;
  }
  return sent;
}

export async function sendReexamInvitations(run: RuleRun): Promise<number> {
  const { deps, clinic, today, delay } = run;
  const rule = 'reexam_due';
  const lastVisit = max(appointments.scheduledDate);
  const dueUntil = addDays(today, -7 * delay);
  const dueFrom = addDays(dueUntil, -(followUpWindowDays.reexam - 1));
  const visits = deps.db
    .select({ patientId: appointments.patientId, lastVisit: lastVisit.as('latest_completed_visit') })
    .from(appointments)
    .where(completedVisitOf)
    .groupBy(appointments.patientId)
    .as('visits');
  const upcoming = deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patients.id),
        inArray(appointments.status, [...slotHoldingStatuses]),
        // A request without a date yet is something to come as well.
        or(isNull(appointments.scheduledDate), sql`${appointments.scheduledDate} >= ${today}`),
      ),
    );
  const due = await deps.db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      lastVisit: visits.lastVisit,
    })
    .from(visits)
    .innerJoin(patients, eq(patients.id, visits.patientId))
    .where(
      and(
        sql`${visits.lastVisit} between ${dueFrom} and ${dueUntil}`,
        ne(patients.status, 'inactive'),
        reachablePatient,
        sql`not exists ${upcoming}`,
        not(alreadySent(rule, sql`${patients.id} || '@' || ${visits.lastVisit}`)),
      ),
    )
    .orderBy(asc(visits.lastVisit))
    .limit(sendsPerRun);
  let sent = 0;
  for (const patient of due) {
    if (!patient.email || !patient.lastVisit) continue;
    const mail = templateEmail(clinic, 'reexamen', {
      nom: patientName(patient),
      date: formatDate(patient.lastVisit),
      lien_réservation: bookingLink(run),
    });
    const subjects = [`${patient.id}@${patient.lastVisit}`];
    if (await sendOnce(deps, { rule, subjects, mail: { to: patient.email, ...mail, kind: 'reexamen', patientId: patient.id } })) sent += 1;
  }
  return sent;
}
