// « Annuler l'importation », for 7 days: the records the import created go, unless they
// were touched since (their `updated_at` is no longer the import's) or something refers to them (an
// appointment, a consent, a portal account, an invoice… every table with a foreign key to `patients`,
// found from the schema so a table added later is counted too); the records it updated get back the
// fields it replaced, unless they were edited since. Both guards are read first, for the report, and
// written again into the batch's delete: an appointment booked between the read and the batch keeps
// its record (a delete would take the appointment with it). What stays is reported, each with its
// reason and what refers to it.
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
import { importedConsentsUndoStatements } from '../../privacy/public';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** What a row of a table that refers to a patient is called in the report (the table's name otherwise). */
const referenceLabels: Record<string, string> = {
  appointments: 'rendez-vous',
  patient_consents: 'consentements',
  patient_accounts: 'compte du portail',
  invoices: 'factures',
  payment_transactions: 'paiements',
  soap_notes: 'notes cliniques',
  privacy_requests: 'demandes d’accès',
  waitlist_entries: 'liste d’attente',
  record_holds: 'suspension légale',
};

export const keptReasons = {
  changed: 'Modifié depuis l’importation',
  /** « Lié à : rendez-vous, consentements » — what refers to the record, in the schema's order. */
  referenced: (tables: readonly string[]) =>
    `Lié à : ${[...new Set(tables.map((table) => referenceLabels[table] ?? table.replaceAll('_', ' ')))].join(', ')}`,
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

/** The records created by the import that some row elsewhere refers to, each with the tables that do. */
async function referencedPatients(db: AppDeps['db'], importId: string): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const { table, column } of patientReferences) {
    const rows = await db.all<{ id: string }>(
      sql`select distinct ${sql.identifier(column)} as id from ${sql.identifier(table)} r where r.${sql.identifier(column)} in (select patient_id from patient_import_changes where import_id = ${importId} and action = 'created')${notTheImportsOwn(table, importId)}`,
    );
    for (const row of rows) found.set(row.id, [...(found.get(row.id) ?? []), table]);
  }
  return found;
}

/** The import's own consent entries (its « oui ») hold no record back: they go with it. */
const notTheImportsOwn = (table: string, importId: string) =>
  table === 'patient_consents' ? sql` and r.import_id is not ${importId}` : sql``;

/** No row anywhere refers to the patient being deleted (the delete's own row, written with its table's name). */
const nothingRefersToIt = (importId: string) =>
  sql.join(
    patientReferences.map(
      ({ table, column }) =>
        sql`not exists (select 1 from ${sql.identifier(table)} r where r.${sql.identifier(column)} = ${patients}.${sql.identifier('id')}${notTheImportsOwn(table, importId)})`,
    ),
    sql` and `,
  );

const chunkSize = 500;

/**
 * The fields an update replaced, to write back. An import made before the consent ledger drove
 * e-mails also kept `emailConsent`: the database keeps that column now (the ledger's answer), so it
 * is left out.
 */
function restorable(before: string | null): Partial<typeof patients.$inferInsert> {
  const { emailConsent: _ledgerKeepsIt, ...fields } = JSON.parse(before ?? '{}') as Partial<typeof patients.$inferInsert>;
  return fields;
}

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
    else if (change.action === 'created' && referenced.has(change.patientId))
      keep(keptReasons.referenced(referenced.get(change.patientId) ?? []));
    else if (change.action === 'created') removable.push(change.patientId);
    else {
      report.restored += 1;
      const unchanged = sql`exists (select 1 from ${patients} where ${patients.id} = ${change.patientId} and ${patients.updatedAt} = ${change.importedAt})`;
      statements.push(
        // Its « oui » leaves the ledger and its « non » is given back first, while the record still shows it unchanged.
        ...importedConsentsUndoStatements(deps, importId, change.patientId, unchanged),
      );
      statements.push(
        deps.db
          .update(patients)
          .set({ ...restorable(change.before), updatedAt: now })
          // Not if it was edited between this read and the batch.
          .where(and(eq(patients.id, change.patientId), eq(patients.updatedAt, change.importedAt))),
      );
    }
  }
  for (let start = 0; start < removable.length; start += chunkSize) {
    const ids = removable.slice(start, start + chunkSize);
    statements.push(
      deps.db.delete(patients).where(
        and(
          inArray(patients.id, ids),
          // Not if it was edited between this read and the batch.
          sql`${patients.updatedAt} = (select patient_updated_at from patient_import_changes c where c.import_id = ${importId} and c.patient_id = ${patients.id})`,
          // Nor if something came to refer to it meanwhile (an appointment, a consent, an account…).
          nothingRefersToIt(importId),
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
      // The counts as read; a record the batch's guards keep in a race counts here as removed.
      details: { removed: removable.length, restored: report.restored, kept: report.kept.length },
    }),
  ]);
  // What the batch's guards kept (edited or referred to since the read) is reported as kept, with why.
  const stayed = new Set<string>();
  for (let start = 0; start < removable.length; start += chunkSize) {
    const ids = removable.slice(start, start + chunkSize);
    const rows = await deps.db.select({ id: patients.id }).from(patients).where(inArray(patients.id, ids));
    for (const row of rows) stayed.add(row.id);
  }
  if (stayed.size > 0) {
    const referencedNow = await referencedPatients(deps.db, importId);
    for (const change of changes) {
      if (!stayed.has(change.patientId)) continue;
      const tables = referencedNow.get(change.patientId);
      report.kept.push({
        patientId: change.patientId,
        name: `${change.lastName}, ${change.firstName}`,
        reason: tables ? keptReasons.referenced(tables) : keptReasons.changed,
      });
    }
  }
  report.removed = removable.length - stayed.size;
  return report;
}
