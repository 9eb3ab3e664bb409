// The money rules of the desk (DESIGN §6), pure so the API's guarded writes, the
// back-office and the property tests agree to the cent. All amounts are integer cents.
//
// An issued invoice owes its total less what credit notes took off it (`creditedCents`) and what
// payments were applied to it (`paidCents`). A payment is applied to invoices; what is not applied
// (an overpayment, a deposit before its invoice, what a credit note freed) is the patient's account
// credit, which later invoices use and which a refund may return. So, for any sequence of
// operations: balance = issued invoices − credit notes − payments + refunds, and a negative balance
// is credit.
import type { InvoicePaymentStatus } from './payment-status';
import { requireCents } from './cents';

export interface InvoiceAmounts {
  totalCents: number;
  creditedCents: number;
  paidCents: number;
}

/** What an issued invoice still owes: its total less credit notes and payments applied, never below 0. */
export function invoiceOpenCents(invoice: InvoiceAmounts): number {
  const total = requireCents(invoice.totalCents, 'An invoice total');
  const credited = requireCents(invoice.creditedCents, 'An invoice credit');
  const paid = requireCents(invoice.paidCents, 'An invoice payment');
  return Math.max(0, total - credited - paid);
}

/**
 * An invoice's balance as every reader shows it (the desk, the portal, the PDFs, the e-mails): an
 * issued invoice, or a draft that will be, owes its open amount; a waived fee or a void invoice owes
 * nothing, whatever its lines add up to.
 */
export function invoiceBalanceCents(invoice: InvoiceAmounts & { status: InvoicePaymentStatus }): number {
  if (invoice.status === 'waived' || invoice.status === 'void') return 0;
  return invoiceOpenCents(invoice);
}

/** Statuses in which an invoice is owed (the balance, receivables, checkout and the portal's payment). */
export const owedInvoiceStatuses = ['unpaid', 'partial', 'overdue'] as const satisfies readonly InvoicePaymentStatus[];
export type OwedInvoiceStatus = (typeof owedInvoiceStatuses)[number];

export function isOwedStatus(status: string): status is OwedInvoiceStatus {
  return (owedInvoiceStatuses as readonly string[]).includes(status);
}

/** Statuses of an issued document (numbered, never edited again). */
export const issuedInvoiceStatuses = [
  'unpaid',
  'partial',
  'overdue',
  'paid',
  'credited',
] as const satisfies readonly InvoicePaymentStatus[];

/**
 * The status of an issued invoice from its amounts: 'credited' once credit notes took all of it,
 * 'paid' once nothing is owed, else 'overdue' the day after its due date, 'partial' when some was
 * paid, 'unpaid'. `today` and `dueOn` are clinic calendar dates 'YYYY-MM-DD'. The API writes the
 * same rule in SQL (billing/invoices/invoice-status-sql.ts), tested against this one.
 */
export function issuedInvoiceStatus(invoice: InvoiceAmounts & { dueOn: string }, today: string): InvoicePaymentStatus {
  const net = invoice.totalCents - invoice.creditedCents;
  if (invoice.totalCents > 0 && net <= 0) return 'credited';
  if (invoiceOpenCents(invoice) === 0) return 'paid';
  if (invoice.dueOn < today) return 'overdue';
  return invoice.paidCents > 0 ? 'partial' : 'unpaid';
}

export interface Allocation {
  invoiceId: string;
  amountCents: number;
}

/**
 * Applies `amountCents` to the invoices in the order given (the desk lists them oldest first),
 * each up to what it owes; the remainder is account credit.
 */
export function allocatePayment(
  invoices: readonly { id: string; openCents: number }[],
  amountCents: number,
): { allocations: Allocation[]; creditCents: number } {
  let left = requireCents(amountCents, 'A payment');
  const allocations: Allocation[] = [];
  for (const invoice of invoices) {
    if (left === 0) break;
    const applied = Math.min(left, requireCents(invoice.openCents, 'An open amount'));
    if (applied > 0) allocations.push({ invoiceId: invoice.id, amountCents: applied });
    left -= applied;
  }
  return { allocations, creditCents: left };
}

/**
 * What a credit note may still take off an invoice line: its amount less earlier credit notes on
 * it. A credit note of the whole invoice takes each line's remainder.
 */
export function lineCreditableCents(line: { amountCents: number; creditedCents: number }): number {
  return Math.max(0, requireCents(line.amountCents, 'A line amount') - requireCents(line.creditedCents, 'A line credit'));
}

/**
 * When a credit note lowers an invoice below what was already applied to it, the excess goes back
 * to the patient's credit: the amount to take off the invoice's payments.
 */
export function paymentsFreedByCredit(invoice: InvoiceAmounts): number {
  return Math.max(0, invoice.paidCents - Math.max(0, invoice.totalCents - invoice.creditedCents));
}

export interface PaymentAmounts {
  amountCents: number;
  /** Applied to invoices. */
  allocatedCents: number;
  refundedCents: number;
}

/**
 * What may still be refunded from a payment: what it brought that is neither applied to an
 * invoice nor already refunded. Money applied to an invoice is freed first by a credit note.
 */
export function paymentRefundableCents(payment: PaymentAmounts): number {
  return Math.max(
    0,
    requireCents(payment.amountCents, 'A payment') -
      requireCents(payment.allocatedCents, 'An allocation') -
      requireCents(payment.refundedCents, 'A refund'),
  );
}

export interface AccountLedger {
  /** Totals of the issued invoices (drafts and waived fees owe nothing). */
  invoicedCents: number;
  creditNotesCents: number;
  paymentsCents: number;
  refundsCents: number;
}

/**
 * The patient's position: positive `balanceCents` is owed to the clinic, negative is credit.
 * `owedCents` and `creditCents` are its two sides as the desk shows them (never both non-zero
 * once credit has been applied to the open invoices).
 */
export function accountBalanceCents(ledger: AccountLedger): number {
  return ledger.invoicedCents - ledger.creditNotesCents - ledger.paymentsCents + ledger.refundsCents;
}

/** A payment term: an invoice issued today is due this many days later (then falls overdue). */
export const invoicePaymentTermDays = 30;
