// A patient's account as the checkout dialog and the patient file read it, and what a checkout or
// a refund answers. Amounts are integer cents; instants are ISO strings.
import type { DeskInvoiceSummary } from './desk-invoice-views';
import type { Tender } from './tender';

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
  /**
   * `amountCents`: what the refund takes from the payments; `cashRoundingCents`: in cash, what the
   * drawer hands back beyond it (rounded to 0,05 $; 0 otherwise).
   */
  refund: { id: string; tender: Tender; tenderLabel: string; amountCents: number; cashRoundingCents: number };
  /** The patient's account once refunded. */
  account: DeskPatientAccount;
}
