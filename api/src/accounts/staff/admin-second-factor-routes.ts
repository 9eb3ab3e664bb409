// Managing one's own second factor from the back-office, on the admin surface (verified
// factor already): new backup codes, or a reset, each only after a fresh authenticator code, so a
// session left open is not enough to take over the factor.
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { secondFactorCodeSchema } from 'shared-domain/accounts/staff-account';
import { user2faSettings } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import { validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { startSession } from '../sessions/start-session';
import { endOtherSessions } from '../sessions/end-other-sessions';
import { clearDeviceCookie, forgetTrustedDevices, trustThisDevice } from '../devices/trusted-device';
import { newBackupCodes } from './backup-codes';
import { proveFreshCode } from './fresh-code';
import type { SecondFactorSuccessAction } from './second-factor-attempts';
import { wrongCode } from './second-factor-routes';

async function requireFreshCode(c: Context<AdminEnv>, deps: AppDeps, code: string, action: SecondFactorSuccessAction): Promise<string> {
  const { staffId } = c.get('staff');
  if (!(await proveFreshCode(c, deps, staffId, code, action))) throw wrongCode();
  return staffId;
}

export function adminSecondFactorRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .post('/backup-codes', allow('everyone'), validate('json', secondFactorCodeSchema), async (c) => {
      const staffId = await requireFreshCode(c, deps, c.req.valid('json').code, 'staff.backup_codes_regenerated');
      const { codes, hashes } = newBackupCodes(deps.secrets.signingKey, staffId);
      // The old list is replaced whole: every earlier code dies here, and so does whatever was
      // opened with one (a session or a trusted browser elsewhere): new codes are asked for when
      // the old ones may have leaked.
      await deps.db.batch([
        deps.db
          .update(user2faSettings)
          .set({ backupCodeHashes: hashes, updatedAt: deps.clock.now().toISOString() })
          .where(eq(user2faSettings.userId, staffId)),
        endOtherSessions(deps, 'staff', staffId, c.get('session').id),
        forgetTrustedDevices(deps, 'staff', staffId),
      ]);
      // She proved her authenticator in this browser just now: it stays trusted, with a new token.
      await trustThisDevice(c, deps, 'staff', staffId);
      return c.json({ backupCodes: codes }, 200);
    })
    .post('/reset', allow('everyone'), validate('json', secondFactorCodeSchema), async (c) => {
      const staffId = await requireFreshCode(c, deps, c.req.valid('json').code, 'staff.second_factor_reset');
      // This session stops counting as verified: the next screen is the enrolment of a new authenticator.
      const { id: keep } = await startSession(c, deps, { type: 'staff', id: staffId, secondFactorVerified: false });
      // Every other session and trusted browser was opened with the old factor: they end.
      await deps.db.batch([
        deps.db.delete(user2faSettings).where(eq(user2faSettings.userId, staffId)),
        endOtherSessions(deps, 'staff', staffId, keep),
        forgetTrustedDevices(deps, 'staff', staffId),
      ]);
      clearDeviceCookie(c, deps, 'staff');
      return c.json({ reset: true as const }, 200);
    });
}
