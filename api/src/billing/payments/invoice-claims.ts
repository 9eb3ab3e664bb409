// What a portal payment claims when its pending transaction is written (pay-balance.ts, and
// pay-family.ts once per person paid): the guard that each chosen invoice is still owed by that
// patient for what she was shown, held by no other pending payment (and, for the whole balance, that
// no other invoice is owed), with each credit source still holding its share; then, in the same
// batch, the invoice claims (what the card pays of each) and the credit holds (what the credit pays
// of each, and from which earlier payment).
import { and, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import { paymentMessages } from 'shared-domain/billing/payment';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { creditHolds, invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';
import { insertWhere } from '../../platform/db/insert-where';
import { createdTimestamp } from '../../platform/db/timestamps';
import { type CreditUse, creditStillThere } from '../account/apply-credit';
import { cashingDay } from '../cash-closing/settling-day';
import { pendingClaimsSql } from '../checkout/pending-claims';

export interface InvoiceClaim {
  patientId: string;
  invoices: readonly { id: string; number: string; openCents: number }[];
  /** The account credit paying part of them, held until the card's outcome. */
  credit: readonly CreditUse[];
  /** The whole balance: the owed invoices must still be exactly these. */
  wholeBalance: boolean;
}

/** True while, when the statement runs, the claim still holds: each invoice owes what was seen, unheld, the credit still there. */
export function claimStillHolds(db: AppDeps['db'], claim: InvoiceClaim): SQL {
  const owed = and(eq(invoices.patientId, claim.patientId), inArray(invoices.paymentStatus, owedInvoiceStatuses));
  const stillOwes = claim.invoices.map((invoice) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(invoices)
        .where(
          and(
            owed,
            eq(invoices.id, invoice.id),
            sql`${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount} = ${invoice.openCents}`,
            sql`${pendingClaimsSql(invoice.id)} = 0`,
          ),
        ),
    ),
  );
  const owedCount = db
    .select({ n: count() })
    .from(invoices)
    .where(and(owed, sql`${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount} > 0`));
  return and(
    ...stillOwes,
    ...creditStillThere(db, claim.credit),
    claim.wholeBalance ? sql`(${owedCount}) = ${claim.invoices.length}` : undefined,
  ) as SQL;
}

/** What the card pays of each invoice: what the credit leaves of it. */
export function cardClaims(claim: InvoiceClaim): { invoiceId: string; amountCents: number }[] {
  const creditByInvoice = new Map<string, number>();
  for (const use of claim.credit) creditByInvoice.set(use.invoiceId, (creditByInvoice.get(use.invoiceId) ?? 0) + use.amountCents);
  return claim.invoices
    .map((invoice) => ({ invoiceId: invoice.id, amountCents: invoice.openCents - (creditByInvoice.get(invoice.id) ?? 0) }))
    .filter((cardClaim) => cardClaim.amountCents > 0);
}

/** The claims and credit holds of the pending transaction `transactionId`, written only once it is (`exists`). */
export function claimRowsStatements(db: AppDeps['db'], transactionId: string, claim: InvoiceClaim): BatchItem<'sqlite'>[] {
  const written = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, transactionId)));
  return [
    ...cardClaims(claim).map((cardClaim) =>
      db.run(insertWhere(invoicePayments, { transactionId, invoiceId: cardClaim.invoiceId, amount: cardClaim.amountCents }, written)),
    ),
    ...claim.credit.map((use) =>
      db.run(
        insertWhere(creditHolds, { transactionId, sourceId: use.sourceId, invoiceId: use.invoiceId, amount: use.amountCents }, written),
      ),
    ),
  ];
}

/**
 * The pending transaction's row: a card on file, received now, counted on the clinic's day (after
 * its close, on the next open day: cash-closing/settling-day.ts); taken by no one (online).
 */
export async function pendingPortalPayment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  payment: {
    transactionId: string;
    patientId: string;
    paymentMethodId: string | null;
    idempotencyKey: string;
    amountCents: number;
    invoices: InvoiceClaim['invoices'];
    familyPaymentId?: string;
  },
): Promise<typeof paymentTransactions.$inferInsert> {
  const now = deps.clock.now();
  const settings = await loadClinicSettings(deps.db);
  return {
    id: payment.transactionId,
    patientId: payment.patientId,
    paymentMethodId: payment.paymentMethodId,
    transactionType: 'payment',
    amount: payment.amountCents,
    currency: 'CAD',
    status: 'pending',
    description: (payment.familyPaymentId ? paymentMessages.familyDescription : paymentMessages.description)(
      payment.invoices.map((invoice) => invoice.number),
    ),
    idempotencyKey: payment.idempotencyKey,
    familyPaymentId: payment.familyPaymentId ?? null,
    tender: 'card_on_file',
    receivedAt: now.toISOString(),
    ...(await cashingDay(deps.db, clinicDate(now, settings.timeZone))),
    ...createdTimestamp(deps.clock),
  };
}
