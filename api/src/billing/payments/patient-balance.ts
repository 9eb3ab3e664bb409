// What the patient owes (specification §3 "billing"): the issued invoices still owed
// (unpaid, partly paid or overdue), each by what it still owes (total − credited − paid), which the
// balance banner adds up and the pay-now dialog settles, all or the ones chosen; and the account
// credit the clinic holds for the patient, shown beside it. An invoice the clinic claimed from a payer
// who has not answered says which (the portal leaves it unticked at first).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { balanceDue, invoiceNumber } from 'shared-domain/billing/invoice';
import { invoiceOpenCents, isOwedStatus, owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import type { AppDeps } from '../../deps';
import { invoices } from '../../platform/db/schema';
import { creditSources } from '../account/credit-sources';
import { payersAwaitedOn } from '../receivables/awaited-from-payers';

/** The patient's owed invoices, oldest first, with the balance they make and the account credit. */
export async function patientBalance(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const [rows, sources] = await Promise.all([
    deps.db
      .select({
        id: invoices.id,
        number: invoices.number,
        issuedOn: invoices.issuedOn,
        dueOn: invoices.dueOn,
        totalAmount: invoices.totalAmount,
        creditedAmount: invoices.creditedAmount,
        paidAmount: invoices.paidAmount,
        paymentStatus: invoices.paymentStatus,
      })
      .from(invoices)
      .where(and(eq(invoices.patientId, patientId), inArray(invoices.paymentStatus, owedInvoiceStatuses)))
      .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id)),
    creditSources(deps.db, patientId),
  ]);
  const owed = rows.flatMap((row) => {
    if (!isOwedStatus(row.paymentStatus)) return [];
    const openCents = invoiceOpenCents({ totalCents: row.totalAmount, creditedCents: row.creditedAmount, paidCents: row.paidAmount });
    return openCents > 0 ? [{ ...row, paymentStatus: row.paymentStatus, openCents }] : [];
  });
  const awaited = await payersAwaitedOn(
    deps.db,
    owed.map((row) => row.id),
  );
  return {
    // A partly paid invoice is not overdue yet: it counts with the unpaid ones, by what it still owes.
    ...balanceDue(
      owed.map((row) => ({ paymentStatus: row.paymentStatus === 'overdue' ? 'overdue' : 'unpaid', totalAmount: row.openCents })),
    ),
    creditCents: sources.reduce((sum, source) => sum + source.unappliedCents, 0),
    invoices: owed.map((row) => ({
      id: row.id,
      // Rows from before the desk numbered invoices carry their id's number.
      number: row.number ?? invoiceNumber(row.id),
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      totalCents: row.totalAmount,
      /** What it still owes: what paying it now costs. */
      openCents: row.openCents,
      status: row.paymentStatus,
      /** The payer a claim of the clinic's asks to pay it, who has not answered yet; null when none. */
      awaitedFrom: awaited.get(row.id) ?? null,
    })),
  };
}

export type PatientBalance = Awaited<ReturnType<typeof patientBalance>>;
