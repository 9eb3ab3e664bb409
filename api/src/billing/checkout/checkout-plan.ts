// A checkout's plan (record-checkout.ts, step 2): the invoices chosen, what each tender and the
// credit pay of them, oldest invoice first, and what is kept as credit; computed before the batch
// and checked again by its guard.
import type { Tender } from 'shared-domain/billing/tender';
import type { CreditUse } from '../account/apply-credit';

export interface ChosenInvoice {
  id: string;
  isDraft: boolean;
  /** What it owes (for a draft: once issued, its visit's deposit applied), less pending claims. */
  openCents: number;
}

export interface TenderPlan {
  id: string;
  index: number;
  tender: Tender;
  /** What it pays of the invoices (or keeps as credit). */
  amountCents: number;
  /** Cash rounded to 5 cents: handed over − `amountCents` (0 for any other tender). */
  roundingCents: number;
  paymentMethodId: string | null;
  allocations: { invoiceId: string; amountCents: number }[];
}

export interface CheckoutPlan {
  checkoutId: string;
  auditId: string;
  patientId: string;
  staffId: string;
  idempotencyKey: string;
  /** The request's digest, kept with the checkout so a replay is compared with all of it. */
  requestDigest: string;
  businessDate: string;
  /** Taken after today's close: today, the day it came in (its business date is the next open day). */
  authorizedOn: string | null;
  receivedAt: string;
  today: string;
  invoices: ChosenInvoice[];
  tenders: TenderPlan[];
  credit: CreditUse[];
  creditAppliedCents: number;
  creditKeptCents: number;
  /** The invoice sequence as read: the drafts take its next numbers (guarded), so the receipt names them. */
  sequence: { prefix: string; next: number };
}

/** Everything each invoice gets, credit and tenders together. */
export function allocationsByInvoice(plan: CheckoutPlan): Map<string, number> {
  const byInvoice = new Map<string, number>();
  const add = (invoiceId: string, cents: number) => byInvoice.set(invoiceId, (byInvoice.get(invoiceId) ?? 0) + cents);
  for (const credit of plan.credit) add(credit.invoiceId, credit.amountCents);
  for (const tender of plan.tenders) for (const allocation of tender.allocations) add(allocation.invoiceId, allocation.amountCents);
  return byInvoice;
}
