// The items sold at the desk, mounted at /api/admin/products. The cash desk reads them (it
// sells them on a sale's draft and at checkout); only the administration creates, edits,
// (de)activates and reorders them.
// Never deleted: invoices name them. Each change is audited with its values before and after.
import { Hono } from 'hono';
import { catalogueMoveSchema, productSchema, productUpdateSchema } from 'shared-domain/clinic/clinic-catalogue';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { freeText, validate } from '../../platform/http/validate';
import { listProducts } from './list-products';
import { createProduct, moveProduct, updateProduct } from './record-product';
import { idParam } from 'shared-domain/platform/record-id';

export function productRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('cashDesk'), async (c) => c.json({ products: await listProducts(deps.db) }, 200))
    .post('/', allow('management'), validate('json', productSchema, freeText), async (c) => {
      const product = await createProduct(deps, c.get('staff').staffId, c.req.valid('json'));
      return c.json({ product }, 201);
    })
    .patch('/:id', allow('management'), validate('param', idParam), validate('json', productUpdateSchema, freeText), async (c) => {
      const product = await updateProduct(deps, c.get('staff').staffId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ product }, 200);
    })
    .post('/:id/move', allow('management'), validate('param', idParam), validate('json', catalogueMoveSchema), async (c) => {
      const { id } = c.req.valid('param');
      const products = await moveProduct(deps, c.get('staff').staffId, id, c.req.valid('json').direction);
      return c.json({ products }, 200);
    });
}
