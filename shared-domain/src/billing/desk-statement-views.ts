// A patient's statement as the desk prints it: its lines in date order and the running balance.
// Amounts are integer cents; dates 'YYYY-MM-DD' are clinic calendar days.

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
  /** invoiced − credit notes − payments + refunds (shared-domain/billing/invoice-ledger). */
  balanceCents: number;
}
