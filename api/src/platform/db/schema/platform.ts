// Operational tables: shared counters and leases that let several API instances cooperate,
// the e-mail outbox, logs and the audit trail.
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, updatedAt } from './columns';
import { clientErrorRoles, errorSeverities } from 'shared-domain/platform/error-log';
import { auditActorTypes } from 'shared-domain/platform/audit-actor';
import { jobOutcomes } from 'shared-domain/automation/automation';

export const rateLimitBuckets = sqliteTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: text('window_started_at').notNull(),
});

export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: text('expires_at').notNull(),
});

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64': `content` is a binary file (a PDF) written in base64; otherwise it is the text itself. */
  encoding?: 'base64';
}

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Files sent with it (the booking's .ics): [{ filename, contentType, content }], text content.
    attachments: text('attachments', { mode: 'json' }).$type<OutboxAttachment[]>(),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
    error: text('error'),
    // The sending job: tries so far and when the next may run (backoff); null once sent or given up.
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    // What it is and whom it concerns (« Santé de l'automatisation »): the template's key
    // (shared-domain/clinic/email-templates) or another kind (shared-domain/automation/automation `otherMessageKinds`),
    // the patient and appointment, the batch that queued it; staff's « Réessayer » presses.
    kind: text('kind').notNull().default('other'),
    patientId: text('patient_id'),
    appointmentId: text('appointment_id'),
    batchId: text('batch_id'),
    manualRetries: integer('manual_retries').notNull().default(0),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_due_idx').on(t.sentAt, t.nextAttemptAt),
    index('email_outbox_patient_idx').on(t.patientId),
    index('email_outbox_batch_idx').on(t.batchId),
    index('email_outbox_kind_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * The last run of each scheduled job: one row per job, upserted by the scheduler after
 * every run it made (platform/jobs/scheduler.ts).
 */
export const jobStates = sqliteTable('job_states', {
  name: text('name').primaryKey(),
  lastStartedAt: text('last_started_at').notNull(),
  lastDurationMs: integer('last_duration_ms').notNull(),
  lastOutcome: text('last_outcome', { enum: jobOutcomes }).notNull(),
  lastHolder: text('last_holder').notNull(),
  lastErrorCode: text('last_error_code'),
  lastFigures: text('last_figures', { mode: 'json' }).$type<Record<string, number>>(),
});

/** The runs that did something or failed (a sweep that found nothing is not kept); pruned after 14 days. */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    holder: text('holder').notNull(),
    startedAt: text('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome', { enum: jobOutcomes }).notNull(),
    figures: text('figures', { mode: 'json' }).$type<Record<string, number>>(),
    errorCode: text('error_code'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt)],
);

export const clientErrorLogs = sqliteTable(
  'client_error_logs',
  {
    id: id(),
    errorId: text('error_id').notNull(),
    errorCode: text('error_code').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    severity: text('severity', { enum: errorSeverities }).notNull(),
    context: text('context', { mode: 'json' }).$type<Record<string, unknown>>(),
    userAgent: text('user_agent'),
    /** The page's path, without its query or fragment (they may hold a link's token). */
    page: text('page'),
    /** Who was signed in: a staff role, 'patient', or null for a visitor. */
    role: text('role', { enum: clientErrorRoles }),
    createdAt: createdAt(),
  },
  (t) => [index('client_error_logs_created_idx').on(t.createdAt)],
);

export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: id(),
    actorId: text('actor_id'),
    actorType: text('actor_type', { enum: auditActorTypes }).notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    createdAt: createdAt(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId), index('audit_events_created_idx').on(t.createdAt)],
);

export const analyticsMetrics = sqliteTable('analytics_metrics', {
  id: id(),
  metricName: text('metric_name').notNull().unique(),
  metricValue: real('metric_value').notNull(),
  updatedAt: updatedAt(),
});
