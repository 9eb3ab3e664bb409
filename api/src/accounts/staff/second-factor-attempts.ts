// Every second-factor attempt leaves a `user_2fa_attempts` row (success, reason, address, user
// agent) and an audit event, and each account gets a bounded number of tries, so a stolen
// password cannot be followed by a brute force of the 6 digits.
import type { Context } from 'hono';
import type { AuditDetails } from 'shared-domain/platform/audit-actions';
import type { TwoFactorAttemptType } from 'shared-domain/accounts/two-factor';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { user2faAttempts } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import type { AppDeps } from '../../deps';
import { clientAddress } from '../../platform/http/client-address';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';

const userAgentLength = 300;

/** The audit actions of a successful attempt; every failure is `staff.second_factor_failed`. */
export type SecondFactorSuccessAction =
  | 'staff.second_factor_enabled'
  | 'staff.second_factor_verified'
  | 'staff.backup_code_used'
  | 'staff.backup_codes_regenerated'
  | 'staff.second_factor_reset';

export type SecondFactorAttempt = { staffId: string; attemptType: TwoFactorAttemptType } & (
  | { success: true; action: SecondFactorSuccessAction }
  /** Why it failed: `invalid_code`, `replayed_code`, `invalid_backup_code`, `rate_limited`… */
  | { success: false; reason: AuditDetails<'staff.second_factor_failed'>['reason'] }
);

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export async function recordSecondFactorAttempt(c: Context, deps: Deps, attempt: SecondFactorAttempt): Promise<void> {
  const ipAddress = clientAddress(c, deps.config.trustProxy ? deps.config.proxyHops : 0);
  await deps.db.insert(user2faAttempts).values({
    userId: attempt.staffId,
    attemptType: attempt.attemptType,
    success: attempt.success,
    failureReason: attempt.success ? null : attempt.reason,
    ipAddress,
    userAgent: c.req.header('user-agent')?.slice(0, userAgentLength) ?? null,
    ...createdTimestamp(deps.clock),
  });
  const actor = { type: 'staff', id: attempt.staffId } as const;
  const about = { entity: 'staff_users', entityId: attempt.staffId };
  await recordAuditEvent(
    deps,
    attempt.success
      ? { actor, action: attempt.action, ...about, details: { attemptType: attempt.attemptType, ipAddress } }
      : {
          actor,
          action: 'staff.second_factor_failed',
          ...about,
          details: { attemptType: attempt.attemptType, reason: attempt.reason, ipAddress },
        },
  );
}

/** Counts one try for the account; past the limit the try is recorded and refused with 429. */
export async function limitSecondFactorAttempts(c: Context, deps: Deps, staffId: string, attemptType: TwoFactorAttemptType): Promise<void> {
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.secondFactorAccount, staffId);
  if (verdict.allowed) return;
  await recordSecondFactorAttempt(c, deps, { staffId, attemptType, success: false, reason: 'rate_limited' });
  throw rateLimitedError(verdict);
}
