// The rows both of a checkout's batches write: the drafts issued on the way, and a tender's payment
// row (pending for the card until it is charged, completed for the rest).
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../deps';
import { createdTimestamp } from '../../platform/db/timestamps';
import { issueDraftStatements } from '../invoices/issue-invoice';
import type { CheckoutPlan, TenderPlan } from './checkout-plan';

export type Statement = BatchItem<'sqlite'>;

/** The statements issuing each chosen draft (numbered, its deposit applied) in the checkout's batch. */
export function draftStatements(deps: Pick<AppDeps, 'db' | 'clock'>, plan: CheckoutPlan): Promise<Statement[][]> {
  return Promise.all(
    plan.invoices
      .filter((invoice) => invoice.isDraft)
      .map((invoice) =>
        issueDraftStatements(deps, {
          invoiceId: invoice.id,
          patientId: plan.patientId,
          staffId: plan.staffId,
          today: plan.today,
          by: 'checkout',
        }),
      ),
  );
}

/** A tender's row in `payment_transactions`, for the plan's business date and the staff who took it. */
export function paymentRow(plan: CheckoutPlan, tender: TenderPlan, status: 'pending' | 'completed', deps: Pick<AppDeps, 'clock'>) {
  const allocated = tender.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return {
    id: tender.id,
    patientId: plan.patientId,
    paymentMethodId: tender.paymentMethodId,
    transactionType: 'payment' as const,
    amount: tender.amountCents,
    cashRounding: tender.roundingCents,
    currency: 'CAD',
    status,
    description: checkoutDescription(plan),
    idempotencyKey: `${plan.idempotencyKey}:${tender.index}`,
    tender: tender.tender,
    receivedAt: plan.receivedAt,
    businessDate: plan.businessDate,
    authorizedOn: plan.authorizedOn,
    takenBy: plan.staffId,
    checkoutId: plan.checkoutId,
    allocatedAmount: status === 'completed' ? allocated : 0,
    ...createdTimestamp(deps.clock),
  };
}

function checkoutDescription(plan: CheckoutPlan): string {
  return plan.invoices.length === 0 ? 'Paiement porté au crédit du compte' : `Encaissement — ${plan.invoices.length} facture(s)`;
}
