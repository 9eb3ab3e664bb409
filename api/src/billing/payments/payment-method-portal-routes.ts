import { Hono } from 'hono';
import { type AddCardSchema, addCardSchema } from 'shared-domain/billing/card';
import type { AppDeps } from '../../deps';
import { rateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { freeText, validate } from '../../platform/http/validate';
import type { PortalEnv } from '../../platform/http/subject';
import { addPaymentMethod, listPaymentMethods, makePaymentMethodPrimary, removePaymentMethod } from './payment-methods';

/**
 * The add-card body against the schema made for this request's instant (which expiries are past
 * depends on the clinic's clock), typed like a fixed `validate('json', …)` for the client.
 */
function validateCard(deps: AppDeps): ReturnType<typeof validate<'json', AddCardSchema>> {
  return (c, next) => validate('json', addCardSchema(deps.clock.now()), freeText)(c, next);
}

/** The portal's saved cards, mounted at /api/portal/payment-methods; the session's patient only. */
export function paymentMethodRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => {
      const cards = await listPaymentMethods(deps, c.get('patientId'));
      return c.json({ sandbox: deps.paymentGateway.kind === 'sandbox', cards }, 200);
    })
    .post(
      '/',
      rateLimit(deps, { ...rateLimitPolicy.paymentMethodAdd, key: (c) => c.get('session').subjectId }),
      validateCard(deps),
      async (c) => c.json(await addPaymentMethod(deps, c.get('patientId'), c.req.valid('json')), 201),
    )
    .delete('/:id', async (c) => {
      await removePaymentMethod(deps, c.get('patientId'), c.req.param('id'));
      return c.json({ deleted: true as const }, 200);
    })
    .post('/:id/primary', async (c) => c.json(await makePaymentMethodPrimary(deps, c.get('patientId'), c.req.param('id')), 200));
}
