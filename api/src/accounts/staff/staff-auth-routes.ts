// Staff sign-up and sign-in, mounted at /api/auth/staff. No session needed; both are
// limited per client address, and sign-in per account too (slowed, never locked out for good:
// the window slides).
import { Hono } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import {
  staffAccountMessages as m,
  secondFactorUnlockSchema,
  staffSignInSchema,
  staffSignUpSchema,
} from 'shared-domain/accounts/staff-account';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/app-error';
import { clientAddress } from '../../platform/http/client-address';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { startSession } from '../sessions/start-session';
import { checkStaffCredentials } from './check-staff-credentials';
import { createStaffAccount } from './create-staff-account';
import { findStaffByEmail } from './find-staff-by-email';
import { unlockSecondFactor } from './second-factor-lock';
import { limitSignIn } from '../devices/limit-sign-in';

/** The name is stripped of markup like every typed text; the password and code are secrets, kept as typed. */
const signUpText = { sanitize: { keep: ['password', 'invitationCode'] } } as const;

export function staffAuthRoutes(deps: AppDeps) {
  const hops = deps.config.trustProxy ? deps.config.proxyHops : 0;
  return new Hono()
    .post('/sign-up', rateLimit(deps, rateLimitPolicy.staffSignUp), validate('json', staffSignUpSchema, signUpText), async (c) => {
      const { id, invitationId } = await createStaffAccount(deps, c.req.valid('json'));
      await recordAuditEvent(deps, {
        actor: { type: 'staff', id },
        action: 'staff.signed_up',
        entity: 'staff_users',
        entityId: id,
        details: { ipAddress: clientAddress(c, hops), ...(invitationId ? { invitationId } : {}) },
      });
      return c.json({ created: true as const }, 201);
    })
    .post('/sign-in', validate('json', staffSignInSchema), async (c) => {
      const input = c.req.valid('json');
      // Per account, or per trusted browser of that account, failures only: see limitSignIn.
      const signInTry = await limitSignIn(c, deps, 'staff', input.email, await findStaffByEmail(deps, input.email));
      const check = await checkStaffCredentials(deps, input);
      const ipAddress = clientAddress(c, hops);
      if (!check.ok) {
        await recordAuditEvent(deps, {
          actor: { type: check.staffId ? 'staff' : 'public', id: check.staffId },
          action: 'staff.sign_in_failed',
          entity: 'staff_users',
          entityId: check.staffId,
          details: { reason: check.reason, ipAddress },
        });
        throw new AppError(errorCodes.authenticationRequired, m.invalidCredentials);
      }
      await signInTry.succeeded();
      await startSession(c, deps, { type: 'staff', id: check.staffId, secondFactorVerified: false });
      await recordAuditEvent(deps, {
        actor: { type: 'staff', id: check.staffId },
        action: 'staff.signed_in',
        entity: 'staff_users',
        entityId: check.staffId,
        details: { ipAddress, secondFactor: check.secondFactor },
      });
      return c.json({ secondFactor: check.secondFactor }, 200);
    })
    .post(
      '/second-factor-unlock',
      rateLimit(deps, rateLimitPolicy.secondFactorUnlock),
      validate('json', secondFactorUnlockSchema),
      async (c) => {
        // The link e-mailed when the second factor locks, with a new password: no session needed, the token is the proof.
        const { token, password } = c.req.valid('json');
        const staffId = await unlockSecondFactor(deps, token, password);
        if (!staffId) throw new AppError(errorCodes.invalidLink, m.invalidUnlockLink);
        return c.json({ unlocked: true as const }, 200);
      },
    );
}
