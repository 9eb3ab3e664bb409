// « Textos reçus », mounted at /api/admin/text-replies: the replies for the desk, and « Traité »
// (audited). Everyone's: the desk answers them; the words themselves only to the care roles.
import { Hono } from 'hono';
import { idParam } from 'shared-domain/platform/record-id';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { deskTextInbox, markTextReplyRead } from './text-inbox';

export function textInboxRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      return c.json({ configured: deps.config.textMessages !== undefined, replies: await deskTextInbox(deps, c.get('staff').role) }, 200);
    })
    .post('/:id/handled', allow('everyone'), validate('param', idParam), async (c) => {
      const replyId = c.req.valid('param').id;
      const { patientId } = await markTextReplyRead(deps, replyId, c.get('staff').staffId);
      await recordStaffAuditEvent(c, deps, {
        action: 'text_reply.handled',
        entity: 'text_replies',
        entityId: replyId,
        details: { replyId, patientId },
      });
      return c.json({ handled: true }, 200);
    });
}
