// « Demande de confirmation de présence »: a visit still pending or confirmed but whose presence is
// not confirmed, starting within the rule's hours and not yet started, gets one request — its
// subject is the appointment at its time, so a visit moved since gets a new one. The links are
// minted the way the reminder mints them (one `manage` token opens the confirm and manage pages),
// and stored in the batch of the e-mail: a request not sent leaves no link behind.
import { and, asc, between, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { insertWhere } from '../../platform/db/insert-where';
import { appointmentLinks, appointments, patients, serviceTypes } from '../../platform/db/schema';
import { consentedToEmails } from '../../privacy/public';
import { newAppointmentLink, presenceRequestEmail } from '../../scheduling/public';
import { type RuleRun, sendsPerRun } from './rule-run';
import { alreadySent, sendOnce } from './send-once';

const hour = 60 * 60 * 1000;
const rule = 'presence_request';

/** The appointment at its time: what one request is about. */
const subjectOf = (appointment: { id: string; scheduledDate: string; scheduledTime: string }) =>
  `${appointment.id}@${appointment.scheduledDate}T${appointment.scheduledTime}`;

export async function sendPresenceRequests({ deps, clinic, now, delay }: RuleRun): Promise<number> {
  const until = new Date(now.getTime() + delay * hour);
  const subject = sql<string>`${appointments.id} || '@' || ${appointments.scheduledDate} || 'T' || ${appointments.scheduledTime}`;
  const candidates = await deps.db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      name: appointments.name,
      email: appointments.email,
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      durationMinutes: appointments.durationMinutes,
      serviceName: serviceTypes.name,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
    .leftJoin(patients, eq(appointments.patientId, patients.id))
    .where(
      and(
        inArray(appointments.status, [...slotHoldingStatuses]),
        eq(appointments.presenceConfirmed, false),
        isNotNull(appointments.scheduledTime),
        // Whole clinic days first (an index range), then the exact instants below.
        between(appointments.scheduledDate, clinicDate(now, clinic.timeZone), clinicDate(until, clinic.timeZone)),
        // A patient is asked when the consent ledger gives her e-mails; a request from someone without a record is.
        or(isNull(patients.id), consentedToEmails),
        not(alreadySent(rule, subject)),
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
  let sent = 0;
  for (const candidate of candidates) {
    if (sent >= sendsPerRun) break;
    const { scheduledDate, scheduledTime } = candidate;
    if (!scheduledDate || !scheduledTime || !candidate.email) continue;
    const start = clinicInstant(scheduledDate, scheduledTime, clinic.timeZone);
    if (start <= now || start > until) continue;
    const link = newAppointmentLink(deps, 'manage', { id: candidate.id, scheduledDate }, clinic.timeZone);
    const mail = presenceRequestEmail({
      clinic,
      appointment: {
        name: candidate.name,
        serviceName: candidate.serviceName,
        date: scheduledDate,
        time: scheduledTime,
        durationMinutes: candidate.durationMinutes,
        priceCents: null,
        depositCents: 0,
      },
      confirmUrl: absoluteUrl(deps.config.publicUrl, paths.confirmAppointment.build(link.linkToken)),
      manageUrl: absoluteUrl(deps.config.publicUrl, paths.manageAppointment.build(link.linkToken)),
    });
    const queued = await sendOnce(deps, {
      rule,
      subjects: [subjectOf({ id: candidate.id, scheduledDate, scheduledTime })],
      mail: { to: candidate.email, ...mail, patientId: candidate.patientId, appointmentId: candidate.id },
      alongside: (claimed) => [deps.db.run(insertWhere(appointmentLinks, link.row, claimed))],
    });
    if (queued) sent += 1;
  }
  return sent;
}
