// Patient records and the portal accounts that sign in to see them.
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { staffUsers } from './staff';
import { createdAt, id, updatedAt } from './columns';
import { patientSexes } from 'shared-domain/clinical/clinical-lists';
import { patientStatuses } from 'shared-domain/patients/patient-status';
import { familyLinkEndReasons, familyLinkSources, familyRelationships } from 'shared-domain/patients/family';

export const patients = sqliteTable(
  'patients',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Not unique: a parent often books for several children under the same address.
    email: text('email'),
    phone: text('phone'),
    // The phone above is a mobile that takes texts: the patient's word (the file, or her portal profile).
    phoneMobile: integer('phone_mobile', { mode: 'boolean' }).notNull().default(false),
    address: text('address'),
    dateOfBirth: text('date_of_birth'),
    // What a chiropractor's record must hold besides (Regulation C-16, r. 14, s. 2).
    nameAtBirth: text('name_at_birth'),
    sex: text('sex', { enum: patientSexes }),
    // The clinic date the record was opened (filled from created_at for records that predate it).
    recordOpenedOn: text('record_opened_on'),
    consultationReason: text('consultation_reason'),
    status: text('status', { enum: patientStatuses }).notNull().default('active'),
    totalVisits: integer('total_visits').notNull().default(0),
    lastVisit: text('last_visit'),
    notes: text('notes'),
    otherPhone: text('other_phone'),
    // Whether the person agreed to e-mails (reminders, notices); null: not asked (a record imported without it).
    emailConsent: integer('email_consent', { mode: 'boolean' }),
    // Where the record's data came from, when it was imported from a spreadsheet (Law 25).
    // The retention review's outcome: identity replaced, or clinical record destroyed.
    anonymisedAt: text('anonymised_at'),
    recordDestroyedAt: text('record_destroyed_at'),
    importId: text('import_id').references((): AnySQLiteColumn => patientImports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('patients_email_idx').on(t.email), index('patients_name_idx').on(t.lastName, t.firstName)],
);

/** One spreadsheet brought in through « Importer des patients »: undoable for 7 days. */
export const patientImports = sqliteTable('patient_imports', {
  id: id(),
  fileName: text('file_name').notNull(),
  createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  rowCount: integer('row_count').notNull(),
  createdCount: integer('created_count').notNull(),
  updatedCount: integer('updated_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  undoUntil: text('undo_until').notNull(),
  undoneAt: text('undone_at'),
  undoneBy: text('undone_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * What an import did to one patient, so it can be undone: `created` rows are removed if untouched
 * since (`updated_at` still the import's), `updated` ones get `before` (JSON of the fields changed) back.
 */
export const patientImportChanges = sqliteTable(
  'patient_import_changes',
  {
    importId: text('import_id')
      .notNull()
      .references(() => patientImports.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['created', 'updated'] }).notNull(),
    before: text('before'),
    patientUpdatedAt: text('patient_updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.patientId] })],
);

export const patientAccounts = sqliteTable('patient_accounts', {
  id: id(),
  patientId: text('patient_id')
    .notNull()
    .unique()
    .references(() => patients.id, { onDelete: 'cascade' }),
  // Stored lower-cased by the callers so uniqueness is case-insensitive.
  email: text('email').notNull().unique(),
  // Null for accounts that only ever sign in with a magic link.
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  lastSignInAt: text('last_sign_in_at'),
});

/**
 * A family: a guardian's record (whose portal account signs in) linked to a dependant's record she
 * may act for in the portal (book, pay, read documents). Each guardian has her own link, so two
 * separated parents each keep theirs; a link is never deleted, only ended (`ended_at`). From the
 * dependant's 14th birthday it opens her record only if she agreed (`dependant_agreed_at`).
 */
export const familyLinks = sqliteTable(
  'family_links',
  {
    id: id(),
    guardianPatientId: text('guardian_patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    dependantPatientId: text('dependant_patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: familyRelationships }).notNull(),
    source: text('source', { enum: familyLinkSources }).notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    dependantAgreedAt: text('dependant_agreed_at'),
    endedAt: text('ended_at'),
    endedReason: text('ended_reason', { enum: familyLinkEndReasons }),
    endedBy: text('ended_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live link per guardian and dependant; an ended one stays as history.
    uniqueIndex('family_links_live_idx').on(t.guardianPatientId, t.dependantPatientId).where(sql`ended_at is null`),
    index('family_links_dependant_idx').on(t.dependantPatientId),
  ],
);
