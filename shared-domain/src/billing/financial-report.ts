// « Rapports financiers » (Finances): for a period and the previous one of the same length, the sales
// by day, week or month and by service or product (on the clinic's accounting basis), the payments
// by tender, the credits created and used, the receivables' ageing at the period's end and the
// payers' payments. The API reads grouped sums from the database; what is computed from them — the
// buckets, the basis, a cash amount spread over an invoice's lines, each figure against the previous
// period — is here, pure, so the page, the API and the property tests agree to the cent. Amounts are
// integer cents; dates are clinic calendar days 'YYYY-MM-DD', both ends of a range included.
import { z } from 'zod';
import { analysisPeriodFields, checkCustomPeriod, type DateRange } from '../analytics/analysis-period';
import { changeOf } from '../analytics/clinic-figures';
import { addDays, daysBetween, weekdayOf } from '../platform/clinic-time';
import { csvFormatField } from '../platform/csv-format';
import { formatDate } from '../platform/format';
import type { AccountingBasis } from './accounting-basis';
import { type ClaimPayer, claimPayerLabels } from './insurance-claim';
import { type Insurer, insurerLabels } from './insurance-plan';
import { type ReceivableBucket, receivableBucketLabels, receivableBuckets } from './receivables';
import { type Tender, tenderLabel } from './tender';

// ——— The buckets of the sales by period ———

export const reportGrains = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof reportGrains)[number];

export const reportGrainLabels: Record<ReportGrain, string> = { day: 'Par jour', week: 'Par semaine', month: 'Par mois' };

/** A month or less by day, a quarter or less by week (Monday to Sunday), longer by month. */
export function defaultGrain(range: DateRange): ReportGrain {
  const days = daysBetween(range.from, range.to) + 1;
  if (days <= 31) return 'day';
  if (days <= 92) return 'week';
  return 'month';
}

export interface ReportBucket extends DateRange {
  label: string;
}

const monthNames = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

function nextBucketStart(date: string, grain: ReportGrain): string {
  if (grain === 'day') return addDays(date, 1);
  if (grain === 'week') return addDays(date, 7 - ((weekdayOf(date) + 6) % 7));
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function bucketLabel(bucket: DateRange, grain: ReportGrain): string {
  if (grain === 'day') return formatDate(bucket.from);
  if (grain === 'month') {
    const [year, month] = bucket.from.split('-').map(Number) as [number, number];
    return `${monthNames[month - 1]} ${year}`;
  }
  return `Semaine du ${formatDate(bucket.from)}`;
}

/** The range cut in days, weeks (from Monday) or calendar months, the first and last clipped to it. */
export function reportBuckets(range: DateRange, grain: ReportGrain): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  for (let from = range.from; from <= range.to; ) {
    const next = nextBucketStart(from, grain);
    const last = addDays(next, -1);
    // Dates compare as text (ISO days): the bucket ends at its own last day or the period's.
    const to = last.localeCompare(range.to) < 0 ? last : range.to;
    buckets.push({ from, to, label: bucketLabel({ from, to }, grain) });
    from = next;
  }
  return buckets;
}

