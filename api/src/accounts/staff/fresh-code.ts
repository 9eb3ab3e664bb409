// A fresh code asked of a signed-in staff member before a sensitive change (new backup codes, a
// factor reset, a new password): checked for real (a replay is refused), counted by the rate limit
// and by the second factor's lock like the codes of sign-in.
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { StaffEnv } from '../../platform/http/subject';
import { acceptBackupCode, acceptTotpCode } from './accept-second-factor';
import { limitSecondFactorAttempts, recordSecondFactorAttempt, type SecondFactorSuccessAction } from './second-factor-attempts';
import { countWrongCode, forgiveOwnWrongCodes, refuseWhileLocked } from './second-factor-lock';

/**
 * Whether `code` (6 digits from the authenticator, or an 8-character backup code, which is struck
 * off) proves the factor now; a wrong one is recorded and counted, and the lock's refusal thrown
 * when it locks. The caller answers a wrong code beside its own field.
 */
export async function proveFreshCode(
  c: Context<StaffEnv>,
  deps: AppDeps,
  staffId: string,
  code: string,
  action: SecondFactorSuccessAction,
): Promise<boolean> {
  const attemptType = code.length === 6 ? 'totp' : 'backup_code';
  await limitSecondFactorAttempts(c, deps, staffId, attemptType);
  await refuseWhileLocked(c, deps, staffId, attemptType);
  const accepted = attemptType === 'totp' ? await acceptTotpCode(deps, staffId, code) : await acceptBackupCode(deps, staffId, code);
  if (!accepted.ok) {
    await recordSecondFactorAttempt(c, deps, { staffId, attemptType, success: false, reason: accepted.reason });
    if (accepted.reason !== 'not_set_up' && accepted.reason !== 'unreadable_secret') await countWrongCode(c, deps, staffId);
    return false;
  }
  await recordSecondFactorAttempt(c, deps, { staffId, attemptType, success: true, action });
  await forgiveOwnWrongCodes(c, deps, staffId);
  return true;
}
