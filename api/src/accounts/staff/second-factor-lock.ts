// The lock of the second factor. The rate limit alone (10 codes per 15 minutes)
// never escalated: about 960 guesses a day. Now every wrong code is also counted, across windows
// and whatever the time: after `secondFactorLockAfter` wrong codes without a right one, the factor
// refuses every code (right ones too) until its owner opens the unlock link e-mailed at the lock,
// or an administrator resets it (which deletes the factor). A right code forgives only the wrong
// codes of its own session (the owner's typos): failures made in other sessions keep counting.
//
// The lock ends every session of the account that has not passed the second factor (the guesser's
// among them), and the unlock replaces the password: whoever guessed codes with the old password is
// out, and must steal the new one to guess again. So a thief holding the password gets at most
// `secondFactorLockAfter` guesses per password stolen, however often the owner unlocks: each right
// with probability 3 / 10^6 (a code is accepted one step either side), 1 − (1 − 3·10⁻⁶)^5 ≈
// 0.0015 % per stolen password (before: 265 guesses a year with weekly unlocks, 0.08 %; 0.75 % at
// two unlocks a day). Backup codes are worse for him (10 valid of 2^32 per guess).
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import type { TwoFactorAttemptType } from 'shared-domain/accounts/two-factor';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { sessions, staffUsers, user2faSettings, verifications } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import type { StaffEnv } from '../../platform/http/subject';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { hashToken, mintToken } from '../../platform/tokens/tokens';
import { secondFactorUnlockEmail } from './second-factor-unlock-email';
import { passwordChangedEmail } from './password-changed-email';
import { hashPassword, verifyPassword } from '../passwords/password';
import { passwordWeakness, personalWords } from '../passwords/password-strength';
import { forgetTrustedDevices } from '../devices/trusted-device';
import { recordSecondFactorAttempt } from './second-factor-attempts';

/** Wrong codes, without a right one in between, that lock the factor. */
export const secondFactorLockAfter = 5;
/** How long an unlock link works. */
export const unlockLinkHours = 24;
export const unlockLinkType = 'second_factor_unlock';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export function secondFactorLocked(): AppError {
  return new AppError(errorCodes.secondFactorLocked, m.secondFactorLocked);
}

/**
 * Refuses any code while the factor is locked: the try is recorded, and if the owner has no live
 * unlock link left (it expired) a new one is e-mailed — at most one a day.
 */
export async function refuseWhileLocked(
  c: Context<StaffEnv>,
  deps: Deps,
  staffId: string,
  attemptType: TwoFactorAttemptType,
): Promise<void> {
  const [row] = await deps.db
    .select({ lockedAt: user2faSettings.lockedAt })
    .from(user2faSettings)
    .where(eq(user2faSettings.userId, staffId));
  if (!row?.lockedAt) return;
  await recordSecondFactorAttempt(c, deps, { staffId, attemptType, success: false, reason: 'locked' });
  const live = await deps.db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.type, unlockLinkType),
        eq(verifications.target, staffId),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, deps.clock.now().toISOString()),
      ),
    );
  if (live.length === 0) await sendUnlockLink(deps, staffId, []);
  throw secondFactorLocked();
}

/**
 * Counts a wrong code for the account and for this session; when it makes the count reach the
 * limit, locks the factor (one guarded statement: of racing requests, one locks) and e-mails the
 * unlock link, then throws the lock's refusal. Returns when the factor is still open.
 */
export async function countWrongCode(c: Context<StaffEnv>, deps: Deps, staffId: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  await deps.db.batch([
    deps.db
      .update(user2faSettings)
      .set({ failedCodeCount: sql`${user2faSettings.failedCodeCount} + 1`, updatedAt: now })
      .where(eq(user2faSettings.userId, staffId)),
    deps.db
      .update(sessions)
      .set({ failedCodes: sql`${sessions.failedCodes} + 1` })
      .where(eq(sessions.id, c.get('session').id)),
  ]);
  const locked = await deps.db
    .update(user2faSettings)
    .set({ lockedAt: now, updatedAt: now })
    .where(
      and(
        eq(user2faSettings.userId, staffId),
        isNull(user2faSettings.lockedAt),
        eq(user2faSettings.isEnabled, true),
        sql`${user2faSettings.failedCodeCount} >= ${secondFactorLockAfter}`,
      ),
    )
    .returning({ failedCodes: user2faSettings.failedCodeCount });
  const [lock] = locked;
  if (!lock) return;
  await sendUnlockLink(deps, staffId, [
    // Every session still waiting for a code ends: the guesser's (and the owner's own, who signs in again).
    deps.db
      .delete(sessions)
      .where(and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, staffId), eq(sessions.secondFactorVerified, false))),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'staff.second_factor_locked',
      entity: 'staff_users',
      entityId: staffId,
      details: { failedCodes: lock.failedCodes },
    }),
  ]);
  throw secondFactorLocked();
}

