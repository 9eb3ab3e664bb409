// What a spreadsheet would bring in, row by row: the rows ready, the rows with errors
// (their spreadsheet row and French reasons), and the rows that may be a patient already on file
// (same e-mail; same mobile and birth date; same name and birth date) or an earlier row of the same
// file, each left to a person's decision. The preview shows it; the import reads the file again
// through it, so nothing the browser says about the rows is trusted.
import { inArray } from 'drizzle-orm';
import {
  autoMapColumns,
  type ImportDuplicateReason,
  type ImportedPatient,
  type ImportDateOrder,
  type ImportDateOrderReading,
  importDateFields,
  importDateOrderOf,
  importDuplicateKeys,
  importDuplicateReasons,
  importFormulaWarnings,
  type PatientImportCells,
  type PatientImportMapping,
  patientImportMessages,
  readImportRow,
} from 'shared-domain/patients/patient-import';
import { sanitizeText } from 'shared-domain/platform/sanitize';
import type { AppDeps } from '../../deps';
import { patients } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { errorCodes } from 'shared-domain/platform/errors';
import { clinicNow } from '../../clinic/public';
import { eventLoopTurns } from './event-loop-turns';
import { type PatientCsv, readPatientCsv } from './read-patient-csv';

/** A record on file a row may be, with what the person deciding needs to tell them apart. */
export interface ExistingPatientMatch {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  email: string | null;
  phone: string | null;
}

export interface ImportRow {
  line: number;
  patient: ImportedPatient;
}

export interface ImportDuplicate extends ImportRow {
  reasons: ImportDuplicateReason[];
  /** The records on file it may be; empty when it repeats an earlier row of the file (`sameAsLine`). */
  matches: ExistingPatientMatch[];
  sameAsLine: number | null;
}

export interface PatientImportReading {
  csv: Omit<PatientCsv, 'rows'>;
  mapping: PatientImportMapping;
  /** Null when the names are mapped; otherwise why no row could be read (the mapping step says it). */
  mappingProblem: string | null;
  /** The order the slashed dates were read in, and how it was known. */
  dateOrder: ImportDateOrderReading;
  rowCount: number;
  ready: ImportRow[];
  errors: { line: number; reasons: string[] }[];
  /** The rows whose names look like spreadsheet formulas: read as they are, but told. */
  warnings: { line: number; reasons: string[] }[];
  duplicates: ImportDuplicate[];
}

/** The file's bytes, sent in base64 by the browser. */
export function fileBytes(content: string): Uint8Array {
  return new Uint8Array(Buffer.from(content, 'base64'));
}

const mismatch = () =>
  new AppError(errorCodes.validationFailed, patientImportMessages.mappingMismatch, { mapping: patientImportMessages.mappingMismatch });

/** The order of the file's dates: the cells of its date columns tell it, unless the person chose. */
function dateOrderOf(rows: PatientCsv['rows'], mapping: PatientImportMapping, chosen: ImportDateOrder | undefined) {
  const columns = mapping.flatMap((field, index) => (field && (importDateFields as readonly string[]).includes(field) ? [index] : []));
  const values = rows.flatMap(({ cells }) => columns.map((index) => cells[index] ?? ''));
  return importDateOrderOf(values, chosen);
}

/**
 * Reads the file with `mapping` (absent: guessed from the headers). A guess that finds no name
 * columns reads no row and says so, so the person can pick them; a mapping given is whole (the
 * schema requires the names) and must have one entry per column. Dates written with slashes are
 * read in the order the file's dates show, else in `dateOrder` (day-first while nobody chose).
 */
