// The import itself: the file read again (never the preview's word for it), then one
// batch — one transaction — that creates the ready rows, applies the decision taken for each
// duplicate (« Créer quand même », « Mettre à jour le dossier existant », « Ignorer », the last when
// none was taken), records the batch (`patient_imports`), what it did to each record
// (`patient_import_changes`, with the fields an update replaced) and the batch on each record it
// wrote (`patients.import_id`, where the data came from: Law 25), and audits the counts only.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { eq, inArray } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import {
  defaultImportDecision,
  type ImportDateOrder,
  type ImportedPatient,
  type ImportedPatientField,
  type PatientImportDecision,
  type PatientImportMapping,
  patientImportLimits,
  patientImportMessages,
} from 'shared-domain/patients/patient-import';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { patientAccounts, patientImportChanges, patientImports, patients } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { clinicNow } from '../../clinic/public';
import { importedConsentStatements, importedWithdrawalStatements } from '../../privacy/public';
import { type ImportDuplicate, patientsToUpdate, readPatientImport } from './read-patient-import';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface PatientImportRequest {
  fileName: string;
  content: string;
  mapping: PatientImportMapping;
  dateOrder?: ImportDateOrder | undefined;
  decisions: { line: number; action: PatientImportDecision; patientId?: string | undefined }[];
}

export interface PatientImportSummary {
  id: string;
  rowCount: number;
  created: number;
  updated: number;
  skipped: number;
  invalid: number;
  undoUntil: string;
}

/** Rows per multi-row insert: well under SQLite's bound variables, few enough statements for 10 000 rows. */
const chunkSize = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) result.push(items.slice(start, start + chunkSize));
  return result;
}

const refuse = (message: string, field = 'decisions') => new AppError(errorCodes.validationFailed, message, { [field]: message });

const updatableFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'otherPhone',
  'address',
  'dateOfBirth',
  'sex',
  'recordOpenedOn',
  'lastVisit',
  'nameAtBirth',
  'notes',
] as const satisfies readonly ImportedPatientField[];

type PatientRow = typeof patients.$inferSelect;
type Before = Partial<Pick<PatientRow, Exclude<ImportedPatientField, 'emailConsent'> | 'importId'>>;

/**
 * What « Mettre à jour le dossier existant » changes: each field the file fills with another value
 * (a blank cell clears nothing); its consent to e-mails goes to the ledger
 * (`importedConsentStatements`), never onto the record. The e-mail of a
 * record with a portal account stays: it is the address that person signs in with, changed from
 * their file, where both addresses are told.
 */
function updateOf(current: PatientRow, patient: ImportedPatient, hasAccount: boolean) {
  const changes: Partial<ImportedPatient> = {};
  const before: Before = {};
  for (const field of updatableFields) {
    const value = patient[field];
    if (value === null || value === current[field]) continue;
    if (field === 'email' && hasAccount) continue;
    Object.assign(changes, { [field]: value });
    Object.assign(before, { [field]: current[field] });
  }
  return { changes, before: { ...before, importId: current.importId } };
}

interface Decided {
  duplicate: ImportDuplicate;
  action: PatientImportDecision;
  patientId: string | null;
}

/** Each duplicate's decision, checked against what the file reads now. */
function decide(duplicates: readonly ImportDuplicate[], decisions: PatientImportRequest['decisions']): Decided[] {
  const byLine = new Map(decisions.map((decision) => [decision.line, decision]));
  return duplicates.map((duplicate) => {
    const decision = byLine.get(duplicate.line);
    const action = decision?.action ?? defaultImportDecision;
    if (action !== 'update') return { duplicate, action, patientId: null };
    const target = decision?.patientId ?? (duplicate.matches.length === 1 ? duplicate.matches[0]?.id : undefined);
    if (!target || !duplicate.matches.some((match) => match.id === target)) {
      throw refuse(`Ligne ${duplicate.line} : choisissez le dossier existant à mettre à jour.`);
    }
    return { duplicate, action, patientId: target };
  });
}

