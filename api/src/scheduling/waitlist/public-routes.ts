// The visitor's side of the waitlist (specification §2.6, §2.8): joining, and the invitation link
// with its answers. Mounted at the public surface's root because it spans `/public` and `/links`.
import { Hono } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import { invitationMessages, waitlistSchema } from 'shared-domain/scheduling/waitlist';
import { queueBookingConfirmation } from '../emails';
import type { AppDeps } from '../../deps';
import { afterAnswer } from '../../platform/http/after-answer';
import { AppError } from '../../platform/http/app-error';
import { consumeRateLimit, rateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { validate } from '../../platform/http/validate';
import { acceptInvitation, declineInvitation, describeInvitation, leaveWaitlist, openInvitation } from './invitations';
import { joinWaitlist } from './join-waitlist';

/** An invitation token is 32 random bytes in base64url (43 characters); anything else is refused unread. */
const invitationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

function invitationToken(token: string): string {
  if (!invitationTokenPattern.test(token)) throw new AppError(errorCodes.invalidFormat, invitationMessages.invalidLink);
  return token;
}

/** Joining the waitlist from the public site, mounted at /api/public/waitlist. */
export function waitlistPublicRoutes(deps: AppDeps) {
  return new Hono().post(
    '/',
    rateLimit(deps, rateLimitPolicy.waitlistJoin),
    validate('json', waitlistSchema, { sanitize: true }),
    async (c) => {
      const entry = c.req.valid('json');
      const verdict = await consumeRateLimit(deps, rateLimitPolicy.waitlistEmail, entry.email.toLowerCase());
      if (!verdict.allowed) throw rateLimitedError(verdict);
      const { position } = await joinWaitlist(deps, entry);
      return c.json({ position }, 201);
    },
  );
}

/** A slot offered to the waitlist, answered from the e-mailed invitation's link, mounted at /api/links/invitations. */
export function waitlistInvitationRoutes(deps: AppDeps) {
  const answerLimit = rateLimit(deps, rateLimitPolicy.invitationAnswer);
  return new Hono()
    .get('/:token', async (c) => {
      const invitation = await openInvitation(deps, invitationToken(c.req.param('token')));
      return c.json(describeInvitation(invitation, deps.clock.now()), 200);
    })
    .post('/:token/accept', answerLimit, async (c) => {
      const booked = await acceptInvitation(deps, invitationToken(c.req.param('token')));
      // The confirmation never delays or fails the answer: queued once the answer has left.
      afterAnswer('waitlist booking confirmation not queued', () => queueBookingConfirmation(deps, booked));
      return c.json({ message: invitationMessages.accepted }, 200);
    })
    .post('/:token/decline', answerLimit, async (c) => {
      await declineInvitation(deps, invitationToken(c.req.param('token')));
      return c.json({ message: invitationMessages.declined }, 200);
    })
    .post('/:token/leave', answerLimit, async (c) => {
      await leaveWaitlist(deps, invitationToken(c.req.param('token')));
      return c.json({ message: invitationMessages.left }, 200);
    });
}
