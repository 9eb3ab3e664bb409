// « Comptes à recevoir »: each patient's balance on a date, by the age of the invoices
// owed then, with the account credit netted (shared-domain/billing/receivables).
//
// How a past date is read: what was owed ON `asOf`, from the rows dated up to it —
// - an invoice counts once issued on or before `asOf` (drafts, waived fees and void rows never);
// - it owed its total less the credit notes issued on or before `asOf` and less the payments applied
//   to it whose clinic day (business date) is on or before `asOf`; an application of account credit
//   is dated by the payment the credit came from (the application itself carries no date: the
//   money was the patient's from that day, so only the split between owed and credit can differ,
//   never the balance);
// - the balance is the ledger's identity (issued invoices − credit notes − payments + refunds, each
//   dated on or before `asOf`), so the credit is what the balance leaves once the owed invoices
//   are counted (`creditFromLedger`).
// Today's report is the same reading with today's date. No interest is ever added: the code of
// ethics allows it only after the patient was notified of it.
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import type { InvoicePaymentStatus } from 'shared-domain/billing/payment-status';
import { agedAccount, creditFromLedger } from 'shared-domain/billing/receivables';
import type { Database } from '../../platform/db/client';
import { creditNotes, invoicePayments, invoices, paymentTransactions } from '../../platform/db/schema';

/** Statuses that are not (or not yet) a document owed: never receivable. */
const notOwedStatuses: InvoicePaymentStatus[] = ['draft', 'waived', 'void'];

/** The clinic day a payment counts on; rows written before payments carried one fall back to their creation day. */
const businessDateOf = sql<string>`coalesce(${paymentTransactions.businessDate}, substr(${paymentTransactions.createdAt}, 1, 10))`;

export function issuedByCondition(asOf: string) {
  return and(notInArray(invoices.paymentStatus, notOwedStatuses), lte(invoices.issuedOn, asOf));
}

export function creditedByCents(asOf: string) {
  return sql<number>`coalesce((select sum(${creditNotes.amount}) from ${creditNotes} where ${creditNotes.invoiceId} = ${invoices.id} and ${creditNotes.issuedOn} <= ${asOf}), 0)`;
}

export function paidByCents(asOf: string) {
  return sql<number>`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} join ${paymentTransactions} on ${paymentTransactions.id} = ${invoicePayments.transactionId} where ${invoicePayments.invoiceId} = ${invoices.id} and ${paymentTransactions.status} = 'completed' and ${businessDateOf} <= ${asOf}), 0)`;
}

/**
 * Every ledger entry dated up to `asOf` as (patient_id, amount): issued invoices, less credit
 * notes, less payments and deposits, plus refunds; their sum by patient is the balance.
 */
export function ledgerEntriesAsOf(asOf: string, patientId?: string) {
  const onePatient = (column: typeof invoices.patientId | typeof creditNotes.patientId | typeof paymentTransactions.patientId) =>
    patientId === undefined ? sql`` : sql` and ${column} = ${patientId}`;
  return sql`
      select ${invoices.patientId} as patient_id, ${invoices.totalAmount} as amount from ${invoices}
        where ${issuedByCondition(asOf)}${onePatient(invoices.patientId)}
      union all
      select ${creditNotes.patientId}, -${creditNotes.amount} from ${creditNotes}
        where ${creditNotes.issuedOn} <= ${asOf}${onePatient(creditNotes.patientId)}
      union all
      select ${paymentTransactions.patientId},
        case when ${paymentTransactions.transactionType} = 'refund' then ${paymentTransactions.amount} else -${paymentTransactions.amount} end
        from ${paymentTransactions}
        where ${paymentTransactions.status} = 'completed'
          and ${paymentTransactions.transactionType} in ('payment', 'deposit', 'refund')
          and ${businessDateOf} <= ${asOf}${onePatient(paymentTransactions.patientId)}`;
}