export async function importPatients(deps: Deps, staffId: string, request: PatientImportRequest): Promise<PatientImportSummary> {
  const reading = await readPatientImport(deps, request);
  if (reading.mappingProblem) throw refuse(reading.mappingProblem, 'mapping');
  // 04/05/1990 is not read as one day or the other without a person's say.
  if (reading.dateOrder.how === 'undecided') throw refuse(patientImportMessages.dateOrderMissing, 'dateOrder');
  const decided = decide(reading.duplicates, request.decisions);

  const now = deps.clock.now().toISOString();
  const { today } = await clinicNow(deps);
  const importId = randomUUID();

  const toCreate = [
    ...reading.ready.map((row) => row.patient),
    ...decided.filter((d) => d.action === 'create').map((d) => d.duplicate.patient),
  ];
  const updateTargets = decided.filter((d) => d.action === 'update');
  const targetIds = [...new Set(updateTargets.map((d) => d.patientId as string))];
  if (targetIds.length < updateTargets.length) throw refuse('Deux lignes du fichier mettent à jour le même dossier : gardez-en une seule.');
  const current = new Map((await patientsToUpdate(deps.db, targetIds)).map((row) => [row.id, row]));
  const withAccount = new Set(
    targetIds.length === 0
      ? []
      : (
          await deps.db
            .select({ patientId: patientAccounts.patientId })
            .from(patientAccounts)
            .where(inArray(patientAccounts.patientId, targetIds))
        ).map((row) => row.patientId),
  );
  // A « non » on a record whose e-mails are given withdraws them (a blank cell leaves them): that
  // alone updates the record, so the import's undo gives them back.
  const withdrawing = new Set(
    updateTargets.flatMap((d) =>
      d.duplicate.patient.emailConsent === false && current.get(d.patientId as string)?.emailConsent === true
        ? [d.patientId as string]
        : [],
    ),
  );
  const updates = updateTargets.flatMap((d) => {
    const row = current.get(d.patientId as string);
    if (!row) return [];
    const { changes, before } = updateOf(row, d.duplicate.patient, withAccount.has(row.id));
    return Object.keys(changes).length === 0 && !withdrawing.has(row.id) ? [] : [{ id: row.id, changes, before }];
  });

  const created = toCreate.map(({ emailConsent: _consent, ...patient }) => ({
    ...patient,
    id: randomUUID(),
    // A record without its first visit was opened the day it came in, as one created by hand.
    recordOpenedOn: patient.recordOpenedOn ?? today,
    importId,
    createdAt: now,
    updatedAt: now,
  }));
  if (created.length + updates.length === 0) throw refuse(patientImportMessages.nothingToImport, 'content');
  const skipped = reading.rowCount - created.length - updates.length;
  const summary: PatientImportSummary = {
    id: importId,
    rowCount: reading.rowCount,
    created: created.length,
    updated: updates.length,
    skipped,
    invalid: reading.errors.length,
    undoUntil: new Date(deps.clock.now().getTime() + patientImportLimits.undoDays * 24 * 60 * 60 * 1000).toISOString(),
  };

  // Each « oui » is an entry of the consent ledger under this import, written after its record.
  const consenting = [
    ...toCreate.flatMap((patient, index) => (patient.emailConsent === true ? [created[index]?.id ?? ''] : [])),
    // A record the import updates (its undo takes the entry back with the rest).
    ...updateTargets.flatMap((d) =>
      d.duplicate.patient.emailConsent === true && updates.some((update) => update.id === d.patientId) ? [d.patientId as string] : [],
    ),
  ];
  const consentStatements = [
    ...(await importedConsentStatements(deps, { importId, patientIds: consenting })),
    ...importedWithdrawalStatements(deps, { importId, patientIds: [...withdrawing] }),
  ];

  const statements: BatchItem<'sqlite'>[] = [
    deps.db.insert(patientImports).values({
      id: importId,
      fileName: request.fileName,
      createdBy: staffId,
      rowCount: summary.rowCount,
      createdCount: summary.created,
      updatedCount: summary.updated,
      skippedCount: summary.skipped,
      undoUntil: summary.undoUntil,
      createdAt: now,
    }),
    ...chunks(created).map((rows) => deps.db.insert(patients).values(rows)),
    ...chunks(created).map((rows) =>
      deps.db
        .insert(patientImportChanges)
        .values(rows.map((row) => ({ importId, patientId: row.id, action: 'created' as const, patientUpdatedAt: now }))),
    ),
    ...updates.map(({ id, changes }) =>
      deps.db
        .update(patients)
        .set({ ...changes, importId, updatedAt: now })
        .where(eq(patients.id, id)),
    ),
    ...chunks(updates).map((rows) =>
      deps.db.insert(patientImportChanges).values(
        rows.map(({ id, before }) => ({
          importId,
          patientId: id,
          action: 'updated' as const,
          before: JSON.stringify(before),
          patientUpdatedAt: now,
        })),
      ),
    ),
    ...consentStatements,
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'patients.imported',
      entity: 'patient_imports',
      entityId: importId,
      details: { rows: summary.rowCount, created: summary.created, updated: summary.updated, skipped: summary.skipped },
    }),
  ];
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
  return summary;
}
