// The past imports, newest first: who brought which file in, when, what it did, and
// until when it can be undone.
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { patientImports, staffUsers } from '../../platform/db/schema';

// Seven days of undo make the older ones history; a clinic imports a few files, once.
const shownImports = 50;

export async function listPatientImports(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const now = deps.clock.now().toISOString();
  const rows = await deps.db
    .select({
      id: patientImports.id,
      fileName: patientImports.fileName,
      createdAt: patientImports.createdAt,
      createdBy: staffUsers.fullName,
      rowCount: patientImports.rowCount,
      created: patientImports.createdCount,
      updated: patientImports.updatedCount,
      skipped: patientImports.skippedCount,
      undoUntil: patientImports.undoUntil,
      undoneAt: patientImports.undoneAt,
    })
    .from(patientImports)
    .leftJoin(staffUsers, eq(staffUsers.id, patientImports.createdBy))
    .orderBy(desc(patientImports.createdAt), desc(patientImports.id))
    .limit(shownImports);
  return rows.map((row) => ({ ...row, undoable: row.undoneAt === null && now <= row.undoUntil }));
}
