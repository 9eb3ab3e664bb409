// The checkout's one batch: its row (the anchor, written only while the plan holds), the audit event,
// each tender's payment and claims, the credit taken from its sources, the invoices' new balances and
// the receipt's e-mail. Every statement after the anchor acts only if the anchor was written, so the
// whole checkout lands or nothing of it does.
import { and, eq, type SQL } from 'drizzle-orm';
import { applyCreditStatements } from '../account/apply-credit';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { invoicePayments, paymentTransactions } from '../../platform/db/schema';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { applyClaimsStatements, stillPending } from './card-payment';
import { planStillHolds } from './checkout-guard';
import { allocationsByInvoice, type CheckoutPlan } from './checkout-plan';
import { checkoutReceiptMail } from './checkout-receipt-mail';
import { checkoutWritten, recordCheckoutWhere } from './checkout-record';
import { draftStatements, paymentRow, type Statement } from './checkout-rows';

/**
 * The checkout's one batch (step 3). With `charged`, the card's pending row is completed by it
 * (its claims already written) instead of inserted. True when it was written.
 */
export async function writeCheckout(
  deps: AppDeps,
  plan: CheckoutPlan,
  email: string | null,
  charged?: { cardId: string; reference: string },
): Promise<boolean> {
  const { db } = deps;
  const drafts = charged ? [] : (await draftStatements(deps, plan)).flat();
  const anchored = checkoutWritten(plan.checkoutId, plan.auditId);
  const guard = charged
    ? (and(planStillHolds(deps, plan, charged.cardId), stillPending(db, charged.cardId)) as SQL)
    : planStillHolds(deps, plan);
  const recorded = {
    checkoutId: plan.checkoutId,
    patientId: plan.patientId,
    staffId: plan.staffId,
    // As handed over; a cash tender rounded to 5 cents keeps its rounding beside it.
    tenders: plan.tenders.map((tender) => ({
      tender: tender.tender,
      amountCents: tender.amountCents + tender.roundingCents,
      ...(tender.roundingCents ? { roundingCents: tender.roundingCents } : {}),
    })),
    invoiceIds: plan.invoices.map((invoice) => invoice.id),
    appliedCents: plan.invoices.map((invoice) => allocationsByInvoice(plan).get(invoice.id) ?? 0),
    creditAppliedCents: plan.creditAppliedCents,
    creditKeptCents: plan.creditKeptCents,
    requestDigest: plan.requestDigest,
  };
  const statements: Statement[] = [
    ...drafts,
    recordCheckoutWhere(deps, { ...recorded, idempotencyKey: plan.idempotencyKey, auditEventId: plan.auditId }, guard),
    auditEventInsertWhere(
      deps,
      {
        id: plan.auditId,
        actor: { type: 'staff', id: plan.staffId },
        action: 'payment.recorded',
        entity: 'checkouts',
        entityId: plan.checkoutId,
        details: {
          patientId: recorded.patientId,
          checkoutId: recorded.checkoutId,
          tenders: recorded.tenders,
          invoices: plan.invoices.length,
          creditAppliedCents: recorded.creditAppliedCents,
          creditKeptCents: recorded.creditKeptCents,
          invoiceIds: recorded.invoiceIds,
          appliedCents: recorded.appliedCents,
        },
      },
      anchored,
    ),
  ];
  const anchorIndex = drafts.length;
  for (const tender of plan.tenders) {
    if (charged && tender.id === charged.cardId) {
      const allocated = tender.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
      statements.push(
        db
          .update(paymentTransactions)
          .set({ status: 'completed', gatewayReference: charged.reference, allocatedAmount: allocated })
          .where(and(eq(paymentTransactions.id, tender.id), eq(paymentTransactions.status, 'pending'), anchored)),
      );
      continue;
    }
    statements.push(
      db.run(insertWhere(paymentTransactions, paymentRow(plan, tender, 'completed', deps), anchored)),
      ...tender.allocations.map((allocation) =>
        db.run(
          insertWhere(
            invoicePayments,
            { transactionId: tender.id, invoiceId: allocation.invoiceId, amount: allocation.amountCents },
            anchored,
          ),
        ),
      ),
    );
  }
  statements.push(...applyCreditStatements(db, plan.credit, anchored));
  statements.push(
    ...applyClaimsStatements(
      deps,
      [...allocationsByInvoice(plan)].map(([invoiceId, amountCents]) => ({ invoiceId, amountCents })),
      anchored,
      plan.today,
    ),
  );
  // The desk hands the receipt over as it takes the money: a paused rule (online payments' receipts) does not hold it.
  if (email) {
    const receipt = await checkoutReceiptMail(deps, plan);
    statements.push(outboxInsert(deps, { to: email, ...receipt, patientId: plan.patientId, ignorePause: true }, { onlyIf: anchored }));
  }
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  const written = (results[anchorIndex] as { rowsAffected: number }).rowsAffected === 1;
  if (written) {
    logger.info('checkout recorded', { checkoutId: plan.checkoutId, tenders: plan.tenders.length, invoices: plan.invoices.length });
    nudgeOutboxSender(deps);
  }
  return written;
}
