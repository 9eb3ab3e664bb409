import { Hono } from 'hono';
import { rebookingRequestSchema } from 'shared-domain/scheduling/rebooking';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import { rebookingAnswerFor } from '../../platform/http/health-text';
import { freeText, validate } from '../../platform/http/validate';
import type { AdminEnv } from '../../platform/http/subject';
import { createRebookingRequest, listRebookingRequests } from './rebooking-requests';

/** The back-office's rebooking requests, mounted at /api/admin/rebooking-requests. */
export function rebookingAdminRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => {
      const requests = await listRebookingRequests(deps);
      await recordStaffAuditEvent(c, deps, {
        action: 'rebooking_requests.viewed',
        entity: 'rebooking_requests',
        details: { count: requests.length },
      });
      const role = c.get('staff').role;
      return c.json(
        {
          requests: requests.map((request) => ({
            ...request,
            response: request.response && rebookingAnswerFor(role, request.response),
          })),
        },
        200,
      );
    })
    .post('/', allow('everyone'), validate('json', rebookingRequestSchema, freeText), async (c) => {
      const request = await createRebookingRequest(deps, c.req.valid('json'));
      await recordStaffAuditEvent(c, deps, {
        action: 'rebooking_request.created',
        entity: 'rebooking_requests',
        entityId: request.id,
        details: { appointmentId: request.appointmentId, slots: request.slots.length },
      });
      return c.json({ ...request, response: request.response && rebookingAnswerFor(c.get('staff').role, request.response) }, 201);
    });
}
