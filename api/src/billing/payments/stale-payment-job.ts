// A payment left pending by a crash between its claim and its outcome holds the patient's invoices
// until it is finished. The patient's next attempt finishes it (pay-balance.ts); this job does it
// without waiting for one, so the balance, the transaction and the receipt never stay in limbo.
import type { AppDeps } from '../../deps';
import type { Job } from '../../platform/jobs/scheduler';
import { resumeStalePayments } from './pay-balance';

/** Needs the gateway to ask about the charge, so it is made with the app's dependencies. */
export function stalePaymentJob(deps: AppDeps): Job {
  return {
    name: 'stale-payments',
    // A payment is stale after two minutes (payBalanceTiming); looking every minute is soon enough.
    everyMs: 60_000,
    run: async () => ({ resumed: await resumeStalePayments(deps) }),
  };
}