/** A whole number of cents, either sign (a day's sales may be negative: a credit note, a refund). */
function signedCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be an integer number of cents, got ${cents}`);
  return cents;
}

export interface DatedCents {
  date: string;
  cents: number;
}

/** What falls in each bucket (amounts outside them are left out). */
export function bucketTotals(buckets: readonly DateRange[], amounts: readonly DatedCents[]): number[] {
  const totals = buckets.map(() => 0);
  for (const amount of amounts) {
    const index = buckets.findIndex((bucket) => amount.date >= bucket.from && amount.date <= bucket.to);
    if (index >= 0) totals[index] = (totals[index] ?? 0) + signedCents(amount.cents, 'An amount');
  }
  return totals;
}

/** The sum of the amounts dated inside the range. */
export function rangeTotal(range: DateRange, amounts: readonly DatedCents[]): number {
  return amounts.reduce((sum, amount) => (amount.date >= range.from && amount.date <= range.to ? sum + amount.cents : sum), 0);
}

// ——— The basis ———

/** The day-by-day sums a basis reads (each a grouped read of the database). */
export interface SalesLedger {
  /** Invoices issued, by their issue date (drafts, waived fees and void ones sold nothing). */
  invoiced: readonly DatedCents[];
  /** Credit notes issued, by their date (positive amounts: what they take back). */
  credited: readonly DatedCents[];
  /** Payments and deposits completed, by the clinic day they are counted on. */
  received: readonly DatedCents[];
  /** Refunds completed, by their clinic day (positive amounts: what went back). */
  refunded: readonly DatedCents[];
}

/**
 * The sales day by day: on the cash basis, the money received less the money refunded, on the day
 * it is counted; on the accrual basis, the invoices issued less the credit notes, on their date.
 */
export function dailySales(basis: AccountingBasis, ledger: SalesLedger): DatedCents[] {
  const [plus, minus] = basis === 'cash' ? [ledger.received, ledger.refunded] : [ledger.invoiced, ledger.credited];
  const byDay = new Map<string, number>();
  for (const entry of plus) byDay.set(entry.date, (byDay.get(entry.date) ?? 0) + entry.cents);
  for (const entry of minus) byDay.set(entry.date, (byDay.get(entry.date) ?? 0) - entry.cents);
  return [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, cents]) => ({ date, cents }));
}

export const basisStatements: Record<AccountingBasis, string> = {
  cash: 'Comptabilité de caisse : les ventes sont comptées à leur encaissement (paiements et dépôts reçus, moins les remboursements), au jour de caisse.',
  accrual:
    'Comptabilité d’exercice : les ventes sont comptées à leur facturation (factures émises, moins les notes de crédit), à leur date d’émission.',
};

/**
 * `total` cents spread over weights (an invoice's lines, an amount of money applied to several
 * services) by the largest remainder: whole cents, adding up to `total` exactly, each share within
 * one cent of its exact part. Weights of zero get nothing; with no weight at all, nothing is spread.
 */
export function apportionCents(total: number, weights: readonly number[]): number[] {
  signedCents(total, 'A total');
  const sum = weights.reduce((s, weight) => s + Math.max(0, weight), 0);
  if (sum <= 0) return weights.map(() => 0);
  const sign = total < 0 ? -1 : 1;
  const whole = Math.abs(total);
  const exact = weights.map((weight) => (whole * Math.max(0, weight)) / sum);
  const shares = exact.map((part) => Math.floor(part));
  let left = whole - shares.reduce((s, share) => s + share, 0);
  const order = exact.map((part, index) => ({ index, rest: part - Math.floor(part) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if ((weights[index] ?? 0) <= 0) continue;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => sign * share);
}

// ——— Each figure against the previous period ———

export interface ComparedCents {
  value: number;
  previous: number;
  /** (value − previous) ÷ |previous|; null when the previous period had nothing. */
  change: number | null;
}

export function comparedCents(value: number, previous: number): ComparedCents {
  return { value, previous, change: changeOf(value, previous) };
}

/**
 * Rows keyed in either period, each compared with its previous value (a key found in one only reads 0
 * in the other), in the order of `order` then by label.
 */
export function comparedRows<K extends string>(
  current: ReadonlyMap<K, number>,
  previous: ReadonlyMap<K, number>,
  order: readonly K[] = [],
): { key: K; value: number; previous: number; change: number | null }[] {
  const keys = [...new Set([...order.filter((key) => current.has(key) || previous.has(key)), ...current.keys(), ...previous.keys()])];
  return keys.map((key) => ({ key, ...comparedCents(current.get(key) ?? 0, previous.get(key) ?? 0) }));
}

// ——— The receivables at the period's end ———

/** The date the ageing is read on: the period's last day, or today while the period is under way. */
export function ageingDate(range: DateRange, today: string): string {
  return range.to < today ? range.to : today;
}

// ——— Labels ———

/** A payer's payment's key: the insurer's for a private insurer, else the SAAQ or the CNESST. */
export type PayerKey = Exclude<ClaimPayer, 'insurer'> | Insurer | 'insurer';

export function payerKeyLabel(key: string): string {
  if (Object.hasOwn(insurerLabels, key)) return insurerLabels[key as Insurer];
  if (Object.hasOwn(claimPayerLabels, key)) return claimPayerLabels[key as ClaimPayer];
  return key;
}

/** A tender's key; money recorded without one (older rows) is « Autre ». */
export const otherTender = 'other';
export function tenderKeyLabel(key: string): string {
  return key === otherTender ? 'Autre' : tenderLabel(key as Tender);
}

/** The cash basis's part of the money not applied to an invoice line (deposits waiting, credit kept, refunds). */
export const unappliedKey = 'unapplied';

/** A sales row's name from its key: the service's description, the product's name (the caller's), or the unapplied money. */
export function salesKeyLabel(key: string, productName?: string): string {
  if (key === unappliedKey) return financialReportText.unapplied;
  if (key.startsWith('service:')) return key.slice('service:'.length);
  return productName ?? financialReportText.product;
}

export const financialReportText = {
  title: 'Rapports financiers',
  sales: 'Ventes',
  salesTotal: 'Ventes de la période',
  salesByPeriod: 'Ventes par période',
  salesByItem: 'Ventes par service ou produit',
  unapplied: 'Non appliqué à une facture (dépôts en attente, crédit gardé, remboursements)',
  service: 'Service',
  product: 'Produit',
  tenders: 'Paiements par mode de paiement',
  tenderDefinition: 'Paiements et dépôts reçus moins les remboursements, au jour de caisse où ils sont comptés.',
  credits: 'Crédits',
  creditNotes: 'Notes de crédit émises',
  creditNotesDefinition: 'Notes de crédit émises dans la période, à leur date.',
  creditKept: 'Crédit au compte créé',
  creditKeptDefinition: 'Trop-payés gardés en crédit au compte lors d’un encaissement de la période.',
  creditUsed: 'Crédit au compte utilisé',
  creditUsedDefinition: 'Crédit au compte appliqué à des factures lors d’un encaissement de la période.',
  creditHeld: 'Crédit au compte détenu',
  creditHeldDefinition: (asOf: string) =>
    `Crédit que les patients avaient au compte le ${formatDate(asOf)}, quelle qu’en soit la source (trop-payé, dépôt non appliqué, note de crédit sur une facture payée), moins ce qui leur a été remboursé : la lecture des comptes à recevoir.`,
  receivables: 'Comptes à recevoir par âge',
  receivablesTotal: 'Total à recevoir',
  receivablesDefinition: (asOf: string, previousAsOf: string) =>
    `Soldes dus au ${formatDate(asOf)} (fin de la période ou aujourd’hui), par âge des factures depuis leur émission; comparés au ${formatDate(previousAsOf)}.`,
  payers: 'Paiements des payeurs',
  payersDefinition: 'Chèques et dépôts des assureurs, de la SAAQ et de la CNESST reçus dans la période, au jour de caisse.',
  payersTotal: 'Total des payeurs',
} as const;

// ——— The lists behind the figures ———

export const financialListNames = [
  'sales',
  'tender',
  'creditNotes',
  'creditKept',
  'creditUsed',
  'creditHeld',
  'receivables',
  'payers',
] as const;
export type FinancialListName = (typeof financialListNames)[number];

export const financialReportMessages = {
  unknownList: 'Cette liste n’existe pas dans les rapports financiers.',
  unknownGrain: 'Choisissez des ventes par jour, par semaine ou par mois.',
  keyTooLong: 'Ce chiffre n’existe pas dans les rapports financiers.',
  unknownBucket: 'Choisissez un âge : 0 à 30, 31 à 60, 61 à 90 ou plus de 90 jours.',
} as const;

export const financialReportQuerySchema = analysisPeriodFields
  .extend({ grain: z.enum(reportGrains, { error: financialReportMessages.unknownGrain }).optional() })
  .superRefine(checkCustomPeriod);
export type FinancialReportQuery = z.output<typeof financialReportQuerySchema>;

/**
 * `?list=sales` (optionally `bucket=` a sales bucket's first day, or `key=` a service or product),
 * `?list=tender&key=cash`, `?list=receivables&key=over90`, `?list=payers&key=desjardins`…
 */
export const financialListQuerySchema = analysisPeriodFields
  .extend({
    grain: z.enum(reportGrains, { error: financialReportMessages.unknownGrain }).optional(),
    list: z.enum(financialListNames, { error: financialReportMessages.unknownList }),
    key: z.string().max(200, financialReportMessages.keyTooLong).optional(),
    bucket: analysisPeriodFields.shape.date,
    format: csvFormatField,
  })
  .superRefine((query, context) => {
    checkCustomPeriod(query, context);
    if (query.list === 'receivables' && query.key !== undefined && !(receivableBuckets as readonly string[]).includes(query.key))
      context.addIssue({ code: 'custom', path: ['key'], message: financialReportMessages.unknownBucket });
  });
export type FinancialListQuery = z.output<typeof financialListQuerySchema>;

/** One row of a list: an invoice, a credit note, a payment, a checkout or a payer's payment. */
export interface FinancialListRow {
  id: string;
  date: string;
  document: string;
  patientId: string | null;
  name: string;
  detail: string;
  amountCents: number;
}

export const financialListColumns = [
  { key: 'date', label: 'Date' },
  { key: 'document', label: 'Document' },
  { key: 'name', label: 'Patient ou payeur' },
  { key: 'detail', label: 'Détail' },
  { key: 'amountCents', label: 'Montant' },
] as const satisfies readonly { key: keyof FinancialListRow; label: string }[];

const listTitles: Record<FinancialListName, string> = {
  sales: financialReportText.salesTotal,
  tender: 'Paiements',
  creditNotes: financialReportText.creditNotes,
  creditKept: financialReportText.creditKept,
  creditUsed: financialReportText.creditUsed,
  creditHeld: financialReportText.creditHeld,
  receivables: 'Factures à recevoir',
  payers: financialReportText.payers,
};

/** The list's title: what it lists, and the tender, the age, the payer or the service chosen. */
export function financialListTitle(
  query: { list: FinancialListName; key?: string | undefined; bucket?: string | undefined },
  keyLabel?: string,
) {
  const base = listTitles[query.list];
  if (query.list === 'tender' && query.key) return `${base} — ${tenderKeyLabel(query.key)}`;
  if (query.list === 'receivables' && query.key) return `${base} — ${receivableBucketLabels[query.key as ReceivableBucket]}`;
  if (query.list === 'payers' && query.key) return `${base} — ${payerKeyLabel(query.key)}`;
  if (query.list === 'sales' && query.bucket) return `${base} — à partir du ${formatDate(query.bucket)}`;
  if (query.list === 'sales' && query.key) return `${base} — ${salesKeyLabel(query.key, keyLabel)}`;
  return base;
}

/** 'rapport-financier-ventes-2026-11-01-2026-11-30.csv'. */
export function financialListFileName(list: FinancialListName, period: DateRange): string {
  const names: Record<FinancialListName, string> = {
    sales: 'ventes',
    tender: 'paiements',
    creditNotes: 'notes-de-credit',
    creditKept: 'credit-cree',
    creditUsed: 'credit-utilise',
    creditHeld: 'credit-detenu',
    receivables: 'comptes-a-recevoir',
    payers: 'paiements-payeurs',
  };
  return `rapport-financier-${names[list]}-${period.from}-${period.to}.csv`;
}
