// One appointment as every back-office screen receives it (day view, requests, calendar, lists,
// patient file, search), read the one way: the row with its service's name, colour and price.
import { eq, sql } from 'drizzle-orm';
import { appointmentStatusLabel } from 'shared-domain/scheduling/appointment-status';
import type { AppDeps } from '../../deps';
import { appointments, paymentTransactions, serviceTypes } from '../../platform/db/schema';

/**
 * What a visit's deposit brought and still holds (completed, less refunds): « Dépôt payé : 30,00 $ »,
 * for the back office and the portal alike. The visit's id is named with its table: a select from
 * \`appointments\` alone writes its columns bare, which inside this subquery would be the payment's.
 */
export const depositPaidSql = sql<number>`coalesce((select sum(${paymentTransactions.amount} - ${paymentTransactions.refundedAmount}) from ${paymentTransactions} where ${paymentTransactions.appointmentId} = ${appointments}.${sql.identifier(appointments.id.name)} and ${paymentTransactions.transactionType} = 'deposit' and ${paymentTransactions.status} = 'completed'), 0)`;

/** The columns to select for `describeAdminAppointment` (join `serviceTypes` with `adminAppointmentJoin`). */
export const adminAppointmentColumns = {
  appointment: appointments,
  serviceName: serviceTypes.name,
  serviceColor: serviceTypes.color,
  servicePrice: serviceTypes.price,
  depositPaid: depositPaidSql,
};

/** `from(appointments).leftJoin(serviceTypes, adminAppointmentJoin)`. */
export const adminAppointmentJoin = eq(appointments.serviceTypeId, serviceTypes.id);

export interface AdminAppointmentRow {
  appointment: typeof appointments.$inferSelect;
  serviceName: string | null;
  serviceColor: string | null;
  servicePrice: number | null;
  depositPaid?: number | null;
}

export function describeAdminAppointment({ appointment, serviceName, serviceColor, servicePrice, depositPaid }: AdminAppointmentRow) {
  return {
    id: appointment.id,
    patientId: appointment.patientId,
    name: appointment.name,
    email: appointment.email,
    phone: appointment.phone,
    reason: appointment.reason,
    patientAge: appointment.patientAge,
    preferredTime: appointment.preferredTime,
    status: appointment.status,
    statusLabel: appointmentStatusLabel(appointment.status),
    scheduledDate: appointment.scheduledDate,
    scheduledTime: appointment.scheduledTime,
    durationMinutes: appointment.durationMinutes,
    serviceTypeId: appointment.serviceTypeId,
    serviceName,
    serviceColor,
    /** The service's price in cents; null without a service. */
    priceCents: servicePrice,
    bookingSource: appointment.bookingSource,
    presenceConfirmed: appointment.presenceConfirmed,
    /** When the desk noted « Arrivé »; null before. */
    arrivedAt: appointment.arrivedAt,
    paymentStatus: appointment.paymentStatus,
    /** The deposit its service asked at booking (0: none), and what was paid of it, in cents. */
    depositRequiredCents: appointment.depositAmount,
    depositPaidCents: Number(depositPaid ?? 0),
    cancellationReason: appointment.cancellationReason,
    notes: appointment.notes,
    createdAt: appointment.createdAt,
    updatedAt: appointment.updatedAt,
  };
}

export type AdminAppointment = ReturnType<typeof describeAdminAppointment>;

/** One appointment by id, described; undefined when there is none. */
export async function loadAdminAppointment(db: AppDeps['db'], id: string): Promise<AdminAppointment | undefined> {
  const [row] = await db
    .select(adminAppointmentColumns)
    .from(appointments)
    .leftJoin(serviceTypes, adminAppointmentJoin)
    .where(eq(appointments.id, id));
  return row ? describeAdminAppointment(row) : undefined;
}
