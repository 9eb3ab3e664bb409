// Which clinic record an online booking belongs to: matched by e-mail, without telling
// the booker anything. One active record with that address: the booking is linked to it. None: a
// new record is made from what the booker typed. Several (a parent booking for two children under
// one address): the booking is linked to none, and the clinic links it by hand.
//
// Anyone can type anyone's address: a public booking matching an existing record is
// filed under it only once the e-mailed link has been opened (the mailbox is hers) or staff
// confirm it; until then it is in no record, no portal and no portal quota.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { appointments, patients } from '../../platform/db/schema';

/** `later`: filed by `fileUnderPatientRecord` once the address is proven. */
export type PatientRecordMatch = { kind: 'one'; patientId: string } | { kind: 'none' } | { kind: 'several' } | { kind: 'later' };

export async function matchPatientRecord(db: AppDeps['db'], email: string): Promise<PatientRecordMatch> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(sql`lower(${patients.email})`, email.toLowerCase()), eq(patients.status, 'active')))
    .limit(2);
  const [first, second] = rows;
  if (!first) return { kind: 'none' };
  return second ? { kind: 'several' } : { kind: 'one', patientId: first.id };
}

/**
 * Files an online booking not yet in a record under the one active record with its address: the
 * link e-mailed to that address was opened, or staff confirmed the booking. Its record's id, or
 * null when there is none to file it under (no match, several, not an online booking).
 */
export async function fileUnderPatientRecord(
  db: AppDeps['db'],
  appointment: { id: string; patientId: string | null; email: string; bookingSource: string },
): Promise<string | null> {
  if (appointment.patientId !== null || appointment.bookingSource !== 'online') return appointment.patientId;
  const match = await matchPatientRecord(db, appointment.email);
  if (match.kind !== 'one') return null;
  const [filed] = await db
    .update(appointments)
    .set({ patientId: match.patientId })
    .where(and(eq(appointments.id, appointment.id), isNull(appointments.patientId)))
    .returning({ patientId: appointments.patientId });
  return filed ? match.patientId : null;
}

/** `fileUnderPatientRecord` for the appointment `appointmentId`, when staff confirm it. */
export async function fileBookingUnderPatientRecord(db: AppDeps['db'], appointmentId: string): Promise<void> {
  const [appointment] = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      email: appointments.email,
      bookingSource: appointments.bookingSource,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (appointment) await fileUnderPatientRecord(db, appointment);
}

/** « Marie-Ève Tremblay Roy » → first name « Marie-Ève », last name « Tremblay Roy ». */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
