// Back-office accounts (the specification's "profiles") and their second factor.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id, updatedAt } from './columns';
import { staffRoles } from 'shared-domain/accounts/staff-role';
import { twoFactorAttemptTypes, twoFactorMethods } from 'shared-domain/accounts/two-factor';

export const staffUsers = sqliteTable('staff_users', {
  id: id(),
  // Stored lower-cased by the callers so uniqueness is case-insensitive.
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  role: text('role', { enum: staffRoles }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  // Set when an administrator deactivates the account: its sessions end, sign-in is refused.
  deactivatedAt: text('deactivated_at'),
});

/**
 * A person invited to the team: a single-use code bound to that e-mail, with the role it
 * gives, expiring after 7 days; only its hash is kept. The configured `ADMIN_INVITATION_CODE` only
 * creates the first account while the clinic has none.
 */
export const staffInvitations = sqliteTable(
  'staff_invitations',
  {
    id: id(),
    // Lower-cased, as staff_users.email.
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => staffUsers.id),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    usedBy: text('used_by').references(() => staffUsers.id),
    revokedAt: text('revoked_at'),
    revokedBy: text('revoked_by').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

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
  // Too many wrong codes after a right password: the factor refuses every code until
  // the owner unlocks it by an e-mailed link or an administrator resets it.
  lockedAt: text('locked_at'),
  // Wrong codes since the last right one (or unlock), across rate-limit windows: the lock's count.
  failedCodeCount: integer('failed_code_count').notNull().default(0),
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

/**
 * A staff member's private calendar feed (« Mon agenda sur mon téléphone »): one per member, found
 * by the hash of the secret in its URL (the URL itself is shown once). Resetting it replaces the
 * hash, so a URL that leaked stops working.
 */
export const staffCalendarFeeds = sqliteTable('staff_calendar_feeds', {
  id: id(),
  staffId: text('staff_id')
    .notNull()
    .unique()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  // Patients by full name rather than initials, as the member chose.
  fullNames: flag('full_names').default(false),
  createdAt: createdAt(),
  lastReadAt: text('last_read_at'),
});
