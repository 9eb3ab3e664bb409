// A card on file is claimed before it is charged (the portal's protocol, card-payment.ts): its
// pending row and its claims on the invoices, in one batch, only while the plan holds.
import { eq, exists, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import { invoicePayments, paymentTransactions } from '../../platform/db/schema';
import { planStillHolds } from './checkout-guard';
import type { CheckoutPlan, TenderPlan } from './checkout-plan';
import { draftStatements, paymentRow, type Statement } from './checkout-rows';

/** The card's pending row and its claims, written only while the plan holds (the portal's step 2). */
export async function claimCard(deps: AppDeps, plan: CheckoutPlan, card: TenderPlan): Promise<boolean> {
  const { db } = deps;
  const drafts = (await draftStatements(deps, plan)).flat();
  const written = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, card.id)));
  const results = await db.batch([
    ...drafts,
    // The same key already taken (a concurrent double-click) is a refusal, not an error.
    db.run(
      sql`${insertWhere(paymentTransactions, paymentRow(plan, card, 'pending', deps), planStillHolds(deps, plan))} on conflict do nothing`,
    ),
    ...card.allocations.map((allocation) =>
      db.run(
        insertWhere(invoicePayments, { transactionId: card.id, invoiceId: allocation.invoiceId, amount: allocation.amountCents }, written),
      ),
    ),
  ] as [Statement, ...Statement[]]);
  return (results[drafts.length] as { rowsAffected: number }).rowsAffected === 1;
}