export async function readPatientImport(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { content: string; mapping?: PatientImportMapping | undefined; dateOrder?: ImportDateOrder | undefined },
): Promise<PatientImportReading> {
  const { rows, ...csv } = await readPatientCsv(fileBytes(input.content));
  const mapping = input.mapping ?? autoMapColumns(csv.headers);
  if (mapping.length !== csv.headers.length) throw mismatch();
  const reading: PatientImportReading = {
    csv,
    mapping,
    mappingProblem: null,
    dateOrder: dateOrderOf(rows, mapping, input.dateOrder),
    rowCount: rows.length,
    ready: [],
    errors: [],
    warnings: [],
    duplicates: [],
  };
  if (!mapping.includes('lastName') || !mapping.includes('firstName')) {
    return { ...reading, mappingProblem: patientImportMessages.nameColumnsMissing };
  }

  const { today } = await clinicNow(deps);
  const valid: ImportRow[] = [];
  // Thousands of rows, each cleaned and checked: other requests get their turn on the way.
  const letOthersIn = eventLoopTurns();
  for (const { line, cells } of rows) {
    await letOthersIn();
    const raw: PatientImportCells = {};
    const byField: PatientImportCells = {};
    for (const [index, field] of mapping.entries()) {
      if (!field) continue;
      raw[field] = cells[index] ?? '';
      // Defence in depth, as for every form's text: no markup comes in through a spreadsheet either.
      byField[field] = sanitizeText(cells[index] ?? '');
    }
    const warnings = importFormulaWarnings(raw);
    if (warnings.length > 0) reading.warnings.push({ line, reasons: warnings });
    const read = readImportRow(byField, today, reading.dateOrder.order ?? 'day-first');
    if (read.ok) valid.push({ line, patient: read.patient });
    else reading.errors.push({ line, reasons: read.reasons });
  }

  const onFile = await existingPatientKeys(deps.db);
  const earlierRows = new Map<string, number>();
  for (const row of valid) {
    const keys = importDuplicateKeys(row.patient);
    const reasons: ImportDuplicateReason[] = [];
    const matchIds = new Set<string>();
    for (const reason of importDuplicateReasons) {
      const key = keys[reason];
      const ids = key ? onFile.byKey.get(`${reason}:${key}`) : undefined;
      if (!ids) continue;
      reasons.push(reason);
      for (const id of ids) matchIds.add(id);
    }
    if (reasons.length > 0) {
      const matches = [...matchIds].map((id) => onFile.byId.get(id)).filter((match) => match !== undefined);
      reading.duplicates.push({ ...row, reasons, matches, sameAsLine: null });
    } else {
      const earlier = importDuplicateReasons.flatMap((reason) => {
        const key = keys[reason];
        const line = key ? earlierRows.get(`${reason}:${key}`) : undefined;
        return line === undefined ? [] : [{ reason, line }];
      });
      if (earlier.length > 0) {
        reading.duplicates.push({
          ...row,
          reasons: earlier.map((match) => match.reason),
          matches: [],
          sameAsLine: earlier[0]?.line ?? null,
        });
      } else {
        reading.ready.push(row);
      }
    }
    for (const reason of importDuplicateReasons) {
      const key = keys[reason];
      if (key && !earlierRows.has(`${reason}:${key}`)) earlierRows.set(`${reason}:${key}`, row.line);
    }
  }
  return reading;
}

/**
 * Every record on file by its duplicate keys, read once (a handful of columns, so tens of thousands
 * of records stay small): each row is then looked up in memory rather than asked one by one.
 */
async function existingPatientKeys(db: AppDeps['db']) {
  const rows = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      email: patients.email,
      phone: patients.phone,
    })
    .from(patients);
  const byKey = new Map<string, string[]>();
  const byId = new Map<string, ExistingPatientMatch>();
  for (const row of rows) {
    byId.set(row.id, row);
    for (const [reason, key] of Object.entries(importDuplicateKeys(row))) {
      const entry = `${reason}:${key}`;
      const ids = byKey.get(entry);
      if (ids) ids.push(row.id);
      else byKey.set(entry, [row.id]);
    }
  }
  return { byKey, byId };
}

/** The records an update decision may name, as they are now. */
export async function patientsToUpdate(db: AppDeps['db'], ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(patients)
    .where(inArray(patients.id, [...ids]));
}
