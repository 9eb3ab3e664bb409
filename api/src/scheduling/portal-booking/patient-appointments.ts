// The portal's appointments tab (specification §2.11): the patient's own visits, with what the
// management link would say about each, so the portal offers exactly the link's changes.
import { desc, eq, sql } from 'drizzle-orm';
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { depositPaidSql } from '../calendar/appointment-view';
import { describeManagedAppointment, type ManagedAppointment, serviceOf } from '../links/managed-appointment';

/**
 * One appointment as the portal shows it: the link's description without name or clinic phone, plus
 * its id, label and the deposit paid on it (« Dépôt payé : 30,00 $ »).
 */
export function describePatientAppointment(managed: ManagedAppointment, now: Date, depositPaidCents: number) {
  const shown = describeManagedAppointment(managed, now);
  return {
    id: managed.appointment.id,
    status: shown.status,
    statusLabel: appointmentStatusLabel(shown.status),
    scheduledDate: shown.scheduledDate,
    scheduledTime: shown.scheduledTime,
    durationMinutes: shown.durationMinutes,
    serviceName: shown.serviceName,
    priceCents: shown.priceCents,
    depositPaidCents,
    presenceConfirmed: shown.presenceConfirmed,
    cancellationReason: shown.cancellationReason,
    canChange: shown.canChange,
    changeClosed: shown.changeClosed,
  };
}

/**
 * Newest first by date then time. Undated ones (requests the clinic has not scheduled yet, shown
 * 'Date à confirmer') come first: they are still ahead of the patient, so above every dated visit
 * is where they belong in a newest-first list. Ties go to the latest made.
 */
export async function listPatientAppointments(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string) {
  const settings = await loadClinicSettings(deps.db);
  const rows = await deps.db
    .select({ appointment: appointments, serviceName: serviceTypes.name, servicePrice: serviceTypes.price, depositPaid: depositPaidSql })
    .from(appointments)
    .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
    .where(eq(appointments.patientId, patientId))
    .orderBy(
      sql`${appointments.scheduledDate} is null desc`,
      desc(appointments.scheduledDate),
      desc(appointments.scheduledTime),
      desc(appointments.createdAt),
      desc(appointments.id),
    );
  const now = deps.clock.now();
  return rows.map((row) =>
    describePatientAppointment({ appointment: row.appointment, service: serviceOf(row), settings }, now, Number(row.depositPaid)),
  );
}

/** The deposit paid on one appointment (the portal's answer after a change). */
export async function depositPaidOn(deps: Pick<AppDeps, 'db'>, appointmentId: string): Promise<number> {
  const [row] = await deps.db.select({ depositPaid: depositPaidSql }).from(appointments).where(eq(appointments.id, appointmentId));
  return Number(row?.depositPaid ?? 0);
}
