// Back-office accounts (the specification's "profiles") and their second factor.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id, updatedAt } from './columns';
import { staffRoles } from 'shared-domain/staff-role';
import { twoFactorAttemptTypes, twoFactorMethods } from 'shared-domain/two-factor';

export const staffUsers = sqliteTable('staff_users', {
  id: id(),
  // Stored lower-cased by the callers so uniqueness is case-insensitive.
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  role: text('role', { enum: staffRoles }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const user2faSettings = sqliteTable('user_2fa_settings', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  totpSecretEncrypted: text('totp_secret_encrypted').notNull(),
  backupCodeHashes: text('backup_code_hashes', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .$defaultFn(() => []),
  isEnabled: flag('is_enabled').default(false),
  method: text('method', { enum: twoFactorMethods }).notNull().default('totp'),
  verifiedAt: text('verified_at'),
  lastUsedAt: text('last_used_at'),
  // The 30 s step of the last accepted code: a code from that step or earlier is a replay.
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const user2faAttempts = sqliteTable(
  'user_2fa_attempts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    attemptType: text('attempt_type', { enum: twoFactorAttemptTypes }).notNull(),
    success: flag('success'),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('user_2fa_attempts_user_created_idx').on(t.userId, t.createdAt)],
);
