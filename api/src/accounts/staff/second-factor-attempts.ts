// Every second-factor attempt leaves a `user_2fa_attempts` row (success, reason, address, user
// agent) and an audit event, and each account gets a bounded number of tries, so a stolen
// password cannot be followed by a brute force of the 6 digits.
import type { Context } from 'hono';
import type { TwoFactorAttemptType } from 'shared-domain/two-factor';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { user2faAttempts } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import type { AppDeps } from '../../deps';
import { clientAddress } from '../../platform/http/client-address';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';

const userAgentLength = 300;

export interface SecondFactorAttempt {
  staffId: string;
  attemptType: TwoFactorAttemptType;
  success: boolean;
  /** Why it failed: `invalid_code`, `replayed_code`, `invalid_backup_code`, `rate_limited`… */
  reason?: string;
  /** The audit action of a success (`staff.second_factor_verified`…); failures are `staff.second_factor_failed`. */
  action: string;
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export async function recordSecondFactorAttempt(c: Context, deps: Deps, attempt: SecondFactorAttempt): Promise<void> {
  const ipAddress = clientAddress(c, deps.config.trustProxy ? deps.config.proxyHops : 0);
  await deps.db.insert(user2faAttempts).values({
    userId: attempt.staffId,
    attemptType: attempt.attemptType,
    success: attempt.success,
    failureReason: attempt.reason ?? null,
    ipAddress,
    userAgent: c.req.header('user-agent')?.slice(0, userAgentLength) ?? null,
    ...createdTimestamp(deps.clock),
  });
  await recordAuditEvent(deps, {
    actor: { type: 'staff', id: attempt.staffId },
    action: attempt.success ? attempt.action : 'staff.second_factor_failed',
    entity: 'staff_users',
    entityId: attempt.staffId,
    details: { attemptType: attempt.attemptType, ...(attempt.reason ? { reason: attempt.reason } : {}), ipAddress },
  });
}

/** Counts one try for the account; past the limit the try is recorded and refused with 429. */
export async function limitSecondFactorAttempts(c: Context, deps: Deps, staffId: string, attemptType: TwoFactorAttemptType): Promise<void> {
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.secondFactorAccount, staffId);
  if (verdict.allowed) return;
  await recordSecondFactorAttempt(c, deps, { staffId, attemptType, success: false, reason: 'rate_limited', action: '' });
  throw rateLimitedError(verdict);
}
