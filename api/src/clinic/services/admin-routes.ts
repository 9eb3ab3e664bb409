// The clinic's services, mounted at /api/admin/services. Every staff member reads the
// list (they book, offer and schedule services; prices are no secret at the desk); only the
// administration creates, edits, (de)activates and reorders them. Never deleted: appointments refer
// to them. Each change is audited with its values before and after (record-service.ts).
import { Hono } from 'hono';
import { catalogueMoveSchema, serviceSchema, serviceUpdateSchema } from 'shared-domain/clinic/clinic-catalogue';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import { listServices } from './list-services';
import { createService, moveService, updateService } from './record-service';
import { idParam } from 'shared-domain/platform/record-id';

export function serviceRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('everyone'), async (c) => c.json({ services: await listServices(deps.db) }, 200))
    .post('/', allow('management'), validate('json', serviceSchema, freeText), async (c) => {
      const service = await createService(deps, c.get('staff').staffId, c.req.valid('json'));
      return c.json({ service }, 201);
    })
    .patch('/:id', allow('management'), validate('param', idParam), validate('json', serviceUpdateSchema, freeText), async (c) => {
      const service = await updateService(deps, c.get('staff').staffId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ service }, 200);
    })
    .post('/:id/move', allow('management'), validate('param', idParam), validate('json', catalogueMoveSchema), async (c) => {
      const { id } = c.req.valid('param');
      const services = await moveService(deps, c.get('staff').staffId, id, c.req.valid('json').direction);
      return c.json({ services }, 200);
    });
}
