import { Hono } from 'hono';
import {
  patientEmailLinkRequestSchema,
  patientLinkTokenSchema,
  patientPasswordResetSchema,
  patientSignInSchema,
} from 'shared-domain/accounts/patient-account';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { afterAnswer } from '../../platform/http/after-answer';
import { checkPatientPassword } from './check-patient-password';
import { forgetTrustedDevices } from '../devices/trusted-device';
import type { PatientLinkKind } from './link-token';
import { openPatientSession } from './open-patient-session';
import { redeemPatientLink } from './redeem-patient-link';
import { sendPatientLink } from './send-patient-link';
import { choosePatientPassword } from './set-patient-password';

/**
 * Patient sign-in, mounted at /api/auth/patient. No answer says whether an address belongs to a
 * patient: sign-in refuses unknown and wrong alike, and the link requests answer 202 before
 * anything depends on the address (the lookup and e-mail run after the answer).
 */
export function patientAccountRoutes(deps: AppDeps) {
  const answerLinkRequest = (kind: PatientLinkKind, email: string) => {
    // After the answer, so its timing cannot tell an account's address from an unknown one; the log
    // says what failed, never to whom.
    afterAnswer('patient link e-mail not sent', () => sendPatientLink(deps, kind, email));
  };
  const linkUseLimit = rateLimit(deps, rateLimitPolicy.patientLinkUse);
  return new Hono()
    .post('/sign-in', validate('json', patientSignInSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const accountId = await checkPatientPassword(c, deps, email, password);
      await openPatientSession(c, deps, accountId, 'password');
      return c.json({ signedIn: true as const }, 200);
    })
    .post('/magic-links', rateLimit(deps, rateLimitPolicy.patientMagicLink), validate('json', patientEmailLinkRequestSchema), (c) => {
      answerLinkRequest('magicLink', c.req.valid('json').email);
      return c.json({ sent: true as const }, 202);
    })
    .post('/magic-links/consume', linkUseLimit, validate('json', patientLinkTokenSchema), async (c) => {
      const accountId = await redeemPatientLink(deps, 'magicLink', c.req.valid('json').token);
      await openPatientSession(c, deps, accountId, 'magic_link');
      return c.json({ signedIn: true as const }, 200);
    })
    .post(
      '/password-resets',
      rateLimit(deps, rateLimitPolicy.patientPasswordReset),
      validate('json', patientEmailLinkRequestSchema),
      (c) => {
        answerLinkRequest('passwordReset', c.req.valid('json').email);
        return c.json({ sent: true as const }, 202);
      },
    )
    .post('/password-resets/complete', linkUseLimit, validate('json', patientPasswordResetSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      const accountId = await choosePatientPassword(deps, 'passwordReset', token, password);
      // Browsers trusted with the old password are not any more; this one is, next.
      await forgetTrustedDevices(deps, 'patient', accountId);
      await openPatientSession(c, deps, accountId, 'password_reset');
      return c.json({ signedIn: true as const }, 200);
    });
}
