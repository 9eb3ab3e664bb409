// « Opérations groupées », mounted at /api/admin/automation/batches: one route per kind,
// each declaring who may run it (`batchKindAccess`: cancelling or moving is the administrators',
// a message or the confirmations again every role's). `dryRun: true` (the default) answers what
// the batch would do and changes nothing but the audit trail (the preview lists patients); a run
// carrying its dry run's `selectionToken` is refused (409 AUTO_001) when the selection changed since.
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  automationMessages,
  type BatchKind,
  batchKindAccess,
  type BatchRequest,
  batchRequestSchema,
  batchLimits,
} from 'shared-domain/automation/automation';
import { errorCodes } from 'shared-domain/platform/errors';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import type { AppDeps } from '../../deps';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { batchSummary, dryRunView, planBatch, planContext } from './batch-plan';
import { listBatches, loadBatchView } from './batch-views';
import { type BatchPlan, runBatch } from './run-batch';
import { undoBatch } from './undo-batch';
import { idParam } from 'shared-domain/platform/record-id';

export const unknownKindMessage = 'Type d’opération inconnu.';

/** What the batch's row keeps of its request (the report's « paramètres »): never the message's body. */
function paramsOf(request: BatchRequest): Record<string, unknown> {
  const { dryRun: _dryRun, selectionToken: _token, ...kept } = request;
  if (kept.kind === 'message') {
    const { body: _body, ...withoutBody } = kept;
    return withoutBody;
  }
  return kept;
}

/** The dry run's answer, or the batch run and its report; shared with « Actions en un clic ». */
export async function previewOrRun(
  deps: AppDeps,
  staff: { staffId: string; role: Parameters<typeof mayAccess>[0] },
  plan: BatchPlan,
  request: { dryRun: boolean; selectionToken?: string; ratePerMinute: number; sendDelayMinutes: number },
  run: { params: Record<string, unknown>; summary: string; undoable: boolean },
) {
  if (plan.items.length === 0) throw new AppError(errorCodes.validationFailed, automationMessages.batchEmpty);
  if (request.dryRun) {
    await recordAuditEvent(deps, {
      actor: { type: 'staff', id: staff.staffId },
      action: 'batch.previewed',
      entity: 'batch_operations',
      details: { kind: plan.kind, count: plan.items.length },
    });
    return { dryRun: dryRunView(plan, deps.clock.now(), request) } as const;
  }
  if (request.selectionToken !== undefined && request.selectionToken !== plan.selectionToken)
    throw new AppError(errorCodes.batchChanged, automationMessages.staleDryRun);
  const batchId = await runBatch(deps, plan, {
    kind: plan.kind,
    params: run.params,
    summary: run.summary,
    ratePerMinute: request.ratePerMinute,
    sendDelayMinutes: request.sendDelayMinutes,
    undoMinutes: run.undoable ? batchLimits.undoWindowMinutes : null,
    staffId: staff.staffId,
  });
  const view = await loadBatchView(deps, batchId, mayAccess(staff.role, 'management'));
  if (!view) throw notFound(automationMessages.batchNotFound);
  return { batch: view } as const;
}

export function batchRoutes(deps: AppDeps) {
  const runKind = (kind: Extract<BatchKind, BatchRequest['kind']>) =>
    [
      allow(batchKindAccess[kind]),
      validate('json', batchRequestSchema),
      async (
        c: import('hono').Context<AdminEnv, string, { in: { json: z.input<typeof batchRequestSchema> }; out: { json: BatchRequest } }>,
      ) => {
        const request = c.req.valid('json');
        if (request.kind !== kind) throw fieldRefusal('kind', unknownKindMessage);
        const plan = await planBatch(await planContext(deps), request);
        const answer = await previewOrRun(deps, c.get('staff'), plan, request, {
          params: paramsOf(request),
          summary: batchSummary(request, plan.items.length),
          undoable: kind === 'cancel' || kind === 'move',
        });
        return 'dryRun' in answer ? c.json(answer.dryRun, 200) : c.json(answer.batch, 201);
      },
    ] as const;

  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      return c.json(await listBatches(deps, mayAccess(c.get('staff').role, 'management')), 200);
    })
    .post('/cancel', ...runKind('cancel'))
    .post('/move', ...runKind('move'))
    .post('/message', ...runKind('message'))
    .post('/resend-confirmations', ...runKind('resend_confirmations'))
    .get('/:id', allow('everyone'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const view = await loadBatchView(deps, id, mayAccess(c.get('staff').role, 'management'));
      if (!view) throw notFound(automationMessages.batchNotFound);
      await recordAuditEvent(deps, {
        actor: { type: 'staff', id: c.get('staff').staffId },
        action: 'batch.viewed',
        entity: 'batch_operations',
        entityId: id,
        details: { batchId: id },
      });
      return c.json(view, 200);
    })
    .post('/:id/undo', allow('management'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await undoBatch(deps, id, c.get('staff').staffId);
      const view = await loadBatchView(deps, id, true);
      if (!view) throw notFound(automationMessages.batchNotFound);
      return c.json(view, 200);
    });
}
