// Clinical notes (health data: reads and changes are audited by the API) and their templates.
import { blob, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { appointments } from './appointments';
import { createdAt, flag, id, updatedAt } from './columns';
import { patients } from './patients';
import { staffUsers } from './staff';
import { soapCategories } from 'shared-domain/clinical/soap-category';
import { type IntakeFormDefinition, intakeStatuses, type OptionalIntakeSection } from 'shared-domain/clinical/intake-form';
import {
  addendumKinds,
  attachmentKinds,
  noteStatuses,
  outcomeSources,
  questionnaireIds,
  questionnaireRequestStatuses,
} from 'shared-domain/clinical/clinical-lists';

// An episode of care: why the patient came, from when, consent to treatment recorded, until when.
export const episodesOfCare = sqliteTable(
  'episodes_of_care',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    reason: text('reason').notNull(),
    startedOn: text('started_on').notNull(),
    consentRecordedAt: text('consent_recorded_at'),
    consentRecordedBy: text('consent_recorded_by').references(() => staffUsers.id),
    endedOn: text('ended_on'),
    endNote: text('end_note'),
    createdBy: text('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // By patient (her file), and by start (« Progrès des patients »: the episodes of a period).
  (t) => [index('episodes_of_care_patient_idx').on(t.patientId, t.startedOn), index('episodes_of_care_started_idx').on(t.startedOn)],
);

// Records must be kept, so neither the patient nor the author can be deleted from under a note.
export const soapNotes = sqliteTable(
  'soap_notes',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: text('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    visitDate: text('visit_date').notNull(),
    episodeId: text('episode_id').references(() => episodesOfCare.id),
    templateId: text('template_id').references(() => soapTemplates.id),
    // A draft its author edits; once signed, a trigger of migration 0006 refuses any change.
    status: text('status', { enum: noteStatuses }).notNull().default('draft'),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    // The structured parts (shared-domain `noteStructureSchema`), as JSON.
    structured: text('structured'),
    createdBy: text('created_by')
      .notNull()
      .references(() => staffUsers.id),
    signedAt: text('signed_at'),
    signedBy: text('signed_by').references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('soap_notes_patient_visit_idx').on(t.patientId, t.visitDate)],
);

// Dated and signed when written; never changed nor deleted (a trigger of migration 0006).
export const soapNoteAddenda = sqliteTable(
  'soap_note_addenda',
  {
    id: id(),
    noteId: text('note_id')
      .notNull()
      .references(() => soapNotes.id),
    kind: text('kind', { enum: addendumKinds }).notNull(),
    reason: text('reason'),
    text: text('text').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('soap_note_addenda_note_idx').on(t.noteId, t.createdAt)],
);

// Exam results, imaging reports and correspondence, kept in the database with the record.
export const recordAttachments = sqliteTable(
  'record_attachments',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    noteId: text('note_id').references(() => soapNotes.id),
    kind: text('kind', { enum: attachmentKinds }).notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: blob('content', { mode: 'buffer' }).notNull(),
    receivedOn: text('received_on').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('record_attachments_patient_idx').on(t.patientId, t.receivedOn)],
);

// One filled questionnaire or scale (pain 0–10, PGIC, Oswestry, NDI…) and its score.
export const outcomeMeasures = sqliteTable(
  'outcome_measures',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeId: text('episode_id').references(() => episodesOfCare.id),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    questionnaire: text('questionnaire', { enum: questionnaireIds }).notNull(),
    // The answers as JSON (item id → chosen value), scored by shared-domain's engine.
    answers: text('answers').notNull(),
    score: real('score').notNull(),
    recordedOn: text('recorded_on').notNull(),
    source: text('source', { enum: outcomeSources }).notNull(),
    recordedBy: text('recorded_by').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  // By patient (her chart), and by day (« Progrès des patients »: a period's scores).
  (t) => [index('outcome_measures_patient_idx').on(t.patientId, t.recordedOn), index('outcome_measures_recorded_idx').on(t.recordedOn)],
);

// A questionnaire the clinic sends to the portal for the patient to fill before a visit.
export const questionnaireRequests = sqliteTable(
  'questionnaire_requests',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    questionnaire: text('questionnaire', { enum: questionnaireIds }).notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    episodeId: text('episode_id').references(() => episodesOfCare.id),
    status: text('status', { enum: questionnaireRequestStatuses }).notNull().default('pending'),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    completedAt: text('completed_at'),
    outcomeId: text('outcome_id').references(() => outcomeMeasures.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questionnaire_requests_patient_idx').on(t.patientId, t.status)],
);

export const soapTemplates = sqliteTable('soap_templates', {
  id: id(),
  name: text('name').notNull().unique(),
  category: text('category', { enum: soapCategories }).notNull(),
  subjective: text('subjective').notNull(),
  objective: text('objective').notNull(),
  assessment: text('assessment').notNull(),
  plan: text('plan').notNull(),
  followUpDays: integer('follow_up_days').notNull(),
  isActive: flag('is_active').default(true),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * « Questionnaire d'accueil »: each version of the clinic's intake form, kept whole (its
 * introduction, the optional sections asked, the form as shown). A new wording is a new version.
 */
export const intakeForms = sqliteTable(
  'intake_forms',
  {
    id: id(),
    version: integer('version').notNull(),
    introduction: text('introduction').notNull(),
    // The optional sections asked (JSON array of ids) and the whole form of the version (JSON).
    optionalSections: text('optional_sections', { mode: 'json' }).$type<OptionalIntakeSection[]>().notNull(),
    definition: text('definition', { mode: 'json' }).$type<IntakeFormDefinition>().notNull(),
    publishedAt: text('published_at').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('intake_forms_version_idx').on(t.version)],
);

/**
 * One patient's intake for a first visit: a draft saved as she types, then signed (who signed, the
 * relationship to the patient — a guardian for a child —, when, the consent text agreed to), then
 * read by the practitioner. The answers are sealed at rest (AES-GCM, the row's id as associated
 * data). Migration 0040's triggers refuse any change to a signed one's answers or signature: a
 * change after signing is a new row (`submission_version` + 1, `replaces_id`).
 */
export const intakeSubmissions = sqliteTable(
  'intake_submissions',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    formId: text('form_id')
      .notNull()
      .references(() => intakeForms.id),
    submissionVersion: integer('submission_version').notNull().default(1),
    replacesId: text('replaces_id'),
    status: text('status', { enum: intakeStatuses }).notNull().default('draft'),
    answersEncrypted: text('answers_encrypted'),
    signedName: text('signed_name'),
    signedRelationship: text('signed_relationship'),
    signedAt: text('signed_at'),
    agreedText: text('agreed_text'),
    healthConsent: flag('health_consent').default(false),
    reviewedBy: text('reviewed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    reviewedAt: text('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('intake_submissions_patient_idx').on(t.patientId, t.status),
    index('intake_submissions_appointment_idx').on(t.appointmentId),
  ],
);
