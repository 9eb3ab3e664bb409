// A first visit asks for the intake form (« Questionnaire d'accueil »): its confirmation carries a
// token link to the form, and Ma Journée says whether it came back. The form itself, its answers
// and their reading are the clinical record's (clinical/intake); scheduling only knows which visit
// is a first one and whether its patient's intake is signed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import type { AppDeps } from '../../deps';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { appointments } from '../../platform/db/schema';
import { mintAppointmentLinks } from '../links/appointment-link';

// Written against the table's own name: drizzle leaves a column of the query's one table
// unqualified, which inside these subqueries would name the subquery's own column instead.
/** Whether the `appointments` row is its patient's first visit: no visit of hers completed before its day. */
export const isFirstVisit = sql<number>`(appointments.patient_id is not null and not exists (
  select 1 from appointments earlier
  where earlier.patient_id = appointments.patient_id and earlier.status = 'completed'
    and earlier.scheduled_date < appointments.scheduled_date))`;

/** Whether the patient of the `appointments` row has a signed intake. */
export const hasReceivedIntake = sql<number>`exists (
  select 1 from intake_submissions received
  where received.patient_id = appointments.patient_id and received.status in ('signed', 'reviewed'))`;

/**
 * The intake form's link for a visit's confirmation: a new token (purpose `intake`) when the visit
 * is its patient's first and her intake is not signed yet; undefined otherwise.
 */
export async function intakeLinkFor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  appointmentId: string,
  timeZone: string,
): Promise<string | undefined> {
  const [visit] = await deps.db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      scheduledDate: appointments.scheduledDate,
      first: isFirstVisit,
      received: hasReceivedIntake,
    })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inArray(appointments.status, ['pending', 'confirmed'])));
  if (!visit?.scheduledDate || !visit.patientId || !visit.first || visit.received) return undefined;
  const [link] = await mintAppointmentLinks(deps, 'intake', [{ id: visit.id, scheduledDate: visit.scheduledDate }], timeZone);
  if (!link) return undefined;
  await recordAuditEvent(deps, {
    actor: { type: 'system' },
    action: 'intake.sent',
    entity: 'appointments',
    entityId: visit.id,
    details: { patientId: visit.patientId, appointmentId: visit.id },
  });
  return absoluteUrl(deps.config.publicUrl, paths.intake.build(link.linkToken));
}

/** Of `appointmentIds`, the first visits with, for each, whether the intake is received. */
export async function firstVisitIntakes(db: AppDeps['db'], appointmentIds: readonly string[]): Promise<Map<string, boolean>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appointments.id, received: hasReceivedIntake })
    .from(appointments)
    .where(and(inArray(appointments.id, [...appointmentIds]), isFirstVisit));
  return new Map(rows.map((row) => [row.id, Boolean(row.received)]));
}
