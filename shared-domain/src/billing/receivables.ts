// « Comptes à recevoir »: what each patient owed on a date, by the age of the invoices,
// with the patient's account credit netted (Jane's report lists the owed invoices and leaves the
// credit aside, so a patient who prepaid looks like a debtor). Pure, so the API and the property
// tests agree to the cent. Amounts are integer cents; dates are clinic calendar days 'YYYY-MM-DD'.
//
// No interest is ever added to an overdue balance: the code of ethics allows it only after the
// patient was notified of it, and the clinic has not chosen to.

import { z } from 'zod';
import { daysBetween } from '../platform/clinic-time';
import { validationMessages as m } from '../platform/validation-messages';
import { requireCents } from './cents';

export const receivableBuckets = ['current', 'days31to60', 'days61to90', 'over90'] as const;
export type ReceivableBucket = (typeof receivableBuckets)[number];
export type ReceivableBuckets = Record<ReceivableBucket, number>;

export const receivableBucketLabels: Record<ReceivableBucket, string> = {
  current: '0 à 30 jours',
  days31to60: '31 à 60 jours',
  days61to90: '61 à 90 jours',
  over90: 'Plus de 90 jours',
};

/** The bucket of an invoice `ageDays` old: 0–30, 31–60, 61–90, then over 90. */
export function receivableBucketOf(ageDays: number): ReceivableBucket {
  if (!Number.isSafeInteger(ageDays) || ageDays < 0) throw new RangeError(`an invoice's age is a whole number of days ≥ 0, got ${ageDays}`);
  if (ageDays <= 30) return 'current';
  if (ageDays <= 60) return 'days31to60';
  if (ageDays <= 90) return 'days61to90';
  return 'over90';
}

export function emptyBuckets(): ReceivableBuckets {
  return { current: 0, days31to60: 0, days61to90: 0, over90: 0 };
}

/** An invoice as it stood on the report's date: issued by then, and what it still owed then. */
export interface ReceivableInvoice {
  issuedOn: string;
  openCents: number;
}

export interface AgedAccount {
  buckets: ReceivableBuckets;
  /** Σ buckets. */
  owedCents: number;
  creditCents: number;
  /** owed − credit: negative is credit the clinic holds. */
  balanceCents: number;
  /** The oldest invoice still owed on the date, or null. */
  oldestIssuedOn: string | null;
}

/**
 * A patient's owed invoices put in their age buckets on `asOf` (age from the issue date), and the
 * account credit netted. Invoices issued after `asOf` are the caller's to leave out: they are
 * refused here rather than aged negatively.
 */
export function agedAccount(invoices: readonly ReceivableInvoice[], creditCents: number, asOf: string): AgedAccount {
  const buckets = emptyBuckets();
  let oldestIssuedOn: string | null = null;
  for (const invoice of invoices) {
    const open = requireCents(invoice.openCents, 'An open amount');
    if (open === 0) continue;
    buckets[receivableBucketOf(daysBetween(invoice.issuedOn, asOf))] += open;
    if (oldestIssuedOn === null || invoice.issuedOn < oldestIssuedOn) oldestIssuedOn = invoice.issuedOn;
  }
  const owedCents = receivableBuckets.reduce((sum, bucket) => sum + buckets[bucket], 0);
  const credit = requireCents(creditCents, 'An account credit');
  return { buckets, owedCents, creditCents: credit, balanceCents: owedCents - credit, oldestIssuedOn };
}

/**
 * The account credit from the ledger: the balance identity (issued invoices − credit notes −
 * payments + refunds, shared-domain/billing/invoice-ledger) gives what the patient owes net, the invoices
 * what is owed gross; the difference is money held for the patient (overpayments, deposits, what
 * credit notes freed). Never below 0.
 */
export function creditFromLedger(owedCents: number, ledgerBalanceCents: number): number {
  return Math.max(0, owedCents - ledgerBalanceCents);
}

/** Listed when something is owed or held: a patient with only credit is listed too. */
export function isReceivable(account: Pick<AgedAccount, 'owedCents' | 'creditCents'>): boolean {
  return account.owedCents > 0 || account.creditCents > 0;
}

/** « Comptes à recevoir » a page at a time: the rows a page holds. */
export const receivableListLimits = { pageSize: 50 } as const;

export const receivablesCursorMessage = 'Page des comptes à recevoir invalide : rechargez la liste';

/** `GET /api/admin/receivables?asOf=&cursor=`: today when absent; `cursor` asks for the page after the one it ends. */
export const receivablesQuerySchema = z.object({
  asOf: z.iso.date({ error: m.date('En date du') }).optional(),
  cursor: z.string({ error: receivablesCursorMessage }).max(300, receivablesCursorMessage).optional(),
});
