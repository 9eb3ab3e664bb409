// « Rembourser » at the desk, mounted at /api/admin/refunds: from a payment or from the
// patient's account credit (record-refund.ts). Answers the refund and the patient's account after it.
// The cash desk's; a card payment refunded otherwise than to its card, the administration's alone.
import { Hono } from 'hono';
import { refundSchema } from 'shared-domain/billing/refund';
import type { DeskRefundResult } from 'shared-domain/billing/desk-account-views';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { recordRefund } from './record-refund';

export function refundRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().post('/', allow('cashDesk'), validate('json', refundSchema), async (c) => {
    const result = await recordRefund(deps, c.get('staff'), c.req.valid('json'));
    return c.json(result satisfies DeskRefundResult, 200);
  });
}
