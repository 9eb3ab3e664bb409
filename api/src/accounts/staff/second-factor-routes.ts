// The second factor at sign-in, on the staff-factor surface (/api/auth/second-factor):
// a staff session whatever its factor state. Enrol an authenticator (set-up, then a first code),
// or prove it with a code or a backup code; each success re-issues the session as verified.
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import { staffAccountMessages as m, secondFactorCodeSchema, secondFactorVerifySchema } from 'shared-domain/accounts/staff-account';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { clinicSettings, staffUsers, user2faSettings } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import type { AppDeps } from '../../deps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import type { StaffEnv } from '../../platform/http/subject';
import { startSession } from '../sessions/start-session';
import { acceptTotpCode, loadSecondFactor } from './accept-second-factor';
import { proveFreshCode } from './fresh-code';
import { newBackupCodes } from './backup-codes';
import { limitSecondFactorAttempts, recordSecondFactorAttempt } from './second-factor-attempts';
import { sealSecret } from '../../platform/crypto/secret-box';
import { newTotpSecret, totpUri } from './totp';
import { trustThisDevice } from '../devices/trusted-device';

/** A wrong code: a field error, not a 401, so the screen stays on the code step. */
export function wrongCode(field: 'code' | 'backupCode' = 'code'): AppError {
  return fieldRefusal({ [field]: m.wrongCode });
}

function alreadyEnabled(): AppError {
  return new AppError(errorCodes.forbidden, m.alreadyEnabled);
}

/** A verified session, and this browser trusted from now on (its sign-ins escape others' failures). */
async function signedInAfterSecondFactor(c: Context, deps: AppDeps, staffId: string) {
  await startSession(c, deps, { type: 'staff', id: staffId, secondFactorVerified: true });
  await trustThisDevice(c, deps, 'staff', staffId);
}

export function secondFactorRoutes(deps: AppDeps) {
  return (
    new Hono<StaffEnv>()
      // Which step the sign-in shows after the password: enrol an authenticator, or prove the one enrolled.
      .get('/', async (c) => {
        const existing = await loadSecondFactor(deps, c.get('staff').staffId);
        const enabled = Boolean(existing?.isEnabled);
        return c.json({ enabled, enabledAt: enabled ? (existing?.verifiedAt ?? null) : null }, 200);
      })
      .post('/setup', async (c) => {
        const staffId = c.get('staff').staffId;
        const existing = await loadSecondFactor(deps, staffId);
        // The secret is shown only before the factor works: afterwards nobody can read it back.
        if (existing?.isEnabled) throw alreadyEnabled();
        const [staff] = await deps.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, staffId));
        if (!staff) throw notFound();
        const [settings] = await deps.db.select({ clinicName: clinicSettings.clinicName }).from(clinicSettings);
        const secret = newTotpSecret();
        const sealed = sealSecret(deps.secrets.encryptionKey, staffId, secret);
        const stamp = timestamps(deps.clock);
        await deps.db
          .insert(user2faSettings)
          .values({ userId: staffId, totpSecretEncrypted: sealed, backupCodeHashes: [], isEnabled: false, ...stamp })
          .onConflictDoUpdate({
            target: user2faSettings.userId,
            set: {
              totpSecretEncrypted: sealed,
              backupCodeHashes: [],
              isEnabled: false,
              verifiedAt: null,
              lastUsedStep: null,
              updatedAt: stamp.updatedAt,
            },
          });
        await recordAuditEvent(deps, {
          actor: { type: 'staff', id: staffId },
          action: 'staff.second_factor_setup_started',
          entity: 'staff_users',
          entityId: staffId,
        });
        return c.json({ otpauthUri: totpUri(settings?.clinicName ?? 'Clinique', staff.email, secret), secret }, 200);
      })
      .post('/setup/verify', validate('json', secondFactorCodeSchema), async (c) => {
        const staffId = c.get('staff').staffId;
        await limitSecondFactorAttempts(c, deps, staffId, 'setup');
        const existing = await loadSecondFactor(deps, staffId);
        if (!existing) throw notFound(m.setupNotStarted);
        if (existing.isEnabled) throw alreadyEnabled();
        const accepted = await acceptTotpCode(deps, staffId, c.req.valid('json').code);
        if (!accepted.ok) {
          await recordSecondFactorAttempt(c, deps, { staffId, attemptType: 'setup', success: false, reason: accepted.reason });
          throw wrongCode();
        }
        const { codes, hashes } = newBackupCodes(deps.secrets.signingKey, staffId);
        const stamp = deps.clock.now().toISOString();
        await deps.db
          .update(user2faSettings)
          .set({ isEnabled: true, verifiedAt: stamp, backupCodeHashes: hashes, updatedAt: stamp })
          .where(eq(user2faSettings.userId, staffId));
        await recordSecondFactorAttempt(c, deps, { staffId, attemptType: 'setup', success: true, action: 'staff.second_factor_enabled' });
        await signedInAfterSecondFactor(c, deps, staffId);
        // Shown this once: only their hashes are kept.
        return c.json({ backupCodes: codes }, 200);
      })
      .post('/verify', validate('json', secondFactorVerifySchema), async (c) => {
        const staffId = c.get('staff').staffId;
        const input = c.req.valid('json');
        const attemptType = input.backupCode === undefined ? 'totp' : 'backup_code';
        const existing = await loadSecondFactor(deps, staffId);
        if (!existing?.isEnabled) throw new AppError(errorCodes.secondFactorRequired, errorMessages.secondFactorRequired);
        const action = attemptType === 'totp' ? 'staff.second_factor_verified' : 'staff.backup_code_used';
        // Rate limit, lock, the check itself, and the attempt recorded.
        const proved = await proveFreshCode(c, deps, staffId, input.backupCode ?? input.code ?? '', action);
        if (!proved) throw wrongCode(attemptType === 'totp' ? 'code' : 'backupCode');
        await signedInAfterSecondFactor(c, deps, staffId);
        return c.json({ verified: true as const }, 200);
      })
  );
}
