// What « Paiements » reads: the payments and refunds of a filter, and their totals by tender.
// Amounts are integer cents; dates 'YYYY-MM-DD' are clinic calendar days.
import type { Tender } from './tender';

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
  /** What of a payment may still be refunded (neither applied to invoices nor refunded); 0 for a refund. */
  refundableCents: number;
  /** Why a card payment or refund is counted on a later day than it was authorized on, or null. */
  settledAfterClose: string | null;
}

export interface DeskPaymentList {
  payments: DeskPaymentRow[];
  /** By tender, over the whole filter (not the page): payments − refunds. */
  totalsByTender: { tender: Tender; tenderLabel: string; amountCents: number }[];
  totalCents: number;
  /** The staff members who took a payment or gave a refund over the period: the « Reçu par » filter's choices. */
  receivedBy: { id: string; name: string }[];
  nextCursor: string | null;
}
