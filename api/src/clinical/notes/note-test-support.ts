// What the clinical-note tests share: a patient, a second staff member, a valid note body, and a
// note written straight into the database. Typed by what it uses rather than by the test app, so
// the browser's declaration build (which leaves `src/testing` out) can include it.
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { NoteDraftInput } from 'shared-domain/clinical/clinical-note';
import type { Database } from '../../platform/db/client';
import { patients, soapNotes, staffUsers } from '../../platform/db/schema';
import { createdTimestamp, timestamps } from '../../platform/db/timestamps';

type TestApp = { db: Database; clock: Clock };

export async function insertTestPatient(testApp: TestApp, fields: Partial<typeof patients.$inferInsert> = {}): Promise<string> {
  const [row] = await testApp.db
    .insert(patients)
    .values({ firstName: 'Noémie', lastName: 'Tremblay-Notes', ...fields, ...timestamps(testApp.clock) })
    .returning({ id: patients.id });
  if (!row) throw new Error('no patient inserted');
  return row.id;
}

export async function insertTestStaff(testApp: TestApp, email: string, fullName: string): Promise<string> {
  const [row] = await testApp.db
    .insert(staffUsers)
    .values({ email, fullName, role: 'practitioner', passwordHash: 'x', ...createdTimestamp(testApp.clock) })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('no staff inserted');
  return row.id;
}

export const validNoteBody = (patientId: string, fields: Partial<NoteDraftInput> = {}): NoteDraftInput => ({
  patientId,
  visitDate: '2026-11-17',
  subjective: 'Lombalgie depuis trois jours.',
  structured: { pain: { now: 6 }, spinalLevels: ['L4', 'L5'] },
  ...fields,
});

/** A note written directly (signed unless said otherwise), for tests that need one in place. */
export async function insertTestNote(
  testApp: TestApp,
  fields: Partial<typeof soapNotes.$inferInsert> & { patientId: string; createdBy: string },
): Promise<string> {
  const now = testApp.clock.now().toISOString();
  const [row] = await testApp.db
    .insert(soapNotes)
    .values({
      visitDate: '2026-11-10',
      status: 'signed',
      subjective: 'Note signée.',
      structured: '{}',
      signedAt: now,
      signedBy: fields.createdBy,
      ...timestamps(testApp.clock),
      ...fields,
    })
    .returning({ id: soapNotes.id });
  if (!row) throw new Error('no note inserted');
  return row.id;
}
