// « Santé de l'automatisation », mounted at /api/admin/automation/messages,
// /api/admin/automation/texts and /api/admin/automation/jobs: every e-mail with its state and
// « Réessayer », the texts and the replies for the desk, every scheduled job with its runs. The
// administration's (`management`); reading the messages and texts (whom they concern), each retry
// and each reply marked read are audited.
import { Hono } from 'hono';
import { messageListQuerySchema } from 'shared-domain/automation/automation';
import type { JobsView, OutboxMessagePage, OutboxMessageView, TextMessagesView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { type JobCatalogue, jobsView } from './jobs-view';
import { listOutboxMessages, retryOutboxMessage } from './outbox-messages';
import { markTextReplyRead } from '../../scheduling/public';
import { textMessagesView } from './text-messages-view';
import { idParam } from 'shared-domain/platform/record-id';

export type { JobCatalogue } from './jobs-view';

export function automationMessageRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), validate('query', messageListQuerySchema), async (c) => {
      const page = await listOutboxMessages(deps, c.req.valid('query'));
      await recordStaffAuditEvent(c, deps, {
        action: 'automation.messages_viewed',
        entity: 'email_outbox',
        details: { count: page.messages.length },
      });
      return c.json(page satisfies OutboxMessagePage, 200);
    })
    .post('/:id/retry', allow('management'), validate('param', idParam), async (c) => {
      const message = await retryOutboxMessage(deps, c, c.req.valid('param').id);
      return c.json({ message: message satisfies OutboxMessageView }, 200);
    });
}

/**
 * `catalogue`: the scheduled jobs and their periods (api/src/jobs.ts), which this context does not
 * import; `thisInstance`: the lease holder name of this process's scheduler.
 */
export function automationJobRoutes(deps: AppDeps, catalogue: JobCatalogue, thisInstance: () => string) {
  return new Hono<AdminEnv>().get('/', allow('management'), async (c) => {
    return c.json((await jobsView(deps, catalogue, thisInstance())) satisfies JobsView, 200);
  });
}

/**
 * « Textos »: the channel, its figures and the replies for the desk (whose names and words are read:
 * audited); marking a reply read is audited too.
 */
export function automationTextRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => {
      const view = await textMessagesView(deps);
      await recordStaffAuditEvent(c, deps, {
        action: 'automation.texts_viewed',
        entity: 'text_replies',
        details: { count: view.recent.length + view.inbox.length },
      });
      return c.json(view satisfies TextMessagesView, 200);
    })
    .post('/replies/:id/read', allow('management'), validate('param', idParam), async (c) => {
      const replyId = c.req.valid('param').id;
      const { patientId } = await markTextReplyRead(deps, replyId, c.get('staff').staffId);
      await recordStaffAuditEvent(c, deps, {
        action: 'automation.text_reply_read',
        entity: 'text_replies',
        entityId: replyId,
        details: { replyId, patientId },
      });
      return c.json({ read: true }, 200);
    });
}
