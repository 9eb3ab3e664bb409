// The list behind a figure of « Rapports financiers », read with the same conditions as the figure
// sums it: the invoices and credit notes (accrual) or the payments and refunds (cash) of the sales,
// a service's lines or its share of the money applied, a tender's payments, the credit notes, the
// checkouts that kept or used account credit, the invoices still owed in an age bucket, a payer's
// cheques and deposits. Dated rows, oldest first; a patient's name beside each.
import { and, asc, between, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DateRange } from 'shared-domain/analytics/analysis-period';
import {
  type FinancialListQuery,
  type FinancialListRow,
  otherTender,
  payerKeyLabel,
  reportBuckets,
  tenderKeyLabel,
  unappliedKey,
} from 'shared-domain/billing/financial-report';
import { payerTenderLabels } from 'shared-domain/billing/payer-payment';
import { receivableBucketLabels, receivableBucketOf } from 'shared-domain/billing/receivables';
import type { Tender } from 'shared-domain/billing/tender';
import { daysBetween } from 'shared-domain/platform/clinic-time';
import { ageingDate } from 'shared-domain/billing/financial-report';
import type { AppDeps } from '../../deps';
import {
  checkouts,
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  payerPayments,
  paymentTransactions,
} from '../../platform/db/schema';
import { invoicesOwedAsOf } from '../receivables/receivables-as-of';
import { accountCreditsAsOf } from '../receivables/receivables-page';
import { checkoutsWithin, issuedInvoice, lineKeySql, moneyWithin, type ReportPeriods } from './financial-report-data';

type Db = AppDeps['db'];

const patientName = sql<string>`trim(coalesce(${patients.firstName}, '') || ' ' || coalesce(${patients.lastName}, ''))`;
const transactionLabels = { payment: 'Paiement', deposit: 'Dépôt', refund: 'Remboursement', adjustment: 'Ajustement' } as const;
const byDate = (a: FinancialListRow, b: FinancialListRow) => a.date.localeCompare(b.date) || a.document.localeCompare(b.document);

/** Payments and deposits in, refunds out (negative), of a range; one tender's only when given. */
async function moneyRows(db: Db, range: DateRange, tender?: string): Promise<FinancialListRow[]> {
  const tenderCondition =
    tender === undefined
      ? undefined
      : tender === otherTender
        ? isNull(paymentTransactions.tender)
        : eq(paymentTransactions.tender, tender as Tender);
  const rows = await db
    .select({
      id: paymentTransactions.id,
      date: paymentTransactions.businessDate,
      patientId: paymentTransactions.patientId,
      name: patientName,
      type: paymentTransactions.transactionType,
      tender: paymentTransactions.tender,
      amount: paymentTransactions.amount,
    })
    .from(paymentTransactions)
    .leftJoin(patients, eq(patients.id, paymentTransactions.patientId))
    .where(and(moneyWithin(range, ['payment', 'deposit', 'refund']), tenderCondition));
  return rows.map((row) => ({
    id: row.id,
    date: row.date ?? '',
    document: row.id.slice(0, 8).toUpperCase(),
    patientId: row.patientId,
    name: row.name,
    detail: `${transactionLabels[row.type]} · ${tenderKeyLabel(row.tender ?? otherTender)}`,
    amountCents: row.type === 'refund' ? -row.amount : row.amount,
  }));
}

/** Invoices issued (their total, or one service's lines) and credit notes (negative) of a range. */
async function accrualRows(db: Db, range: DateRange, key?: string): Promise<FinancialListRow[]> {
  const ofKey = key === undefined ? undefined : sql`${lineKeySql} = ${key}`;
  const [sold, taken] = await Promise.all([
    db
      .select({
        id: invoices.id,
        date: invoices.issuedOn,
        number: invoices.number,
        patientId: invoices.patientId,
        name: patientName,
        cents: key === undefined ? invoices.totalAmount : sql<number>`sum(${invoiceLines.amount})`,
        detail: sql<string>`group_concat(distinct ${invoiceLines.description})`,
      })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .leftJoin(patients, eq(patients.id, invoices.patientId))
      .where(and(between(invoices.issuedOn, range.from, range.to), issuedInvoice, ofKey))
      .groupBy(invoices.id),
    db
      .select({
        id: creditNotes.id,
        date: creditNotes.issuedOn,
        number: creditNotes.number,
        patientId: creditNotes.patientId,
        name: patientName,
        cents: key === undefined ? creditNotes.amount : sql<number>`sum(${creditNoteLines.amount})`,
        detail: sql<string>`group_concat(distinct ${creditNoteLines.description})`,
      })
      .from(creditNotes)
      .innerJoin(creditNoteLines, eq(creditNoteLines.creditNoteId, creditNotes.id))
      .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
      .leftJoin(patients, eq(patients.id, creditNotes.patientId))
      .where(and(between(creditNotes.issuedOn, range.from, range.to), ofKey))
      .groupBy(creditNotes.id),
  ]);
  return [
    ...sold.map((row) => ({
      id: row.id,
      date: row.date,
      document: row.number ?? row.id.slice(0, 8).toUpperCase(),
      patientId: row.patientId,
      name: row.name,
      detail: `Facture · ${row.detail ?? ''}`,
      amountCents: Number(row.cents),
    })),
    ...taken.map((row) => ({
      id: row.id,
      date: row.date,
      document: row.number,
      patientId: row.patientId,
      name: row.name,
      detail: `Note de crédit · ${row.detail ?? ''}`,
      amountCents: -Number(row.cents),
    })),
  ];
}

