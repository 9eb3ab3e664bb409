// What the desk's screens read (issue 22): the answers of the back-office's finance routes, declared
// once so the API (`satisfies`) and the screens agree before either is written. Amounts are integer
// cents; dates 'YYYY-MM-DD' are clinic calendar days; instants are ISO strings.
import type { FeeWaiverReason, InvoiceKind } from './desk-billing';
import type { InvoicePaymentStatus } from './payment-status';
import type { TaxCode } from './tax-code';
import type { ClosingCount, Tender } from './tender';

/** One row of « Facturation » (GET /api/admin/invoices). */
export interface DeskInvoiceSummary {
  id: string;
  /** Null while a draft. */
  number: string | null;
  kind: InvoiceKind;
  kindLabel: string;
  status: InvoicePaymentStatus;
  statusLabel: string;
  patientId: string;
  patientName: string;
  appointmentId: string | null;
  /** The visit's date for a draft; the issue date once issued. */
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  creditedCents: number;
  paidCents: number;
  /** total − credited − paid, never below 0 (shared-domain/invoice-ledger). */
  openCents: number;
}

export interface DeskInvoiceLine {
  id: string;
  description: string;
  serviceDate: string;
  amountCents: number;
  taxCode: TaxCode;
  productId: string | null;
  quantity: number;
  creditedCents: number;
  /** What a credit note may still take off this line. */
  creditableCents: number;
}

export interface DeskCreditNote {
  id: string;
  number: string;
  issuedOn: string;
  amountCents: number;
  reason: string;
  lines: { invoiceLineId: string; description: string; amountCents: number }[];
}

/** A payment as applied to one invoice. */
export interface DeskInvoicePayment {
  paymentId: string;
  tender: Tender;
  tenderLabel: string;
  /** What this payment applied to this invoice. */
  amountCents: number;
  receivedAt: string;
  /** Null: the patient paid online. */
  takenByName: string | null;
  /** The desk's checkout that took it (its receipt: « Imprimer le reçu », « Renvoyer le reçu »); null when paid online. */
  checkoutId: string | null;
}

/** GET /api/admin/invoices/:id. */
export interface DeskInvoiceDetail extends DeskInvoiceSummary {
  patient: { id: string; name: string; email: string | null };
  lines: DeskInvoiceLine[];
  /** The totals block as printed (shared-domain/invoice `invoiceTotalRows`). */
  totalRows: { label: string; amount: string }[];
  creditNotes: DeskCreditNote[];
  payments: DeskInvoicePayment[];
  waiver: { reason: FeeWaiverReason; reasonLabel: string; note: string; byName: string | null; at: string } | null;
  /** What staff may do now, decided by the server. */
  can: { edit: boolean; issue: boolean; send: boolean; waive: boolean; credit: boolean; checkout: boolean };
}

/** GET /api/admin/patients/:id/account: what the checkout dialog and the patient file show. */
export interface DeskPatientAccount {
  patient: { id: string; name: string; email: string | null };
  /** Issued invoices still owed, oldest first, then drafts (issued at checkout). */
  openInvoices: DeskInvoiceSummary[];
  drafts: DeskInvoiceSummary[];
  owedCents: number;
  /** Money received and not applied to an invoice (overpayments, deposits, what credit notes freed), less refunds. */
  creditCents: number;
  /** owed − credit: negative is credit. */
  balanceCents: number;
  /** The patient's active saved cards, for « Carte enregistrée ». */
  cards: { id: string; label: string; expired: boolean; isPrimary: boolean }[];
  /** Payments that can still be refunded (what they brought that is neither applied nor refunded). */
  refundablePayments: {
    id: string;
    tender: Tender;
    tenderLabel: string;
    receivedAt: string;
    amountCents: number;
    refundableCents: number;
  }[];
}

/** POST /api/admin/checkouts. */
export interface DeskCheckoutResult {
  checkoutId: string;
  payments: { id: string; tender: Tender; tenderLabel: string; amountCents: number }[];
  /** The invoices as they stand after the checkout (drafts now numbered). */
  invoices: DeskInvoiceSummary[];
  creditAppliedCents: number;
  creditKeptCents: number;
  /** Where the receipt went, or null when the patient has no e-mail. */
  receiptEmailedTo: string | null;
}

