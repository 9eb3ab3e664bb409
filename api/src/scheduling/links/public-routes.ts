import { Hono } from 'hono';
import { manageLinkRequestSchema } from 'shared-domain/scheduling/manage-link-request';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { afterAnswer } from '../../platform/http/after-answer';
import { sendManageLinks } from './send-manage-links';

/**
 * "Modifier mon RDV" without the e-mail at hand: the links of the address's upcoming appointments
 * are e-mailed to it. The answer never says whether there were any, so the endpoint cannot be
 * used to learn who is a patient of the clinic: it is the same for every address, and everything
 * that depends on the address (lookup, new links, e-mail) happens after it, so its timing is too.
 */
export function manageLinkRoutes(deps: AppDeps) {
  return new Hono().post('/', rateLimit(deps, rateLimitPolicy.manageLinkRequest), validate('json', manageLinkRequestSchema), (c) => {
    const { email } = c.req.valid('json');
    // After the answer, so its timing cannot tell a patient's address from an unknown one; the log says
    // what failed, never to whom or with which links.
    afterAnswer('manage link e-mail not sent', () => sendManageLinks(deps, email));
    return c.json({ sent: true as const }, 202);
  });
}
