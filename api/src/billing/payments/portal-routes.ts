import { Hono } from 'hono';
import { payBalanceSchema, payFamilySchema } from 'shared-domain/billing/payment';
import type { AppDeps } from '../../deps';
import { validate } from '../../platform/http/validate';
import type { PortalEnv } from '../../platform/http/subject';
import { payBalance } from './pay-balance';
import { type FamilyOf, familyBalance, payFamily } from './pay-family';
import { patientBalance } from './patient-balance';
import { listPatientTransactions } from './patient-transactions';
import { transactionPageQuerySchema } from './transaction-cursor';

// The balance, the transactions and paying the balance, each mounted at its path under
// /api/portal; the session's patient only, another patient's card answering like an unknown one.

/** Mounted at /api/portal/balance. */
export function portalBalanceRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>().get('/', async (c) => c.json(await patientBalance(deps, c.get('patientId')), 200));
}

/** Mounted at /api/portal/transactions. */
export function portalTransactionRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>().get('/', validate('query', transactionPageQuerySchema), async (c) =>
    c.json(await listPatientTransactions(deps, c.get('patientId'), c.req.valid('query').before), 200),
  );
}

/** Mounted at /api/portal/payments. */
export function portalPaymentRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>().post('/', validate('json', payBalanceSchema), async (c) =>
    // 201 for a repeated key too: the same answer, the payment it already made.
    c.json(await payBalance(deps, c.get('patientId'), c.req.valid('json')), 201),
  );
}

/**
 * Mounted at /api/portal/family-payments: « Payer pour la famille », from the guardian's own portal
 * (a dependant named here is a 404): what she and each dependant she may act for today owe, and one
 * payment of the invoices she chose. `familyOf` (the patients' families) says whom she may pay for.
 */
export function portalFamilyPaymentRoutes(deps: AppDeps, familyOf: FamilyOf) {
  return new Hono<PortalEnv>()
    .get('/', async (c) => c.json(await familyBalance(deps, await familyOf(deps, c.get('accountPatientId'))), 200))
    .post('/', validate('json', payFamilySchema), async (c) => {
      const payerId = c.get('accountPatientId');
      // 201 for a repeated key too: the same answer, the payment it already made.
      return c.json(await payFamily(deps, payerId, await familyOf(deps, payerId), c.req.valid('json')), 201);
    });
}