/** Cash, one service or product: each payment applied to an invoice billing it, for its share of the invoice. */
async function cashItemRows(db: Db, range: DateRange, key: string): Promise<FinancialListRow[]> {
  const rows = await db
    .select({
      id: sql<string>`${invoicePayments.transactionId} || ':' || ${invoicePayments.invoiceId}`,
      date: paymentTransactions.businessDate,
      number: invoices.number,
      patientId: invoices.patientId,
      name: patientName,
      share: sql<number>`sum(${invoicePayments.amount} * 1.0 * (${invoiceLines.amount} - ${invoiceLines.creditedAmount}) / (${invoices.totalAmount} - ${invoices.creditedAmount}))`,
      detail: sql<string>`group_concat(distinct ${invoiceLines.description})`,
    })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .leftJoin(patients, eq(patients.id, invoices.patientId))
    .where(
      and(
        moneyWithin(range, ['payment', 'deposit']),
        sql`${invoices.totalAmount} - ${invoices.creditedAmount} > 0`,
        sql`${lineKeySql} = ${key}`,
      ),
    )
    .groupBy(invoicePayments.transactionId, invoicePayments.invoiceId);
  return rows.map((row) => ({
    id: row.id,
    date: row.date ?? '',
    document: row.number ?? '',
    patientId: row.patientId,
    name: row.name,
    detail: `Paiement appliqué · ${row.detail ?? ''}`,
    amountCents: Math.round(Number(row.share)),
  }));
}

/** Cash, the money not applied to an invoice: each payment's unapplied part, and the refunds. */
async function unappliedRows(db: Db, range: DateRange): Promise<FinancialListRow[]> {
  const money = await moneyRows(db, range);
  const appliedRows = await db
    .select({ id: paymentTransactions.id, applied: sql<number>`sum(${invoicePayments.amount})` })
    .from(paymentTransactions)
    .innerJoin(invoicePayments, eq(invoicePayments.transactionId, paymentTransactions.id))
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(moneyWithin(range, ['payment', 'deposit']), sql`${invoices.totalAmount} - ${invoices.creditedAmount} > 0`))
    .groupBy(paymentTransactions.id);
  const appliedOf = new Map(appliedRows.map((row) => [row.id, Number(row.applied)] as const));
  return money
    .map((row) => ({ ...row, amountCents: row.amountCents < 0 ? row.amountCents : row.amountCents - (appliedOf.get(row.id) ?? 0) }))
    .filter((row) => row.amountCents !== 0);
}

async function creditNoteRows(db: Db, range: DateRange): Promise<FinancialListRow[]> {
  const rows = await db
    .select({
      id: creditNotes.id,
      date: creditNotes.issuedOn,
      number: creditNotes.number,
      invoice: invoices.number,
      patientId: creditNotes.patientId,
      name: patientName,
      amount: creditNotes.amount,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(patients, eq(patients.id, creditNotes.patientId))
    .where(between(creditNotes.issuedOn, range.from, range.to));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    document: row.number,
    patientId: row.patientId,
    name: row.name,
    detail: `Sur la facture ${row.invoice ?? ''}`.trim(),
    amountCents: row.amount,
  }));
}

