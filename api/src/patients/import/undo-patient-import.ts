// « Annuler l'importation », for 7 days: the records the import created go, unless they
// were touched since (their `updated_at` is no longer the import's) or something refers to them (an
// appointment, a note, an invoice… every table with a foreign key to `patients`, found from the
// schema so a table added later is counted too); the records it updated get back the fields it
// replaced, unless they were edited since. What stays is reported, each with its reason.
import type { BatchItem } from 'drizzle-orm/batch';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { errorCodes } from 'shared-domain/platform/errors';
import { patientImportMessages } from 'shared-domain/patients/patient-import';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import * as schema from '../../platform/db/schema';
import { patientImportChanges, patientImports, patients } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const keptReasons = {
  changed: 'Modifié depuis l’importation',
  referenced: 'Lié à des rendez-vous, des notes, des factures ou un compte',
} as const;

export interface UndoReport {
  removed: number;
  restored: number;
  kept: { patientId: string; name: string; reason: string }[];
}

/** Every column that refers to a patient, but the import's own record of its changes. */
const patientReferences = (Object.values(schema) as unknown[])
  .filter((table): table is SQLiteTable => table instanceof SQLiteTable && table !== patientImportChanges)
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference();
      return reference.foreignTable === patients ? reference.columns.map((column) => ({ table: config.name, column: column.name })) : [];
    });
  });

/** The records created by the import that some row elsewhere refers to. */
async function referencedPatients(db: AppDeps['db'], importId: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (const { table, column } of patientReferences) {
    const rows = await db.all<{ id: string }>(
      sql`select distinct ${sql.identifier(column)} as id from ${sql.identifier(table)} where ${sql.identifier(column)} in (select patient_id from patient_import_changes where import_id = ${importId} and action = 'created')`,
    );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

const chunkSize = 500;

export async function undoPatientImport(deps: Deps, staffId: string, importId: string): Promise<UndoReport> {
  const [batch] = await deps.db.select().from(patientImports).where(eq(patientImports.id, importId));
  if (!batch) throw notFound(patientImportMessages.notFound);
  const now = deps.clock.now().toISOString();
  if (batch.undoneAt !== null || now > batch.undoUntil) throw new AppError(errorCodes.importUndoClosed, patientImportMessages.undoClosed);

  const changes = await deps.db
    .select({
      patientId: patientImportChanges.patientId,
      action: patientImportChanges.action,
      before: patientImportChanges.before,
      importedAt: patientImportChanges.patientUpdatedAt,
      updatedAt: patients.updatedAt,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(patientImportChanges)
    .innerJoin(patients, eq(patients.id, patientImportChanges.patientId))
    .where(eq(patientImportChanges.importId, importId));
  const referenced = await referencedPatients(deps.db, importId);

  const report: UndoReport = { removed: 0, restored: 0, kept: [] };
  const removable: string[] = [];
  const statements: BatchItem<'sqlite'>[] = [];
  for (const change of changes) {
    const keep = (reason: string) =>
      report.kept.push({ patientId: change.patientId, name: `${change.lastName}, ${change.firstName}`, reason });
    if (change.updatedAt !== change.importedAt) keep(keptReasons.changed);
    else if (change.action === 'created' && referenced.has(change.patientId)) keep(keptReasons.referenced);
    else if (change.action === 'created') removable.push(change.patientId);
    else {
      report.restored += 1;
      statements.push(
        deps.db
          .update(patients)
          .set({ ...(JSON.parse(change.before ?? '{}') as Partial<typeof patients.$inferInsert>), updatedAt: now })
          // Not if it was edited between this read and the batch.
          .where(and(eq(patients.id, change.patientId), eq(patients.updatedAt, change.importedAt))),
      );
    }
  }
  report.removed = removable.length;
  for (let start = 0; start < removable.length; start += chunkSize) {
    const ids = removable.slice(start, start + chunkSize);
    statements.push(
      deps.db.delete(patients).where(
        and(
          inArray(patients.id, ids),
          // Not if it was edited between this read and the batch.
          sql`${patients.updatedAt} = (select patient_updated_at from patient_import_changes c where c.import_id = ${importId} and c.patient_id = ${patients.id})`,
        ),
      ),
    );
  }

  await deps.db.batch([
    deps.db
      .update(patientImports)
      .set({ undoneAt: now, undoneBy: staffId })
      .where(and(eq(patientImports.id, importId), isNull(patientImports.undoneAt))),
    ...statements,
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'patients.import_undone',
      entity: 'patient_imports',
      entityId: importId,
      details: { removed: report.removed, restored: report.restored, kept: report.kept.length },
    }),
  ]);
  return report;
}
