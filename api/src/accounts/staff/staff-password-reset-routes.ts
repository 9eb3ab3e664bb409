// A forgotten staff password, mounted at /api/auth/staff beside sign-in. The request
// answers 202 with the same body before anything depends on the address (the lookup, the link and
// the e-mail run after the answer), so it tells nobody who is on the team.
import { Hono } from 'hono';
import { staffPasswordResetRequestSchema, staffPasswordResetSchema } from 'shared-domain/accounts/staff-team';
import type { AppDeps } from '../../deps';
import { afterAnswer } from '../../platform/http/after-answer';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { completeStaffPasswordReset, sendStaffPasswordReset } from './staff-password-reset';

export function staffPasswordResetRoutes(deps: AppDeps) {
  return new Hono()
    .post(
      '/password-reset-requests',
      rateLimit(deps, rateLimitPolicy.staffPasswordResetRequest),
      validate('json', staffPasswordResetRequestSchema),
      (c) => {
        const { email } = c.req.valid('json');
        // After the answer, so its timing cannot tell a staff address from an unknown one; the log says
        // what failed, never to whom.
        afterAnswer('staff password reset e-mail not sent', () => sendStaffPasswordReset(deps, email));
        return c.json({ sent: true as const }, 202);
      },
    )
    .post(
      '/password-reset',
      rateLimit(deps, rateLimitPolicy.staffPasswordResetUse),
      validate('json', staffPasswordResetSchema),
      async (c) => {
        await completeStaffPasswordReset(c, deps, c.req.valid('json'));
        return c.json({ reset: true as const }, 200);
      },
    );
}