/** A right code: the wrong codes of this session are forgiven, those of other sessions stay counted. */
export async function forgiveOwnWrongCodes(c: Context<StaffEnv>, deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string): Promise<void> {
  const sessionId = c.get('session').id;
  const [own] = await deps.db.select({ failedCodes: sessions.failedCodes }).from(sessions).where(eq(sessions.id, sessionId));
  const forgiven = own?.failedCodes ?? 0;
  if (forgiven === 0) return;
  await deps.db.batch([
    deps.db
      .update(user2faSettings)
      .set({ failedCodeCount: sql`max(0, ${user2faSettings.failedCodeCount} - ${forgiven})`, updatedAt: deps.clock.now().toISOString() })
      .where(eq(user2faSettings.userId, staffId)),
    deps.db.update(sessions).set({ failedCodes: 0 }).where(eq(sessions.id, sessionId)),
  ]);
}

/** A new unlock link (earlier unused ones die), its e-mail queued in the same batch as `alongside`. */
async function sendUnlockLink(deps: Deps, staffId: string, alongside: BatchItem<'sqlite'>[]): Promise<void> {
  const [staff] = await deps.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!staff) return;
  const clinic = await loadClinicSettings(deps.db);
  const token = mintToken('secret');
  const now = deps.clock.now();
  const url = `${absoluteUrl(deps.config.publicUrl, paths.adminUnlock.build())}#jeton=${token}`;
  await deps.db.batch([
    deps.db
      .delete(verifications)
      .where(and(eq(verifications.type, unlockLinkType), eq(verifications.target, staffId), isNull(verifications.usedAt))),
    deps.db.insert(verifications).values({
      type: unlockLinkType,
      target: staffId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + unlockLinkHours * 3600_000).toISOString(),
      ...createdTimestamp(deps.clock),
    }),
    outboxInsert(deps, { ...secondFactorUnlockEmail({ to: staff.email, url, at: now, hours: unlockLinkHours, clinic }), kind: 'staff' }),
    ...alongside,
  ]);
  nudgeOutboxSender(deps);
}

/**
 * Uses up an unlock link, opens the factor again (count back to zero) and replaces the password:
 * every session and trusted browser of the account ends, and she is told by e-mail. A password too
 * easy to guess is refused beside its field and leaves the link working. Returns the staff id, or
 * undefined for a link unknown, used or expired. Marking it used is one statement: one use wins.
 */
export async function unlockSecondFactor(deps: Deps, token: string, password: string): Promise<string | undefined> {
  const now = deps.clock.now().toISOString();
  const pending = and(
    eq(verifications.tokenHash, hashToken(token)),
    eq(verifications.type, unlockLinkType),
    isNull(verifications.usedAt),
    gt(verifications.expiresAt, now),
  );
  const [link] = await deps.db.select({ staffId: verifications.target }).from(verifications).where(pending);
  const [member] = link
    ? await deps.db
        .select({ email: staffUsers.email, fullName: staffUsers.fullName, passwordHash: staffUsers.passwordHash })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, link.staffId), isNull(staffUsers.deactivatedAt)))
    : [];
  if (!link || !member) return undefined;
  const clinic = await loadClinicSettings(deps.db);
  const weakness = passwordWeakness(
    password,
    personalWords({ names: [member.fullName], email: member.email, clinicName: clinic.clinicName }),
  );
  if (weakness) throw fieldRefusal({ password: weakness });
  // The old password may be the one that was stolen: the unlock only helps with a new one.
  if (member.passwordHash && (await verifyPassword(password, member.passwordHash))) {
    throw fieldRefusal({ password: m.samePassword });
  }
  const passwordHash = await hashPassword(password);

  const used = await deps.db.update(verifications).set({ usedAt: now }).where(pending).returning({ staffId: verifications.target });
  if (used.length === 0) return undefined;
  const staffId = link.staffId;
  const open = await deps.db.$count(sessions, and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, staffId)));
  // Should the unlock itself fail, the link is given back: else the account would stay locked until
  // the next link.
  const giveLinkBack = () =>
    deps.db
      .update(verifications)
      .set({ usedAt: null })
      .where(and(eq(verifications.tokenHash, hashToken(token)), eq(verifications.type, unlockLinkType), eq(verifications.usedAt, now)));
  await deps.db
    .batch([
      deps.db
        .update(user2faSettings)
        .set({ lockedAt: null, failedCodeCount: 0, updatedAt: now })
        .where(and(eq(user2faSettings.userId, staffId), isNotNull(user2faSettings.lockedAt))),
      deps.db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffId)),
      deps.db.delete(sessions).where(and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, staffId))),
      forgetTrustedDevices(deps, 'staff', staffId),
      auditEventInsert(deps, {
        actor: { type: 'staff', id: staffId },
        action: 'staff.second_factor_unlocked',
        entity: 'staff_users',
        entityId: staffId,
        details: { passwordChanged: true, sessionsEnded: open },
      }),
      outboxInsert(deps, {
        ...passwordChangedEmail({ to: member.email, fullName: member.fullName, clinicName: clinic.clinicName }),
        kind: 'staff',
      }),
    ])
    .catch(async (error: unknown) => {
      await giveLinkBack();
      throw error;
    });
  nudgeOutboxSender(deps);
  return staffId;
}
