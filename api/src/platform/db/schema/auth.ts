// Server-side sessions and single-use tokens. Both hold only hashes of the secrets handed
// out, so a copy of the database cannot be used to sign in.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';
import { sessionSubjectTypes } from 'shared-domain/accounts/session-subject';

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the cookie's secret.
    id: text('id').primaryKey(),
    subjectType: text('subject_type', { enum: sessionSubjectTypes }).notNull(),
    // A staff user or a patient account, per subject_type, hence no foreign key.
    subjectId: text('subject_id').notNull(),
    secondFactorVerified: flag('second_factor_verified').default(false),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    userAgent: text('user_agent'),
    // Wrong second-factor codes given in this session: a right code in the same session forgives
    // them (the owner's typos), while failures made in other sessions keep counting.
    failedCodes: integer('failed_codes').notNull().default(0),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectType, t.subjectId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const verifications = sqliteTable(
  'verifications',
  {
    id: id(),
    // What the token proves, e.g. 'patient_magic_link'.
    type: text('type').notNull(),
    // Whom it is for, e.g. the e-mail address or account id.
    target: text('target').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verifications_type_target_idx').on(t.type, t.target)],
);
