// The `batch-deposits` job (every minute, api/src/jobs.ts): the deposits of the visits a cancellation
// batch cancelled (« Journée maladie ») go back in full once the batch can no longer be undone — to
// their card through the gateway, a deposit paid at the desk staying the patient's account credit
// (billing's `depositAfterCancellation`, never kept against a late fee: the clinic cancelled).
//
// Why wait for the end of the undo window (`batchLimits.undoWindowMinutes`) rather than refund at
// once: « Annuler l'opération » is there for a day chosen by mistake, and then puts every visit back
// as it was, its deposit included. A refund already sent to a card cannot be taken back, so the
// visit would come back without its deposit and the patient would see money leave and be asked for
// it again. Waiting a quarter of an hour costs the patient nothing; the notices wait the same way.
// An item the undo kept (its notice already left) is refunded then too.
import { and, eq, exists, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { depositAfterCancellation } from '../../billing/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { appointments, batchItems, batchOperations, paymentTransactions } from '../../platform/db/schema';
import type { JobWork } from '../../platform/jobs/scheduler';

/** The visits a cancellation batch past its undo window left cancelled, with a card deposit not yet given back. */
async function depositsToRefund(deps: AppDeps) {
  const now = deps.clock.now().toISOString();
  const refundOfDeposit = deps.db
    .select({ one: sql`1` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.appointmentId, appointments.id),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'completed'),
        eq(paymentTransactions.tender, 'card_on_file'),
        isNotNull(paymentTransactions.gatewayReference),
        lt(paymentTransactions.refundedAmount, paymentTransactions.amount),
        sql`not exists (select 1 from ${paymentTransactions} refund where refund.idempotency_key = 'deposit-refund:' || ${paymentTransactions.id})`,
      ),
    );
  return deps.db
    .selectDistinct({ appointmentId: appointments.id, staffId: batchOperations.createdBy })
    .from(batchItems)
    .innerJoin(batchOperations, eq(batchOperations.id, batchItems.batchId))
    .innerJoin(appointments, eq(appointments.id, batchItems.appointmentId))
    .where(
      and(
        eq(batchOperations.kind, 'cancel'),
        or(isNull(batchOperations.undoUntil), lte(batchOperations.undoUntil, now)),
        inArray(batchItems.outcome, ['cancelled', 'kept']),
        eq(appointments.status, 'cancelled'),
        exists(refundOfDeposit),
      ),
    );
}

/** Refunds them (see above); returns how many visits' deposits went back. */
export async function refundBatchCancelledDeposits(deps: AppDeps): Promise<number> {
  let refunded = 0;
  for (const visit of await depositsToRefund(deps)) {
    const outcome = await depositAfterCancellation(deps, visit.appointmentId, visit.staffId, { byClinic: true }).catch((error) => {
      logger.error('batch deposit not refunded', { appointmentId: visit.appointmentId, error: (error as Error)?.name });
      return 'none' as const;
    });
    if (outcome === 'refunded') refunded++;
  }
  return refunded;
}

/** Needs the gateway, so it is made with the app's dependencies. */
export function batchDepositRefundJob(deps: AppDeps): JobWork {
  return { name: 'batch-deposits', run: async () => ({ refunded: await refundBatchCancelledDeposits(deps) }) };
}
