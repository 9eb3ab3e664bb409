// What « Rapports financiers » read: grouped sums of the period and of the previous one, straight
// from the money tables (indexed range reads, one row per day, tender, service or payer; never the
// documents one by one), turned into the report by shared-domain's pure functions
// (billing/financial-report). The receivables' ageing is the receivables' own reading on a date.
import { and, between, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { type DateRange, previousPeriod } from 'shared-domain/analytics/analysis-period';
import type { AccountingBasis } from 'shared-domain/billing/accounting-basis';
import {
  ageingDate,
  apportionCents,
  basisStatements,
  bucketTotals,
  comparedCents,
  comparedRows,
  type DatedCents,
  dailySales,
  defaultGrain,
  type FinancialReportQuery,
  otherTender,
  payerKeyLabel,
  rangeTotal,
  reportBuckets,
  type SalesLedger,
  tenderKeyLabel,
  unappliedKey,
} from 'shared-domain/billing/financial-report';
import { receivableBucketLabels, receivableBuckets } from 'shared-domain/billing/receivables';
import { tenders } from 'shared-domain/billing/tender';
import { addDays, startOfClinicDay } from 'shared-domain/platform/clinic-time';
import { periodOf } from 'shared-domain/analytics/analysis-period';
import { clinicToday, loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import {
  checkouts,
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoicePayments,
  invoices,
  payerPayments,
  paymentTransactions,
} from '../../platform/db/schema';
import { accountCreditTotalAsOf, receivableBucketsAsOf } from '../receivables/receivables-page';

type Db = AppDeps['db'];

/** Invoices that sold something: neither a draft, a waived fee nor void. */
export const issuedInvoice = sql`${invoices.paymentStatus} not in ('draft', 'waived', 'void')`;

/** Completed money of the kinds given, counted on a clinic day of the range. */
export const moneyWithin = (range: DateRange, types: ('payment' | 'deposit' | 'refund')[]) =>
  and(
    between(paymentTransactions.businessDate, range.from, range.to),
    eq(paymentTransactions.status, 'completed'),
    inArray(paymentTransactions.transactionType, types),
  );

/** A line's service or product: a product sold by its id, anything else by its description. */
export const lineKeySql = sql<string>`case when ${invoiceLines.productId} is not null then 'product:' || ${invoiceLines.productId} else 'service:' || ${invoiceLines.description} end`;

const byDate = (rows: { date: string | null; cents: number | string | null }[]): DatedCents[] =>
  rows.flatMap((row) => (row.date ? [{ date: row.date, cents: Number(row.cents ?? 0) }] : []));

/** The four day-by-day sums both bases read, over a range. */
async function salesLedger(db: Db, range: DateRange): Promise<SalesLedger> {
  const money = (type: 'payment' | 'refund') =>
    db
      .select({ date: paymentTransactions.businessDate, cents: sql<number>`sum(${paymentTransactions.amount})` })
      .from(paymentTransactions)
      .where(moneyWithin(range, type === 'payment' ? ['payment', 'deposit'] : ['refund']))
      .groupBy(paymentTransactions.businessDate);
  const [invoiced, credited, received, refunded] = await Promise.all([
    db
      .select({ date: invoices.issuedOn, cents: sql<number>`sum(${invoices.totalAmount})` })
      .from(invoices)
      .where(and(between(invoices.issuedOn, range.from, range.to), issuedInvoice))
      .groupBy(invoices.issuedOn),
    db
      .select({ date: creditNotes.issuedOn, cents: sql<number>`sum(${creditNotes.amount})` })
      .from(creditNotes)
      .where(between(creditNotes.issuedOn, range.from, range.to))
      .groupBy(creditNotes.issuedOn),
    money('payment'),
    money('refund'),
  ]);
  return { invoiced: byDate(invoiced), credited: byDate(credited), received: byDate(received), refunded: byDate(refunded) };
}

export interface SalesItem {
  key: string;
  label: string;
  kind: 'service' | 'product' | 'unapplied';
  cents: number;
}

/** Accrual: the lines of the invoices issued less the credit notes' lines, by service or product. */
async function accrualItems(db: Db, range: DateRange): Promise<SalesItem[]> {
  const [sold, taken] = await Promise.all([
    db
      .select({ key: lineKeySql, label: sql<string>`max(${invoiceLines.description})`, cents: sql<number>`sum(${invoiceLines.amount})` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(between(invoices.issuedOn, range.from, range.to), issuedInvoice))
      .groupBy(lineKeySql),
    db
      .select({ key: lineKeySql, label: sql<string>`max(${invoiceLines.description})`, cents: sql<number>`sum(${creditNoteLines.amount})` })
      .from(creditNoteLines)
      .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
      .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
      .where(between(creditNotes.issuedOn, range.from, range.to))
      .groupBy(lineKeySql),
  ]);
  const items = new Map<string, SalesItem>();
  for (const [rows, sign] of [
    [sold, 1],
    [taken, -1],
  ] as const) {
    for (const row of rows) {
      const item = items.get(row.key) ?? { key: row.key, label: row.label, kind: kindOf(row.key), cents: 0 };
      item.cents += sign * Number(row.cents);
      items.set(row.key, item);
    }
  }
  return [...items.values()];
}

const kindOf = (key: string): SalesItem['kind'] =>
  key.startsWith('product:') ? 'product' : key === unappliedKey ? 'unapplied' : 'service';

/**
 * Cash: the money of the range applied to invoices, spread over each invoice's lines as they stand
 * (net of credit notes), by service or product; what the range's money did not pay of an invoice
 * (deposits waiting for their visit, overpayments kept, refunds) is one row of its own, so the rows
 * add up to the cash sales to the cent.
 */
async function cashItems(db: Db, range: DateRange): Promise<{ items: SalesItem[]; appliedCents: number }> {
  const applied = and(moneyWithin(range, ['payment', 'deposit']), sql`${invoices.totalAmount} - ${invoices.creditedAmount} > 0`);
  const weights = await db
    .select({
      key: lineKeySql,
      label: sql<string>`max(${invoiceLines.description})`,
      weight: sql<number>`sum(${invoicePayments.amount} * 1.0 * (${invoiceLines.amount} - ${invoiceLines.creditedAmount}) / (${invoices.totalAmount} - ${invoices.creditedAmount}))`,
    })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(applied)
    .groupBy(lineKeySql);
  // An invoice's lines net of credit notes add up to what it bills net (its credited amount is its
  // lines'), so each payment's shares add up to it: the weights' sum is the money applied, to the cent
  // once rounded (one read instead of two).
  const appliedCents = Math.round(weights.reduce((sum, row) => sum + Number(row.weight), 0));
  const shares = apportionCents(
    appliedCents,
    weights.map((row) => Number(row.weight)),
  );
  // A line credited whole weighs nothing: it sold nothing on this basis.
  const items: SalesItem[] = weights
    .map((row, index) => ({ key: row.key, label: row.label, kind: kindOf(row.key), cents: shares[index] ?? 0 }))
    .filter((item) => item.cents !== 0);
  return { items, appliedCents };
}

/** Money in and out by tender over a range (`other`: money recorded without a tender). */
async function tenderTotals(db: Db, range: DateRange) {
  const rows = await db
    .select({
      tender: paymentTransactions.tender,
      received: sql<number>`sum(case when ${paymentTransactions.transactionType} = 'refund' then 0 else ${paymentTransactions.amount} end)`,
      refunded: sql<number>`sum(case when ${paymentTransactions.transactionType} = 'refund' then ${paymentTransactions.amount} else 0 end)`,
    })
    .from(paymentTransactions)
    .where(moneyWithin(range, ['payment', 'deposit', 'refund']))
    .groupBy(paymentTransactions.tender);
  return new Map<string, { received: number; refunded: number }>(
    rows.map((row) => [row.tender ?? otherTender, { received: Number(row.received ?? 0), refunded: Number(row.refunded ?? 0) }] as const),
  );
}

/** The instants a range of clinic days spans: from its first midnight to the one after its last day. */
export function instantsOf(range: DateRange, timeZone: string) {
  return { from: startOfClinicDay(range.from, timeZone).toISOString(), to: startOfClinicDay(addDays(range.to, 1), timeZone).toISOString() };
}

/** Checkouts recorded in the range's instants (the desk's and the portal's). */
export const checkoutsWithin = (range: DateRange, timeZone: string) => {
  const instants = instantsOf(range, timeZone);
  return and(gte(checkouts.createdAt, instants.from), lt(checkouts.createdAt, instants.to));
};

async function creditTotals(db: Db, range: DateRange, timeZone: string) {
  const [[notes], [account]] = await Promise.all([
    db
      .select({ count: count(), cents: sql<number>`coalesce(sum(${creditNotes.amount}), 0)` })
      .from(creditNotes)
      .where(between(creditNotes.issuedOn, range.from, range.to)),
    db
      .select({
        kept: sql<number>`coalesce(sum(${checkouts.creditKeptCents}), 0)`,
        used: sql<number>`coalesce(sum(${checkouts.creditAppliedCents}), 0)`,
      })
      .from(checkouts)
      .where(checkoutsWithin(range, timeZone)),
  ]);
  return {
    creditNotes: Number(notes?.cents ?? 0),
    creditNoteCount: Number(notes?.count ?? 0),
    kept: Number(account?.kept ?? 0),
    used: Number(account?.used ?? 0),
  };
}

/** The payers' cheques and deposits of a range, by insurer (a private insurer's) or payer. */
async function payerTotals(db: Db, range: DateRange) {
  const key = sql<string>`coalesce(${payerPayments.insurer}, ${payerPayments.payer})`;
  const rows = await db
    .select({ key, cents: sql<number>`sum(${payerPayments.amount})` })
    .from(payerPayments)
    .where(and(isNotNull(payerPayments.businessDate), between(payerPayments.businessDate, range.from, range.to)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, Number(row.cents)] as const));
}

/** What was owed on `asOf` by age, summed by the database (off the request thread when it can). */
const ageingOn = (deps: Pick<AppDeps, 'db' | 'reportReader'>, asOf: string) => receivableBucketsAsOf(deps.reportReader ?? deps.db, asOf);

/** The account credit all patients held on `asOf`, whatever its source (the same reading, off the request thread). */
const creditHeldOn = (deps: Pick<AppDeps, 'db' | 'reportReader'>, asOf: string) =>
  accountCreditTotalAsOf(deps.reportReader ?? deps.db, asOf);

export interface ReportPeriods {
  period: DateRange;
  previous: DateRange;
  grain: ReturnType<typeof defaultGrain>;
  basis: AccountingBasis;
  timeZone: string;
  today: string;
}

/** The period the query names, the previous one of the same length, and what the report is read with. */
export async function reportPeriods(deps: Pick<AppDeps, 'db' | 'clock'>, query: FinancialReportQuery): Promise<ReportPeriods> {
  const [today, settings] = await Promise.all([clinicToday(deps), loadClinicSettings(deps.db)]);
  const period = periodOf(query, today);
  return {
    period,
    previous: previousPeriod(query.period, period),
    grain: query.grain ?? defaultGrain(period),
    basis: settings.accountingBasis,
    timeZone: settings.timeZone,
    today,
  };
}

/** The sales of a range, day by day, on the basis. */
export async function salesByDay(db: Db, basis: AccountingBasis, range: DateRange): Promise<DatedCents[]> {
  return dailySales(basis, await salesLedger(db, range));
}

/**
 * The sales of a range by service or product, on the basis, adding up to the range's sales (`total`,
 * known once `salesByDay` answers): on the cash basis, what the money did not pay of an invoice is its
 * own row.
 */
export function salesItems(db: Db, basis: AccountingBasis, range: DateRange): Promise<(total: number) => SalesItem[]> {
  if (basis === 'accrual') return accrualItems(db, range).then((items) => () => items);
  return cashItems(db, range).then(
    ({ items, appliedCents }) =>
      (total: number) =>
        total === appliedCents ? items : [...items, { key: unappliedKey, label: '', kind: 'unapplied', cents: total - appliedCents }],
  );
}

/** The whole report: every figure of the period against the previous period's. */
export async function loadFinancialReport(deps: Pick<AppDeps, 'db' | 'clock' | 'reportReader'>, query: FinancialReportQuery) {
  const { db } = deps;
  const periods = await reportPeriods(deps, query);
  const { period, previous, grain, basis, timeZone, today } = periods;
  const asOf = ageingDate(period, today);
  const previousAsOf = ageingDate(previous, today);
  // The ageing first: read off the request thread (a worker's connection), it runs beside the rest.
  const ageing = Promise.all([ageingOn(deps, asOf), ageingOn(deps, previousAsOf)]);
  const held = Promise.all([creditHeldOn(deps, asOf), creditHeldOn(deps, previousAsOf)]);
  const [sales, itemsOfNow, itemsOfBefore, tendersNow, tendersBefore, creditsNow, creditsBefore, payersNow, payersBefore] =
    await Promise.all([
      salesByDay(db, basis, { from: previous.from, to: period.to }),
      salesItems(db, basis, period),
      salesItems(db, basis, previous),
      tenderTotals(db, period),
      tenderTotals(db, previous),
      creditTotals(db, period, timeZone),
      creditTotals(db, previous, timeZone),
      payerTotals(db, period),
      payerTotals(db, previous),
    ]);
  const [ageingNow, ageingBefore] = await ageing;
  const [heldNow, heldBefore] = await held;
  const salesNow = rangeTotal(period, sales);
  const salesBefore = rangeTotal(previous, sales);
  const itemsNow = itemsOfNow(salesNow);
  const itemsBefore = itemsOfBefore(salesBefore);

  // The previous period's buckets, as many as fit, compared bucket by bucket in order.
  const buckets = reportBuckets(period, grain);
  const previousBuckets = reportBuckets(previous, grain);
  const now = bucketTotals(buckets, sales);
  const before = bucketTotals(previousBuckets, sales);

  const labels = new Map([...itemsBefore, ...itemsNow].map((item) => [item.key, item] as const));
  const itemRows = comparedRows(
    new Map(itemsNow.map((item) => [item.key, item.cents] as const)),
    new Map(itemsBefore.map((item) => [item.key, item.cents] as const)),
  )
    .map((row) => ({ ...row, label: labels.get(row.key)?.label ?? '', kind: labels.get(row.key)?.kind ?? 'service' }))
    .sort((a, b) => Number(a.kind === 'unapplied') - Number(b.kind === 'unapplied') || b.value - a.value || a.label.localeCompare(b.label));

  const net = (totals: Map<string, { received: number; refunded: number }>) =>
    new Map([...totals].map(([key, value]) => [key, value.received - value.refunded] as const));
  const tenderRows = comparedRows<string>(net(tendersNow), net(tendersBefore), [...tenders, otherTender]).map((row) => ({
    ...row,
    label: tenderKeyLabel(row.key),
    receivedCents: tendersNow.get(row.key)?.received ?? 0,
    refundedCents: tendersNow.get(row.key)?.refunded ?? 0,
  }));

  const payerRows = comparedRows(payersNow, payersBefore).map((row) => ({ ...row, label: payerKeyLabel(row.key) }));
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
  const owed = (ageing: typeof ageingNow) => sum(receivableBuckets.map((bucket) => ageing[bucket]));

  return {
    period,
    previous,
    grain,
    basis,
    basisStatement: basisStatements[basis],
    sales: {
      total: comparedCents(salesNow, salesBefore),
      buckets: buckets.map((bucket, index) => ({
        ...bucket,
        previousFrom: previousBuckets[index]?.from ?? null,
        ...comparedCents(now[index] ?? 0, before[index] ?? 0),
      })),
      items: itemRows,
    },
    tenders: { rows: tenderRows, total: comparedCents(sum(net(tendersNow).values()), sum(net(tendersBefore).values())) },
    credits: {
      creditNotes: { ...comparedCents(creditsNow.creditNotes, creditsBefore.creditNotes), count: creditsNow.creditNoteCount },
      kept: comparedCents(creditsNow.kept, creditsBefore.kept),
      used: comparedCents(creditsNow.used, creditsBefore.used),
      held: { ...comparedCents(heldNow, heldBefore), asOf },
    },
    receivables: {
      asOf,
      previousAsOf,
      buckets: receivableBuckets.map((bucket) => ({
        key: bucket,
        label: receivableBucketLabels[bucket],
        ...comparedCents(ageingNow[bucket], ageingBefore[bucket]),
      })),
      total: comparedCents(owed(ageingNow), owed(ageingBefore)),
    },
    payers: { rows: payerRows, total: comparedCents(sum(payersNow.values()), sum(payersBefore.values())) },
  };
}

export type FinancialReport = Awaited<ReturnType<typeof loadFinancialReport>>;
