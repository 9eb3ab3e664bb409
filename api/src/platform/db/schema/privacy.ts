// Law 25: versioned consent texts and each person's consents, the one queue of requests
// about personal information, the confidentiality incident register, the retention review's
// decisions and the encrypted backups taken.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { familyRelationships } from 'shared-domain/patients/family';
import {
  backupTriggers,
  consentChannels,
  consentKinds,
  privacyRequestChannels,
  privacyRequestKinds,
  privacyRequestStatuses,
  retentionDecisions,
} from 'shared-domain/privacy/privacy';
import { appointments } from './appointments';
import { createdAt, flag, id, updatedAt } from './columns';
import { patientImports, patients } from './patients';
import { staffUsers } from './staff';

/** One version of a consent's wording; a new wording is a new version, never an edit. */
export const consentTexts = sqliteTable(
  'consent_texts',
  {
    id: id(),
    kind: text('kind', { enum: consentKinds }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: text('published_at').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('consent_texts_kind_version_idx').on(t.kind, t.version)],
);

/**
 * A consent one person gave (the version she read, when, where, who recorded it) and, once withdrawn,
 * when and where. `patientId` is null for a person the clinic has no record of yet (a waitlist
 * sign-up); `email` is how the consent is found again then. `importId` names the patient import
 * (its file and date) a consent came in with. The newest row of a patient's e-mail reminders is what
 * sends her e-mails: the database copies it into `patients.email_consent` and refuses any other
 * write of that column (migration 0027, `consent_ledger_drives_email_consent`).
 */
export const patientConsents = sqliteTable(
  'patient_consents',
  {
    id: id(),
    patientId: text('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    email: text('email'),
    kind: text('kind', { enum: consentKinds }).notNull(),
    version: integer('version').notNull(),
    channel: text('channel', { enum: consentChannels }).notNull(),
    givenAt: text('given_at').notNull(),
    recordedBy: text('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    withdrawnAt: text('withdrawn_at'),
    withdrawnChannel: text('withdrawn_channel', { enum: consentChannels }),
    withdrawnRecordedBy: text('withdrawn_recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    importId: text('import_id').references(() => patientImports.id, { onDelete: 'set null' }),
    /** The patient import whose « non » withdrew it (its undo gives it back). */
    withdrawnImportId: text('withdrawn_import_id').references(() => patientImports.id, { onDelete: 'set null' }),
    // A child under 14's care consent is given by a guardian (Civil Code of Québec, art. 14): who
    // signed, kept as it was that day (her name and her relationship), and her record's id (no
    // foreign key: a column added to a table cannot carry one that lets her record go).
    signerPatientId: text('signer_patient_id'),
    signerName: text('signer_name'),
    signerRelationship: text('signer_relationship', { enum: familyRelationships }),
    createdAt: createdAt(),
  },
  (t) => [index('patient_consents_patient_idx').on(t.patientId, t.kind), index('patient_consents_email_idx').on(t.email, t.kind)],
);

/**
 * A consent to e-mails ticked on the public booking form, under an address nobody has proven yet:
 * it is no consent until the booking's e-mailed link is opened, which turns it into a row of
 * `patient_consents` (given that day) and deletes this one. It goes with its booking.
 */
export const pendingBookingConsents = sqliteTable(
  'pending_booking_consents',
  {
    id: id(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: consentKinds }).notNull(),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_booking_consents_appointment_idx').on(t.appointmentId)],
);

/**
 * One request about personal information: access, correction, portability, withdrawal, cessation,
 * de-indexation, with its legal deadline, its answer and the letter sent. `patientId` is null for a
 * person the clinic has no record of (a de-indexation request from a visitor).
 */
export const privacyRequests = sqliteTable(
  'privacy_requests',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    patientId: text('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email'),
    kind: text('kind', { enum: privacyRequestKinds }).notNull(),
    channel: text('channel', { enum: privacyRequestChannels }).notNull(),
    details: text('details'),
    receivedOn: text('received_on').notNull(),
    dueOn: text('due_on').notNull(),
    status: text('status', { enum: privacyRequestStatuses }).notNull().default('open'),
    answer: text('answer'),
    answeredOn: text('answered_on'),
    answeredBy: text('answered_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    letterSentAt: text('letter_sent_at'),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('privacy_requests_status_idx').on(t.status, t.dueOn), index('privacy_requests_patient_idx').on(t.patientId)],
);

/** « Registre des incidents de confidentialité »: the regulation's eight fields, kept 5 years at least. */
export const privacyIncidents = sqliteTable(
  'privacy_incidents',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    informationInvolved: text('information_involved').notNull(),
    circumstances: text('circumstances').notNull(),
    occurredFrom: text('occurred_from').notNull(),
    occurredTo: text('occurred_to'),
    discoveredOn: text('discovered_on').notNull(),
    peopleCount: integer('people_count').notNull(),
    riskAssessment: text('risk_assessment').notNull(),
    seriousInjuryRisk: flag('serious_injury_risk'),
    commissionNotifiedOn: text('commission_notified_on'),
    peopleNotifiedOn: text('people_notified_on'),
    measures: text('measures').notNull(),
    recordedBy: text('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('privacy_incidents_discovered_idx').on(t.discoveredOn)],
);

/**
 * The privacy officer's decision about a record past its retention period. The patient id is kept
 * as plain text: a destroyed record leaves its decision behind.
 */
export const retentionDecisionsLog = sqliteTable(
  'retention_decisions',
  {
    id: id(),
    patientId: text('patient_id').notNull(),
    recordLabel: text('record_label').notNull(),
    lastServiceOn: text('last_service_on'),
    decision: text('decision', { enum: retentionDecisions }).notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at').notNull(),
  },
  (t) => [index('retention_decisions_patient_idx').on(t.patientId)],
);

/**
 * « Suspension légale »: a record the clinic must keep whatever its retention period (a dispute, a
 * court order, an insurer's claim, an incident under way that names it), with why, who placed it and
 * when; released, never deleted, so the review shows what held a record and who lifted it. While a
 * hold is not released, the record is neither anonymised nor destroyed. `incidentId` is set when the
 * hold is an incident of the register naming the record.
 */
export const recordHolds = sqliteTable(
  'record_holds',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    incidentId: text('incident_id').references(() => privacyIncidents.id, { onDelete: 'restrict' }),
    placedBy: text('placed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    placedAt: text('placed_at').notNull(),
    releasedBy: text('released_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    releasedAt: text('released_at'),
  },
  (t) => [index('record_holds_patient_idx').on(t.patientId, t.releasedAt)],
);

/** One encrypted backup written (`npm run backup` or the daily job), newest first in the monitoring view. */
export const backups = sqliteTable('backups', {
  id: id(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  trigger: text('trigger', { enum: backupTriggers }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  createdAt: createdAt(),
});

/**
 * « J'ai copié la clé de sauvegarde en lieu sûr »: a copy of the backup key named by its fingerprint
 * (a hash that does not reveal it) confirmed kept off the server, when and by whom. A new key has
 * another fingerprint, so it starts unconfirmed; unticking the box deletes the row (audited).
 */
export const backupKeyCopies = sqliteTable('backup_key_copies', {
  fingerprint: text('fingerprint').primaryKey(),
  confirmedBy: text('confirmed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  confirmedAt: text('confirmed_at').notNull(),
});
