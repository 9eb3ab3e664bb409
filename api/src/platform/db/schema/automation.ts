// Automation: the rules the clinic pauses and times, what each rule already sent (so a
// job never sends the same thing twice), and batch operations with their items for the report and
// the undo.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { actionableListKeys } from 'shared-domain/analytics/actionable-lists';
import { batchItemOutcomes, batchKinds, batchStatuses } from 'shared-domain/automation/automation';
import { createdAt, flag, id } from './columns';
import { patients } from './patients';
import { staffUsers } from './staff';

/** A rule's switch and its own timing; no row: the rule is on with its default timing. */
export const automationRules = sqliteTable('automation_rules', {
  key: text('key').primaryKey(),
  enabled: flag('enabled').default(true),
  delay: integer('delay'),
  updatedBy: text('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  updatedAt: text('updated_at').notNull(),
});

/**
 * What a rule's job has sent, once per subject (`subject` e.g. an appointment id, 'patient:year'):
 * the primary key makes a second send of the same thing a conflict, whichever instance tries.
 */
export const automationSends = sqliteTable(
  'automation_sends',
  {
    rule: text('rule').notNull(),
    subject: text('subject').notNull(),
    outboxId: text('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.subject] })],
);

export const batchOperations = sqliteTable(
  'batch_operations',
  {
    id: id(),
    kind: text('kind', { enum: batchKinds }).notNull(),
    status: text('status', { enum: batchStatuses }).notNull().default('done'),
    // The request as validated (selection, reason, options), for the report.
    params: text('params', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Null: not undoable (messages).
    undoUntil: text('undo_until'),
    undoneAt: text('undone_at'),
    undoneBy: text('undone_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('batch_operations_created_idx').on(t.createdAt)],
);

export const batchItems = sqliteTable(
  'batch_items',
  {
    id: id(),
    batchId: text('batch_id')
      .notNull()
      .references(() => batchOperations.id, { onDelete: 'cascade' }),
    appointmentId: text('appointment_id'),
    patientId: text('patient_id'),
    outcome: text('outcome', { enum: batchItemOutcomes }).notNull(),
    // The appointment as it was (status, start, end…) for the undo.
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    movesTo: text('moves_to'),
    outboxId: text('outbox_id'),
    note: text('note'),
  },
  (t) => [index('batch_items_batch_idx').on(t.batchId), index('batch_items_appointment_idx').on(t.appointmentId)],
);

/**
 * « Analyses actionnables »: each message sent from a list's row, once per subject (the patient or
 * the waitlist entry, and what it answers: the re-exam's date, the episode's last visit, the last
 * visit before reactivation, the day). Written in the batch that sends it: a second click's batch
 * fails on the unique index and sends nothing.
 */
export const actionableSends = sqliteTable(
  'actionable_sends',
  {
    id: id(),
    list: text('list', { enum: actionableListKeys }).notNull(),
    patientId: text('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    batchId: text('batch_id').references(() => batchOperations.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('actionable_sends_patient_idx').on(t.patientId), uniqueIndex('actionable_sends_subject_idx').on(t.list, t.subject)],
);

/**
 * An automatic exclusion from the reactivation message lifted by staff, with the reason they gave
 * (Law 25 s. 12.1: a person reviews the system's decision). A later withdrawal of consent wins.
 */
export const actionableOverrides = sqliteTable(
  'actionable_overrides',
  {
    id: id(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['reactivation'] }).notNull(),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('actionable_overrides_patient_idx').on(t.patientId, t.list)],
);
