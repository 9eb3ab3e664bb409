// « Suspension légale », mounted at /api/admin/privacy/record-holds: place a hold on a record (a
// dispute, a court order, an incident naming it) and lift it. The privacy officer's work: the
// administration's (`management`).
import { Hono } from 'hono';
import { idParam } from 'shared-domain/platform/record-id';
import { recordHoldSchema } from 'shared-domain/privacy/privacy-retention';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { placeRecordHold, releaseRecordHold } from './record-holds';

export function recordHoldRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .post('/', allow('management'), validate('json', recordHoldSchema), async (c) =>
      c.json(await placeRecordHold(deps, c.get('staff').staffId, c.req.valid('json')), 201),
    )
    .post('/:id/release', allow('management'), validate('param', idParam), async (c) =>
      c.json(await releaseRecordHold(deps, c.get('staff').staffId, c.req.valid('param').id), 200),
    );
}
