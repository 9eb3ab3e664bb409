// The appointment an e-mailed management link opens (specification §2.7), what its holder is
// shown, and whether it can still be changed from the link.
import { and, eq } from 'drizzle-orm';
import { clinicInstant } from 'shared-domain/platform/clinic-time';
import { onlineBookingMessages, type ChangeClosedReason } from 'shared-domain/scheduling/online-booking';
import { loadClinicSettings } from '../../clinic/public';
import { confirmPendingBookingConsents } from '../../privacy/public';
import type { AppDeps } from '../../deps';
import { appointmentLinks, appointments, serviceTypes } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import { openedBy } from './appointment-link';
import { fileUnderPatientRecord } from '../booking/patient-record';

type ClinicSettings = Awaited<ReturnType<typeof loadClinicSettings>>;

export interface ManagedAppointment {
  appointment: typeof appointments.$inferSelect;
  service: { name: string; price: number } | null;
  settings: ClinicSettings;
}

/** Unknown, expired or past: one answer, so a link's holder learns nothing more from it. */
export const appointmentNotFound = () => notFound(onlineBookingMessages.linkInvalid);

export async function openManagedAppointment(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<ManagedAppointment> {
  const settings = await loadClinicSettings(deps.db);
  const [row] = await deps.db
    .select({ appointment: appointments, serviceName: serviceTypes.name, servicePrice: serviceTypes.price })
    .from(appointmentLinks)
    .innerJoin(appointments, eq(appointmentLinks.appointmentId, appointments.id))
    .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
    .where(openedBy(token, 'manage', deps.clock.now(), settings.timeZone))
    .limit(1);
  if (!row) throw appointmentNotFound();
  // The link reached its mailbox: an online booking made with a patient's address is now hers,
  // and the consents to e-mails ticked with it are given.
  const patientId = await fileUnderPatientRecord(deps.db, row.appointment);
  await confirmPendingBookingConsents(deps, { id: row.appointment.id, patientId, email: row.appointment.email });
  return { appointment: { ...row.appointment, patientId }, service: serviceOf(row), settings };
}

/** The service columns of a row joined to `service_types`: both or nothing (the service may be gone). */
export function serviceOf(row: { serviceName: string | null; servicePrice: number | null }): ManagedAppointment['service'] {
  return row.serviceName !== null && row.servicePrice !== null ? { name: row.serviceName, price: row.servicePrice } : null;
}

/**
 * The appointment as its patient opens it from the portal: only one of `patientId`'s own, and
 * unlike a link it does not expire, since the portal also shows the history. Someone else's id
 * answers the same 404 as an id that does not exist.
 */
export async function openPatientAppointment(
  deps: Pick<AppDeps, 'db'>,
  appointmentId: string,
  patientId: string,
): Promise<ManagedAppointment> {
  const settings = await loadClinicSettings(deps.db);
  const [row] = await deps.db
    .select({ appointment: appointments, serviceName: serviceTypes.name, servicePrice: serviceTypes.price })
    .from(appointments)
    .leftJoin(serviceTypes, eq(appointments.serviceTypeId, serviceTypes.id))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)))
    .limit(1);
  if (!row) throw notFound();
  return { appointment: row.appointment, service: serviceOf(row), settings };
}

/**
 * Why the appointment can no longer be moved or cancelled from its link, or null if it can:
 * cancelled; over or started (clinic time), or completed or missed; inside the clinic's cut-off
 * (`selfServiceCutoffHours` before it starts; off when null). An appointment without a slot yet
 * (a request the clinic has not scheduled) is changed through the clinic, like one inside the cut-off.
 */
export function changeClosedReason(
  appointment: Pick<ManagedAppointment['appointment'], 'status' | 'scheduledDate' | 'scheduledTime'>,
  settings: Pick<ClinicSettings, 'timeZone' | 'selfServiceCutoffHours'>,
  now: Date,
): ChangeClosedReason | null {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (appointment.status === 'completed' || appointment.status === 'no_show') return 'past';
  if (!appointment.scheduledDate || !appointment.scheduledTime) return 'cutoff';
  const start = clinicInstant(appointment.scheduledDate, appointment.scheduledTime, settings.timeZone).getTime();
  if (start <= now.getTime()) return 'past';
  const cutoffHours = settings.selfServiceCutoffHours;
  if (cutoffHours !== null && now.getTime() >= start - cutoffHours * 3600_000) return 'cutoff';
  return null;
}

/** What the management page shows: never the e-mail, phone or notes, nor the token. */
export function describeManagedAppointment({ appointment, service, settings }: ManagedAppointment, now: Date) {
  const changeClosed = changeClosedReason(appointment, settings, now);
  return {
    name: appointment.name,
    status: appointment.status,
    scheduledDate: appointment.scheduledDate,
    scheduledTime: appointment.scheduledTime,
    durationMinutes: appointment.durationMinutes,
    presenceConfirmed: appointment.presenceConfirmed,
    cancellationReason: appointment.cancellationReason,
    serviceId: appointment.serviceTypeId,
    serviceName: service?.name ?? null,
    priceCents: service?.price ?? null,
    canChange: changeClosed === null,
    changeClosed,
    clinicPhone: settings.phone,
  };
}
