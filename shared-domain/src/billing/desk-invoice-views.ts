// What the desk's invoice screens read: « Facturation »'s rows and an invoice with its lines, credit
// notes and payments, declared once so the API (`satisfies`) and the screens agree. Amounts are
// integer cents; dates 'YYYY-MM-DD' are clinic calendar days; instants are ISO strings.
import type { FeeWaiverReason } from './fee-waiver';
import type { InvoiceKind } from './invoice-kind';
import type { InvoicePaymentStatus } from './payment-status';
import type { TaxCode } from './tax-code';
import type { Tender } from './tender';

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
  /** total − credited − paid, never below 0 (shared-domain/billing/invoice-ledger). */
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
  /** The totals block as printed (shared-domain/billing/invoice `invoiceTotalRows`). */
  totalRows: { label: string; amount: string }[];
  creditNotes: DeskCreditNote[];
  payments: DeskInvoicePayment[];
  /** A draft's visit deposit that issuing it will apply (« Dépôt à déduire »), up to what it owes; 0 otherwise. */
  depositToApplyCents: number;
  waiver: { reason: FeeWaiverReason; reasonLabel: string; note: string; byName: string | null; at: string } | null;
  /** What staff may do now, decided by the server. */
  can: {
    edit: boolean;
    issue: boolean;
    send: boolean;
    waive: boolean;
    credit: boolean;
    checkout: boolean;
    /** « Reçu pour assurance »: the visit took place and its invoice is paid. */
    insuranceReceipt: boolean;
  };
}
