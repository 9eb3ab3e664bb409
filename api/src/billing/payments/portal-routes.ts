import { Hono } from 'hono';
import { payBalanceSchema } from 'shared-domain/payment';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/http/validate';
import { sessionPatientId } from '../../surfaces/session-patient';
import type { SessionEnv } from '../../accounts/public';
import { payBalance } from './pay-balance';
import { patientBalance } from './patient-balance';
import { listPatientTransactions } from './patient-transactions';
import { transactionPageQuerySchema } from './transaction-cursor';

/**
 * The balance, the transactions and paying the balance, mounted at /api/portal/; the session's
 * patient only, another patient's card answering like an unknown one.
 */
export function portalPaymentRoutes(deps: AppDeps) {
  const patientOf = (c: { get(key: 'session'): { subjectId: string } }) => sessionPatientId(deps, c.get('session').subjectId);
  return new Hono<SessionEnv>()
    .get('/balance', async (c) => c.json(await patientBalance(deps, await patientOf(c)), 200))
    .get('/transactions', validate('query', transactionPageQuerySchema), async (c) =>
      c.json(await listPatientTransactions(deps, await patientOf(c), c.req.valid('query').before), 200),
    )
    .post('/payments', validate('json', payBalanceSchema), async (c) =>
      // 201 for a repeated key too: the same answer, the payment it already made.
      c.json(await payBalance(deps, await patientOf(c), c.req.valid('json')), 201),
    );
}