async function checkoutRows(db: Db, range: DateRange, timeZone: string, which: 'kept' | 'used', dayOf: (instant: string) => string) {
  const column = which === 'kept' ? checkouts.creditKeptCents : checkouts.creditAppliedCents;
  const rows = await db
    .select({ id: checkouts.id, createdAt: checkouts.createdAt, patientId: checkouts.patientId, name: patientName, cents: column })
    .from(checkouts)
    .leftJoin(patients, eq(patients.id, checkouts.patientId))
    .where(and(checkoutsWithin(range, timeZone), gt(column, 0)));
  return rows.map((row) => ({
    id: row.id,
    date: dayOf(row.createdAt),
    document: row.id.slice(0, 8).toUpperCase(),
    patientId: row.patientId,
    name: row.name,
    detail: which === 'kept' ? 'Trop-payé gardé en crédit au compte' : 'Crédit au compte appliqué',
    amountCents: row.cents,
  }));
}

async function receivableRows(db: Db, asOf: string, bucket?: string): Promise<FinancialListRow[]> {
  const owed = await invoicesOwedAsOf(db, asOf);
  const names = new Map(
    (
      await db
        .selectDistinct({ id: patients.id, name: patientName })
        .from(patients)
        .innerJoin(invoices, eq(invoices.patientId, patients.id))
        .where(sql`${invoices.id} in (select value from json_each(${JSON.stringify(owed.map((invoice) => invoice.id))}))`)
    ).map((row) => [row.id, row.name] as const),
  );
  return owed
    .map((invoice) => ({ invoice, age: receivableBucketOf(daysBetween(invoice.issuedOn, asOf)) }))
    .filter(({ age }) => bucket === undefined || age === bucket)
    .map(({ invoice, age }) => ({
      id: invoice.id,
      date: invoice.issuedOn,
      document: invoice.number ?? invoice.id.slice(0, 8).toUpperCase(),
      patientId: invoice.patientId,
      name: names.get(invoice.patientId) ?? '',
      detail: `${receivableBucketLabels[age]} au ${asOf}`,
      amountCents: invoice.openCents,
    }));
}

/** The patients holding account credit on `asOf`, each with what she held. */
async function creditHeldRows(db: Db, asOf: string): Promise<FinancialListRow[]> {
  const held = await accountCreditsAsOf(db, asOf);
  return held.map((row) => ({
    id: row.patientId,
    date: asOf,
    document: '',
    patientId: row.patientId,
    name: row.patientName,
    detail: `Crédit au compte au ${asOf}`,
    amountCents: row.creditCents,
  }));
}

async function payerRows(db: Db, range: DateRange, key?: string): Promise<FinancialListRow[]> {
  const payerKey = sql<string>`coalesce(${payerPayments.insurer}, ${payerPayments.payer})`;
  const rows = await db
    .select({
      id: payerPayments.id,
      date: payerPayments.businessDate,
      key: payerKey,
      tender: payerPayments.tender,
      reference: payerPayments.reference,
      amount: payerPayments.amount,
    })
    .from(payerPayments)
    .where(
      and(between(payerPayments.businessDate, range.from, range.to), key === undefined ? undefined : (sql`${payerKey} = ${key}` as SQL)),
    )
    .orderBy(asc(payerPayments.businessDate));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    document: row.reference ?? row.id.slice(0, 8).toUpperCase(),
    patientId: null,
    name: payerKeyLabel(row.key),
    detail: payerTenderLabels[row.tender],
    amountCents: row.amount,
  }));
}

/** The rows behind the figure the query names, for the period (a sales bucket: its days only). */
export async function financialListRows(
  db: Db,
  periods: ReportPeriods,
  query: FinancialListQuery,
  dayOf: (instant: string) => string,
): Promise<FinancialListRow[]> {
  const { period, basis, grain, timeZone, today } = periods;
  const bucket = query.bucket ? reportBuckets(period, grain).find((candidate) => candidate.from === query.bucket) : undefined;
  const range = bucket ?? period;
  const rows = await (async () => {
    switch (query.list) {
      case 'sales':
        if (basis === 'accrual') return accrualRows(db, range, query.key);
        if (query.key === unappliedKey) return unappliedRows(db, range);
        return query.key === undefined ? moneyRows(db, range) : cashItemRows(db, range, query.key);
      case 'tender':
        return moneyRows(db, range, query.key);
      case 'creditNotes':
        return creditNoteRows(db, range);
      case 'creditKept':
        return checkoutRows(db, range, timeZone, 'kept', dayOf);
      case 'creditUsed':
        return checkoutRows(db, range, timeZone, 'used', dayOf);
      case 'creditHeld':
        return creditHeldRows(db, ageingDate(period, today));
      case 'receivables':
        return receivableRows(db, ageingDate(period, today), query.key);
      case 'payers':
        return payerRows(db, range, query.key);
    }
  })();
  return rows.sort(byDate);
}
