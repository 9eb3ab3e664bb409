// A spreadsheet of patients as a clinic would bring in, generated for the import's tests and its
// timing measurement: the template's columns, unique people (names, e-mails, mobiles), a few rows
// with errors and a few repeating the e-mail of a record on file, at known spreadsheet rows.
import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { patientImportFieldLabels, patientImportFields, type PatientImportField } from 'shared-domain/patients/patient-import';
import { patients } from '../../platform/db/schema';
import type { TestApp } from '../../testing/test-app';

const firstNames = ['Léa', 'Émile', 'Chloé', 'Mathis', 'Zoé', 'Félix', 'Océane', 'Raphaël', 'Maëlle', 'Thomas', 'Noémie', 'Jérémie'];
const lastNames = [
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
];
const streets = ['rue Saint-Denis', 'avenue du Parc', 'boulevard Rosemont', 'rue Beaubien Est', 'avenue Papineau'];

// What makes a row wrong, one after the other.
const badCells: Partial<Record<PatientImportField, string>>[] = [
  { email: 'pas-un-courriel' },
  { lastName: '' },
  { dateOfBirth: '2099-01-01' },
  { dateOfBirth: '31/02/1990' },
  { sex: 'Z' },
  { emailConsent: 'peut-être' },
  { phone: '123' },
];

export interface GeneratedPatientCsv {
  text: string;
  /** The spreadsheet rows (the header is row 1) holding an error, and those repeating a record on file. */
  badLines: number[];
  duplicateLines: number[];
}

/** `rows` people; `badRows` of them wrong; one row per address of `duplicateEmails` repeating it. */
export function generatedPatientCsv(options: {
  rows: number;
  badRows?: number;
  duplicateEmails?: readonly string[];
  delimiter?: ';' | ',';
}): GeneratedPatientCsv {
  const { rows, badRows = 0, duplicateEmails = [], delimiter = ';' } = options;
  const badEvery = Math.floor(rows / (badRows + 1));
  const duplicateEvery = Math.floor(rows / (duplicateEmails.length + 1));
  const badLines: number[] = [];
  const duplicateLines: number[] = [];
  const records: string[][] = [patientImportFields.map((field) => patientImportFieldLabels[field])];
  for (let i = 0; i < rows; i += 1) {
    const line = i + 2;
    const year = 1940 + (i % 70);
    const month = String(1 + (i % 12)).padStart(2, '0');
    const day = String(1 + (i % 28)).padStart(2, '0');
    const cells: Record<PatientImportField, string> = {
      lastName: lastNames[i % lastNames.length] as string,
      firstName: `${firstNames[i % firstNames.length]} ${i}`,
      // Both ways a spreadsheet writes a date.
      dateOfBirth: i % 2 ? `${year}-${month}-${day}` : `${day}/${month}/${year}`,
      sex: i % 2 ? 'F' : 'Homme',
      email: `patient.${i}@import.example`,
      phone: `438 ${String(200 + Math.floor(i / 10_000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
      otherPhone: i % 5 === 0 ? '450 555-0100' : '',
      address: `${100 + (i % 900)}, ${streets[i % streets.length]}`,
      city: 'Montréal',
      province: 'QC',
      postalCode: 'h2j1y2',
      firstVisit: '2020-01-15',
      lastVisit: i % 3 ? '2026-10-01' : '',
      emailConsent: i % 2 ? 'oui' : 'non',
      nameAtBirth: '',
      notes: i % 7 === 0 ? 'Dossier repris, « ancien logiciel »' : '',
    };
    const badIndex = badLines.length;
    const duplicateIndex = duplicateLines.length;
    if (badIndex < badRows && (i + 1) % badEvery === 0) {
      Object.assign(cells, badCells[badIndex % badCells.length]);
      badLines.push(line);
    } else if (duplicateIndex < duplicateEmails.length && (i + 1) % duplicateEvery === 3) {
      cells.email = duplicateEmails[duplicateIndex] as string;
      duplicateLines.push(line);
    }
    records.push(patientImportFields.map((field) => cells[field]));
  }
  return { text: stringify(records, { delimiter, record_delimiter: 'windows' }), badLines, duplicateLines };
}

/** Text as the browser sends it: its UTF-8 bytes in base64. */
export function base64Of(text: string | Uint8Array): string {
  return Buffer.from(text).toString('base64');
}

/** `count` records on file with known addresses, for the duplicates. */
export async function patientsOnFile(testApp: TestApp, count: number): Promise<{ id: string; email: string }[]> {
  const now = testApp.clock.now().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    firstName: 'Déjà',
    lastName: `Là ${i}`,
    email: `deja.la.${i}.${randomUUID().slice(0, 8)}@dossier.example`,
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < rows.length; start += 500) await testApp.db.insert(patients).values(rows.slice(start, start + 500));
  return rows.map(({ id, email }) => ({ id, email }));
}
