// The demo clinic's « Importer des patients »: two days ago the administrator brought in
// the export of the clinic's former software — 13 rows, 12 patients created, one row with an
// unreadable e-mail left out — so the list of past imports is not empty and its undo (open five
// more days) can be tried. Each record carries the batch, as a real import writes it, and each
// « oui » of the file is its entry in the consent ledger under the import (Hugo Boisvert has since
// withdrawn his by e-mail, recorded at the desk yesterday: the demo's reminders skip him).
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Clock } from 'shared-domain/platform/clinic-time';
import type { PatientSex } from 'shared-domain/clinical/clinical-lists';
import { patientImportLimits } from 'shared-domain/patients/patient-import';
import type { Database } from '../platform/db/client';
import { auditEvents, patientConsents, patientImportChanges, patientImports, patients } from '../platform/db/schema';
import { consentEntryRow } from '../privacy/consents/consent-entry';

const day = 86_400_000;

/** The imported patient who withdrew his e-mails since. */
export const demoImportWithdrawal = { firstName: 'Hugo', lastName: 'Boisvert' } as const;

export const demoPatientImport = {
  fileName: 'export-ancien-logiciel.csv',
  importedDaysAgo: 2,
  rowCount: 13,
} as const;

type ImportedDemoPatient = [
  firstName: string,
  lastName: string,
  dateOfBirth: string,
  sex: PatientSex,
  phone: string,
  street: string,
  firstVisit: string,
  lastVisit: string | null,
  emailConsent: boolean,
];

const importedPatients: ImportedDemoPatient[] = [
  ['Geneviève', 'Dufresne', '1979-04-12', 'female', '514 555-0311', '4520, rue Garnier', '2016-09-08', '2026-06-17', true],
  ['Olivier', 'Lachance', '1988-11-02', 'male', '514 555-0312', '2215, rue Masson', '2019-01-22', '2026-09-03', true],
  ['Annie', 'Paquette', '1965-07-30', 'female', '438 555-0313', '6780, avenue Christophe-Colomb', '2012-03-14', '2025-12-11', false],
  ['Samuel', 'Thibodeau', '2011-02-19', 'male', '514 555-0314', '3301, rue de Bellechasse', '2021-05-05', '2026-08-20', true],
  ['Rosalie', 'Vachon', '1993-09-25', 'female', '438 555-0315', '1450, boulevard Saint-Joseph Est', '2022-10-18', '2026-10-06', true],
  ['Denis', 'Poirier', '1957-12-08', 'male', '450 555-0316', '88, rue Principale, Laval', '2010-06-01', '2024-11-27', false],
  ['Camille', 'Desjardins', '1999-05-16', 'female', '514 555-0317', '5120, rue Chabot', '2023-02-09', '2026-07-14', true],
  ['Hugo', 'Boisvert', '1984-08-03', 'male', '514 555-0318', '6015, rue Saint-Hubert', '2018-11-30', '2026-04-22', true],
  ['Julie', 'Larouche', '1971-01-27', 'female', '438 555-0319', '2630, rue Bélanger', '2014-08-19', '2025-09-30', true],
  ['Antoine', 'Marcoux', '2006-10-11', 'male', '514 555-0320', '7340, avenue de Gaspé', '2020-04-07', null, false],
  ['Isabelle', 'Nadeau', '1968-03-05', 'female', '450 555-0321', '245, rue Notre-Dame, Repentigny', '2011-01-25', '2026-02-12', true],
  ['François', 'Savard', '1990-06-21', 'male', '514 555-0322', '4890, rue Fabre', '2024-01-16', '2026-09-24', true],
];

const emailOf = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().concat('@courriel.example');

export function demoPatientImportStatements(db: Database, options: { clock: Clock; adminId: string }): BatchItem<'sqlite'>[] {
  const importedAt = new Date(options.clock.now().getTime() - demoPatientImport.importedDaysAgo * day);
  const at = importedAt.toISOString();
  const importId = randomUUID();
  const rows = importedPatients.map(([firstName, lastName, dateOfBirth, sex, phone, street, firstVisit, lastVisit]) => ({
    id: randomUUID(),
    firstName,
    lastName,
    email: emailOf(firstName, lastName),
    phone,
    address: street.includes(',') ? `${street} (Québec)` : `${street}, Montréal (Québec)`,
    dateOfBirth,
    sex,
    recordOpenedOn: firstVisit,
    lastVisit,
    importId,
    createdAt: at,
    updatedAt: at,
  }));
  const created = rows.length;
  const skipped = demoPatientImport.rowCount - created;
  return [
    db.insert(patientImports).values({
      id: importId,
      fileName: demoPatientImport.fileName,
      createdBy: options.adminId,
      rowCount: demoPatientImport.rowCount,
      createdCount: created,
      updatedCount: 0,
      skippedCount: skipped,
      undoUntil: new Date(importedAt.getTime() + patientImportLimits.undoDays * day).toISOString(),
      createdAt: at,
    }),
    db.insert(patients).values(rows),
    db.insert(patientConsents).values(
      rows.flatMap((row, index) => {
        if (!importedPatients[index]?.[8]) return [];
        const withdrawn = row.firstName === demoImportWithdrawal.firstName;
        const entry = consentEntryRow({
          patientId: row.id,
          email: row.email,
          kind: 'email_reminders',
          version: 1,
          channel: 'import',
          at,
          importId,
        });
        return [
          withdrawn
            ? {
                ...entry,
                withdrawnAt: new Date(options.clock.now().getTime() - day).toISOString(),
                withdrawnChannel: 'email' as const,
                withdrawnRecordedBy: options.adminId,
              }
            : entry,
        ];
      }),
    ),
    db
      .insert(patientImportChanges)
      .values(rows.map((row) => ({ importId, patientId: row.id, action: 'created' as const, patientUpdatedAt: at }))),
    db.insert(auditEvents).values({
      id: randomUUID(),
      actorType: 'staff',
      actorId: options.adminId,
      action: 'patients.imported',
      entity: 'patient_imports',
      entityId: importId,
      details: { rows: demoPatientImport.rowCount, created, updated: 0, skipped },
      createdAt: at,
    }),
  ];
}

/** How many records the demo's import created (the patient list's tests count the demo's records). */
export const demoImportedPatientCount = importedPatients.length;
