// A patient as the back-office screens receive one: the summary of the list, the duplicate check
// and the search (with the next visit), and the full record of the patient file. Also what
// "upcoming" means for them all and the order names are listed in.
import { and, asc, eq, gt, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { ClinicNow } from '../clinic/public';
import { appointments, patients } from '../platform/db/schema';

export const patientSummaryColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  email: patients.email,
  phone: patients.phone,
  status: patients.status,
  totalVisits: patients.totalVisits,
  lastVisit: patients.lastVisit,
};

export const patientRecordColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  email: patients.email,
  phone: patients.phone,
  phoneMobile: patients.phoneMobile,
  address: patients.address,
  dateOfBirth: patients.dateOfBirth,
  status: patients.status,
  notes: patients.notes,
  totalVisits: patients.totalVisits,
  lastVisit: patients.lastVisit,
  createdAt: patients.createdAt,
};

export type PatientSummaryRow = Pick<
  typeof patients.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'status' | 'totalVisits' | 'lastVisit'
>;

/**
 * By last name, then first name, case aside (« de Grandpré » among the D); the id breaks ties so a
 * page boundary between two namesakes loses and repeats no one. The list's cursor compares the
 * same three values the same way.
 */
export const patientOrder = [sql`${patients.lastName} collate nocase`, sql`${patients.firstName} collate nocase`, asc(patients.id)];

/** A visit still to come: booked or requested for a slot that has not started yet. */
export function isUpcomingAppointment(now: ClinicNow): SQL {
  return and(
    inArray(appointments.status, ['pending', 'confirmed']),
    isNotNull(appointments.scheduledTime),
    or(
      gt(appointments.scheduledDate, now.today),
      and(eq(appointments.scheduledDate, now.today), sql`${appointments.scheduledTime} >= ${now.time}`),
    ),
  ) as SQL;
}

export type NextAppointment = { date: string; time: string } | null;

/** Each patient with their next visit (one query for the whole page, through the patient index). */
export async function withNextAppointments<Row extends { id: string }>(
  db: AppDeps['db'],
  rows: Row[],
  now: ClinicNow,
): Promise<(Row & { nextAppointment: NextAppointment })[]> {
  if (rows.length === 0) return [];
  const upcoming = await db
    .select({ patientId: appointments.patientId, date: appointments.scheduledDate, time: appointments.scheduledTime })
    .from(appointments)
    .where(
      and(
        inArray(
          appointments.patientId,
          rows.map((row) => row.id),
        ),
        isUpcomingAppointment(now),
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
  const next = new Map<string, { date: string; time: string }>();
  for (const visit of upcoming) {
    if (visit.patientId && visit.date && visit.time && !next.has(visit.patientId))
      next.set(visit.patientId, { date: visit.date, time: visit.time });
  }
  return rows.map((row) => ({ ...row, nextAppointment: next.get(row.id) ?? null }));
}
