// The invoices the desk chose to settle: each this patient's and still owed, oldest first, with what
// is left to pay on it (pending card payments' claims and a draft's visit deposit taken off).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import { errorCodes } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { invoices, paymentTransactions } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { unappliedCentsSql } from '../account/credit-sources';
import type { ChosenInvoice } from './checkout-plan';
import { pendingClaimsSql } from './pending-claims';

/** The chosen invoices, oldest first, with what each owes; refused when one is not this patient's or not owed. */
export async function chosenInvoices(deps: Pick<AppDeps, 'db'>, patientId: string, requested: readonly string[]): Promise<ChosenInvoice[]> {
  const ids = [...new Set(requested)];
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({
      id: invoices.id,
      patientId: invoices.patientId,
      appointmentId: invoices.appointmentId,
      status: invoices.paymentStatus,
      total: invoices.totalAmount,
      credited: invoices.creditedAmount,
      paid: invoices.paidAmount,
      pending: sql<number>`${pendingClaimsSql(sql`${invoices.id}`)}`,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(invoices.issuedOn, invoices.createdAt, invoices.id);
  if (rows.length < ids.length) throw notFound(deskMessages.invoiceNotFound);
  if (rows.some((row) => row.patientId !== patientId)) throw fieldRefusal('invoiceIds', deskMessages.otherPatient);
  const chosen: ChosenInvoice[] = [];
  for (const row of rows) {
    const isDraft = row.status === 'draft';
    if (!isDraft && !(owedInvoiceStatuses as readonly string[]).includes(row.status)) {
      throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
    }
    const deposit = isDraft ? await visitDepositCents(deps, patientId, row.appointmentId) : 0;
    const open = Math.max(0, row.total - row.credited - row.paid - Number(row.pending));
    chosen.push({ id: row.id, isDraft, openCents: Math.max(0, open - deposit) });
  }
  return chosen;
}

/**
 * What issuing a draft takes off it from its visit's deposit (issue-invoice.ts applies the oldest
 * completed deposit of the visit with money left): read here only to allocate the rest; the
 * batch's guard checks the real room once the draft is issued.
 */
async function visitDepositCents(deps: Pick<AppDeps, 'db'>, patientId: string, appointmentId: string | null): Promise<number> {
  if (!appointmentId) return 0;
  const [deposit] = await deps.db
    .select({ unapplied: unappliedCentsSql })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.appointmentId, appointmentId),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'completed'),
        sql`${unappliedCentsSql} > 0`,
      ),
    )
    .orderBy(paymentTransactions.createdAt, paymentTransactions.id)
    .limit(1);
  return deposit ? Number(deposit.unapplied) : 0;
}