/** invoiced − credit notes − payments + refunds of each patient with any of them up to `asOf`. */
export async function ledgerBalancesAsOf(db: Database, asOf: string, patientId?: string): Promise<Map<string, number>> {
  const rows = await db.all<{ patientId: string; balance: number }>(sql`
    select patient_id as patientId, sum(amount) as balance from (${ledgerEntriesAsOf(asOf, patientId)}) group by patient_id`);
  return new Map(rows.map((row) => [row.patientId, Number(row.balance)]));
}

/** What an invoice still owed on `asOf`: its total less the credit notes and payments dated up to it. */
export function openCentsAsOf(asOf: string) {
  return sql<number>`${invoices.totalAmount} - ${creditedByCents(asOf)} - ${paidByCents(asOf)}`;
}

/**
 * The invoices that may have owed something on `asOf`: those owed now (by their status), and those
 * settled since — by a payment of a later clinic day or a later credit note. Any other issued
 * invoice was settled by rows dated up to `asOf`, so it owed nothing then. (Read through the
 * indexes on the status and on the days, so a report of today looks at the few invoices owed, not
 * at every invoice the clinic ever issued.)
 */
export function candidatesAsOf(asOf: string) {
  return sql`(${invoices.id} in (
    select ${invoices.id} from ${invoices} where ${inArray(invoices.paymentStatus, [...owedInvoiceStatuses])}
    union
    select ${invoicePayments.invoiceId} from ${invoicePayments}
      join ${paymentTransactions} on ${paymentTransactions.id} = ${invoicePayments.transactionId}
      where ${paymentTransactions.businessDate} > ${asOf} or ${paymentTransactions.businessDate} is null
    union
    select ${creditNotes.invoiceId} from ${creditNotes} where ${creditNotes.issuedOn} > ${asOf}
  ))`;
}

/** The invoices issued by `asOf` that still owed something then, with how much, oldest first. */
export async function invoicesOwedAsOf(db: Database, asOf: string, patientId?: string) {
  const openCents = openCentsAsOf(asOf);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      patientId: invoices.patientId,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      openCents,
    })
    .from(invoices)
    .where(
      and(
        issuedByCondition(asOf),
        patientId === undefined ? candidatesAsOf(asOf) : eq(invoices.patientId, patientId),
        sql`${openCents} > 0`,
      ),
    )
    .orderBy(asc(invoices.issuedOn), asc(invoices.number));
  return rows.map((row) => ({ ...row, openCents: Number(row.openCents) }));
}

/** One patient's aged account on `asOf`, with the invoices still owed then, oldest first. */
export async function patientReceivableAsOf(db: Database, patientId: string, asOf: string) {
  const [owed, balances] = await Promise.all([invoicesOwedAsOf(db, asOf, patientId), ledgerBalancesAsOf(db, asOf, patientId)]);
  const open = owed.filter((invoice) => invoice.openCents > 0);
  const owedCents = open.reduce((sum, invoice) => sum + invoice.openCents, 0);
  return { invoices: open, ...agedAccount(open, creditFromLedger(owedCents, balances.get(patientId) ?? 0), asOf) };
}

/**
 * Every patient's aged account on `asOf` with the invoices owed then, oldest first: the same reading
 * as `patientReceivableAsOf` for each, from two grouped reads whatever the number of patients.
 */
export async function receivableAccountsAsOf(db: Database, asOf: string) {
  const [owed, balances] = await Promise.all([invoicesOwedAsOf(db, asOf), ledgerBalancesAsOf(db, asOf)]);
  const byPatient = new Map<string, Awaited<ReturnType<typeof invoicesOwedAsOf>>>();
  for (const invoice of owed) {
    if (invoice.openCents === 0) continue;
    const list = byPatient.get(invoice.patientId) ?? [];
    list.push(invoice);
    byPatient.set(invoice.patientId, list);
  }
  return new Map(
    [...new Set([...byPatient.keys(), ...balances.keys()])].map((patientId) => {
      const open = byPatient.get(patientId) ?? [];
      const owedCents = open.reduce((sum, invoice) => sum + invoice.openCents, 0);
      return [patientId, { invoices: open, ...agedAccount(open, creditFromLedger(owedCents, balances.get(patientId) ?? 0), asOf) }];
    }),
  );
}
