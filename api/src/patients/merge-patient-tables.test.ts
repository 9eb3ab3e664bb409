// Every table that points at a patient (`patient_id`, or `guardian_patient_id`…) must follow the merge, or merging two records would leave
// rows on a deleted patient (or block the delete). The tables come from the migrated database, so
// a new table with a `patient_id` column fails this test until the merge moves its rows too.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { patients } from '../platform/db/schema';
import { timestamps } from '../platform/db/timestamps';
import { useTestApp } from '../testing/test-app';
import { mergePatients } from './merge-patients';

describe('the patient merge', () => {
  const testApp = useTestApp({ database: 'migrated' });

  it('moves the rows of every table with a patient_id column', async () => {
    const { db, clock, deps } = testApp();
    const withPatientId = await db.all<{ name: string }>(sql`
      select m.name from sqlite_master m
      where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) c where c.name like '%patient_id')
      order by m.name
    `);
    const [keep, duplicate] = await db
      .insert(patients)
      .values([
        { firstName: 'Garde', lastName: 'Fusion', ...timestamps(clock) },
        { firstName: 'Double', lastName: 'Fusion', ...timestamps(clock) },
      ])
      .returning({ id: patients.id });

    // The statements the merge sends in its one batch, read as SQL rather than run twice.
    const batch = vi.spyOn(db, 'batch');
    await mergePatients(deps, keep!.id, duplicate!.id);
    const statements = (batch.mock.calls[0]?.[0] ?? []) as unknown as { toSQL(): { sql: string } }[];
    batch.mockRestore();
    const moved = statements
      .map((statement) => /^update "(\w+)" set (.*?) where /s.exec(statement.toSQL().sql))
      .filter((match) => /"\w*patient_id" = \?/.test(match?.[2] ?? ''))
      .map((match) => match?.[1])
      // A table may be moved in two statements (corrections and the rest of the privacy queue).
      .filter((table, index, tables) => tables.indexOf(table) === index)
      .sort();

    expect(withPatientId.length).toBeGreaterThan(10);
    expect(moved).toEqual(withPatientId.map((table) => table.name));
  });
});
