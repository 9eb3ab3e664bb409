// « Équipe », mounted at /api/admin/team: the members and invitations, inviting a person,
// revoking an invitation, and what an administrator does to a member. Management only.
import { Hono } from 'hono';
import { staffInvitationSchema, staffRoleChangeSchema } from 'shared-domain/accounts/staff-team';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { inviteStaffMember, revokeInvitation } from './invitations';
import { listTeam } from './list-team';
import { changeMemberRole, deactivateMember, reactivateMember, resetMemberSecondFactor, sendMemberPasswordReset } from './member-changes';

export function teamRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => c.json(await listTeam(deps), 200))
    .post('/invitations', allow('management'), validate('json', staffInvitationSchema), async (c) => {
      const invitation = await inviteStaffMember(c, deps, c.req.valid('json'));
      return c.json({ invitation }, 201);
    })
    .post('/invitations/:id/revoke', allow('management'), async (c) => {
      await revokeInvitation(c, deps, c.req.param('id'));
      return c.json({ revoked: true as const }, 200);
    })
    .post('/members/:id/deactivate', allow('management'), async (c) => {
      await deactivateMember(c, deps, c.req.param('id'));
      return c.json({ deactivated: true as const }, 200);
    })
    .post('/members/:id/reactivate', allow('management'), async (c) => {
      await reactivateMember(c, deps, c.req.param('id'));
      return c.json({ reactivated: true as const }, 200);
    })
    .patch('/members/:id', allow('management'), validate('json', staffRoleChangeSchema), async (c) => {
      const { changed } = await changeMemberRole(c, deps, c.req.param('id'), c.req.valid('json').role);
      return c.json({ changed }, 200);
    })
    .post('/members/:id/second-factor-reset', allow('management'), async (c) => {
      await resetMemberSecondFactor(c, deps, c.req.param('id'));
      return c.json({ reset: true as const }, 200);
    })
    .post('/members/:id/password-reset', allow('management'), async (c) => {
      await sendMemberPasswordReset(c, deps, c.req.param('id'));
      return c.json({ sent: true as const }, 200);
    });
}
