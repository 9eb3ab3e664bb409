// The condition the checkout's first statement is written under: the state the plan was computed
// from, still true when the batch runs (else nothing of the checkout is written and the desk is told
// the balance changed).
import { and, eq, exists, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { checkouts, clinicSettings, invoices } from '../../platform/db/schema';
import { creditStillThere } from '../account/apply-credit';
import { noCloseSince } from '../cash-closing/closed-day';
import { allocationsByInvoice, type CheckoutPlan } from './checkout-plan';
import { pendingClaimsSql } from './pending-claims';

/**
 * The state the plan was computed from, as one SQL condition: the day open, the checkout not yet
 * recorded, each invoice owed by this patient with room for what it gets (pending card payments'
 * claims taken off, except the checkout's own card), each credit source still holding its share.
 */
export function planStillHolds(deps: Pick<AppDeps, 'db'>, plan: CheckoutPlan, ownCardId?: string): SQL {
  const { db } = deps;
  const conditions: SQL[] = [
    // The day open, and no later day closed meanwhile: a payment is never dated before the last close.
    noCloseSince(db, plan.businessDate),
    notExists(db.select({ one: sql`1` }).from(checkouts).where(eq(checkouts.id, plan.checkoutId))),
  ];
  for (const [invoiceId, cents] of allocationsByInvoice(plan)) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(invoices)
          .where(
            and(
              eq(invoices.id, invoiceId),
              eq(invoices.patientId, plan.patientId),
              inArray(invoices.paymentStatus, owedInvoiceStatuses),
              sql`${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount} - ${pendingClaimsSql(sql`${invoices.id}`, ownCardId)} >= ${cents}`,
            ),
          ),
      ),
    );
  }
  const drafts = plan.invoices.filter((invoice) => invoice.isDraft).length;
  if (drafts > 0 && !ownCardId) {
    // Checked after the drafts' own statements numbered them: the receipt named the right numbers.
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(clinicSettings)
          .where(and(eq(clinicSettings.id, 1), eq(clinicSettings.invoiceNextNumber, plan.sequence.next + drafts))),
      ),
    );
  }
  conditions.push(...creditStillThere(db, plan.credit));
  return and(...conditions) as SQL;
}
