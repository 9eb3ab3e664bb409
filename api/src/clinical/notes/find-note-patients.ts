// The quick note's patient picker (specification §9): ten patients, the ones seen most
// recently when nothing is typed, else those whose name, e-mail or phone contains the text (the
// patient list's own matching). Inactive patients are found too: a note may be late.
import { desc, sql } from 'drizzle-orm';
import { type NotePatientChoice, noteLimits } from 'shared-domain/clinical/clinical-note';
import type { Database } from '../../platform/db/client';
import { patients } from '../../platform/db/schema';
import { patientMatches } from '../../patients/public';

export function findNotePatients(db: Database, query: string): Promise<NotePatientChoice[]> {
  return db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phone,
      lastVisit: patients.lastVisit,
    })
    .from(patients)
    .where(query ? patientMatches(query) : undefined)
    .orderBy(sql`${patients.lastVisit} is null`, desc(patients.lastVisit), desc(patients.createdAt), desc(patients.id))
    .limit(noteLimits.patientPickerSize);
}
