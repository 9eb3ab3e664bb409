// « Santé de l'automatisation », mounted at /api/admin/automation/messages and
// /api/admin/automation/jobs: every e-mail with its state and « Réessayer », every scheduled job
// with its runs. The administration's (`management`); reading the messages (whom they concern) and
// each retry are audited.
import { Hono } from 'hono';
import { messageListQuerySchema } from 'shared-domain/automation/automation';
import type { JobsView, OutboxMessagePage, OutboxMessageView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { type JobCatalogue, jobsView } from './jobs-view';
import { listOutboxMessages, retryOutboxMessage } from './outbox-messages';
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
