// A patient import's « Consentement aux courriels », written into the ledger in the import's batch.
// A « oui »: one entry per record, channel « import », under the import (its file and date,
// `import_id`), of the reminders text in force. Only a record with no entry of its own gets one: a
// file never turns back on e-mails the person withdrew, nor repeats a consent she gave. A « non »
// on a record whose e-mails are given withdraws them, under the import (`withdrawn_import_id`,
// dated the import's instant); on a new record it writes nothing (no entry: no e-mails). A blank
// cell changes nothing. The import's undo takes back both (`importedConsentsUndoStatements`).
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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

/**
 * The statements, for the import's batch: the e-mail reminders given by `patientIds` (records the
 * import updates, whose row says « non ») are withdrawn now, through the import.
 */
export function importedWithdrawalStatements(
  deps: Deps,
  withdrawal: { importId: string; patientIds: readonly string[] },
): BatchItem<'sqlite'>[] {
  const now = deps.clock.now().toISOString();
  const statements: BatchItem<'sqlite'>[] = [];
  for (let start = 0; start < withdrawal.patientIds.length; start += chunkSize) {
    const ids = withdrawal.patientIds.slice(start, start + chunkSize);
    statements.push(
      deps.db
        .update(patientConsents)
        .set({ withdrawnAt: now, withdrawnChannel: 'import', withdrawnImportId: withdrawal.importId })
        .where(
          and(inArray(patientConsents.patientId, ids), eq(patientConsents.kind, 'email_reminders'), isNull(patientConsents.withdrawnAt)),
        ),
    );
  }
  return statements;
}

/**
 * Undoing the import for one record it updated, while `condition` holds (the record unchanged
 * since): the entry its « oui » wrote goes, and what its « non » withdrew is given again.
 */
export function importedConsentsUndoStatements(
  deps: Pick<AppDeps, 'db'>,
  importId: string,
  patientId: string,
  condition: SQL,
): BatchItem<'sqlite'>[] {
  return [
    deps.db.delete(patientConsents).where(and(eq(patientConsents.importId, importId), eq(patientConsents.patientId, patientId), condition)),
    deps.db
      .update(patientConsents)
      .set({ withdrawnAt: null, withdrawnChannel: null, withdrawnImportId: null })
      .where(and(eq(patientConsents.withdrawnImportId, importId), eq(patientConsents.patientId, patientId), condition)),
  ];
}
