// A patient import's « Consentement aux courriels » « oui », written into the ledger in the
// import's batch: one entry per record, channel « import », under the import (its file and date,
// `import_id`), of the reminders text in force. Only a record with no entry of its own gets one: a
// file never turns back on e-mails the person withdrew, nor repeats a consent she gave. A « non »
// writes nothing (no entry: no e-mails). The import's undo takes its entries back
// (`importedConsentsUndoStatement`).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../deps';
import { patientConsents, patients } from '../../platform/db/schema';
import { loadCurrentConsentTexts } from './consent-texts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const chunkSize = 500;

/** The statements, for the import's batch after its records: `patientIds` are those whose row says « oui ». */
export async function importedConsentStatements(
  deps: Deps,
  consent: { importId: string; patientIds: readonly string[] },
): Promise<BatchItem<'sqlite'>[]> {
  if (consent.patientIds.length === 0) return [];
  const { version } = (await loadCurrentConsentTexts(deps)).email_reminders;
  const now = deps.clock.now().toISOString();
  const statements: BatchItem<'sqlite'>[] = [];
  for (let start = 0; start < consent.patientIds.length; start += chunkSize) {
    const ids = consent.patientIds.slice(start, start + chunkSize);
    statements.push(
      deps.db.run(
        sql`insert into ${patientConsents} (id, patient_id, email, kind, version, channel, given_at, import_id, created_at)
            select lower(hex(randomblob(16))), p.id, p.email, 'email_reminders', ${version}, 'import', ${now}, ${consent.importId}, ${now}
            from ${patients} p
            where p.id in ${ids}
              and not exists (select 1 from ${patientConsents} c where c.patient_id = p.id and c.kind = 'email_reminders')`,
      ),
    );
  }
  return statements;
}

/** Undoing the import for one record it updated: its entry goes, while `condition` holds (the record unchanged since). */
export function importedConsentsUndoStatement(
  deps: Pick<AppDeps, 'db'>,
  importId: string,
  patientId: string,
  condition: SQL,
): BatchItem<'sqlite'> {
  return deps.db
    .delete(patientConsents)
    .where(and(eq(patientConsents.importId, importId), eq(patientConsents.patientId, patientId), condition));
}
