// Which clinic record an online booking belongs to (issue 10): matched by e-mail, without telling
// the booker anything. One active record with that address: the booking is linked to it. None: a
// new record is made from what the booker typed. Several (a parent booking for two children under
// one address): the booking is linked to none, and the clinic links it by hand.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { patients } from '../../platform/db/schema';

export type PatientRecordMatch = { kind: 'one'; patientId: string } | { kind: 'none' } | { kind: 'several' };

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

/** « Marie-Ève Tremblay Roy » → first name « Marie-Ève », last name « Tremblay Roy ». */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