/** POST /api/admin/refunds. */
export interface DeskRefundResult {
  refund: { id: string; tender: Tender; tenderLabel: string; amountCents: number };
  /** The patient's account once refunded. */
  account: DeskPatientAccount;
}

/** One row of « Paiements » (GET /api/admin/payments). */
export interface DeskPaymentRow {
  id: string;
  kind: 'payment' | 'refund';
  status: string;
  statusLabel: string;
  tender: Tender;
  tenderLabel: string;
  /** Positive for a payment, negative for a refund. */
  amountCents: number;
  receivedAt: string;
  businessDate: string;
  patientId: string;
  patientName: string;
  takenByName: string | null;
  invoiceNumbers: string[];
  /** The day's cash is closed: the row can no longer be voided. */
  dayClosed: boolean;
  note: string | null;
  /** Why a card payment or refund is counted on a later day than it was authorized on, or null. */
  settledAfterClose: string | null;
}

export interface DeskPaymentList {
  payments: DeskPaymentRow[];
  /** By tender, over the whole filter (not the page): payments − refunds. */
  totalsByTender: { tender: Tender; tenderLabel: string; amountCents: number }[];
  totalCents: number;
  nextCursor: string | null;
}

/** GET /api/admin/cash-closings/:date: the day as the close shows it. */
export interface DeskCashDay {
  businessDate: string;
  expected: Record<ClosingCount, number>;
  /** Card on file: settled by the gateway, shown for the total only. */
  cardOnFileCents: number;
  expectedCents: number;
  paymentsCount: number;
  /**
   * Card payments and refunds authorized on this day but settled after its close, or counted on
   * this day for that reason: each with why, in French (shown on both days).
   */
  settledAfterClose: { id: string; patientName: string; amountCents: number; reason: string }[];
  closing: {
    counted: Record<ClosingCount, number>;
    countedCents: number;
    differenceCents: number;
    note: string;
    closedByName: string | null;
    closedAt: string;
  } | null;
}

/** One row of « Comptes à recevoir » (GET /api/admin/receivables?asOf=). */
export interface DeskReceivableRow {
  patientId: string;
  patientName: string;
  email: string | null;
  /** Owed by age of the invoice's issue date on `asOf`. */
  buckets: { current: number; days31to60: number; days61to90: number; over90: number };
  owedCents: number;
  creditCents: number;
  /** owed − credit. */
  balanceCents: number;
  oldestIssuedOn: string | null;
}

/** GET /api/admin/receivables?asOf=: the rows, largest balance first, and their totals. */
export interface DeskReceivables {
  asOf: string;
  rows: DeskReceivableRow[];
  totals: {
    buckets: DeskReceivableRow['buckets'];
    owedCents: number;
    creditCents: number;
    balanceCents: number;
    patients: number;
  };
}

/** One closed day of GET /api/admin/cash-closings?from=&to=, newest first. */
export interface DeskCashClosingSummary {
  businessDate: string;
  expectedCents: number;
  countedCents: number;
  differenceCents: number;
  note: string;
  closedByName: string | null;
  closedAt: string;
}

/** One line of a patient's statement (GET /api/admin/patients/:id/statement), in date order. */
export interface DeskStatementLine {
  kind: 'invoice' | 'credit_note' | 'payment' | 'refund';
  kindLabel: string;
  date: string;
  /** The invoice's or credit note's number; the tender of a payment or refund. */
  reference: string;
  description: string;
  /** What it adds to the balance: an invoice or a refund +, a credit note or a payment −. */
  amountCents: number;
  /** The balance after this line: positive is owed, negative is credit. */
  balanceCents: number;
}

export interface DeskStatement {
  patient: { id: string; name: string; email: string | null };
  /** The clinic day the statement was made. */
  asOf: string;
  lines: DeskStatementLine[];
  invoicedCents: number;
  creditNotesCents: number;
  paymentsCents: number;
  refundsCents: number;
  /** invoiced − credit notes − payments + refunds (shared-domain/invoice-ledger). */
  balanceCents: number;
}
