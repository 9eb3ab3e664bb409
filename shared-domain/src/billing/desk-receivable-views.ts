// What « Comptes à recevoir » reads: each patient's owed amounts by age, and their totals.
// Amounts are integer cents; dates 'YYYY-MM-DD' are clinic calendar days.

/** One row of « Comptes à recevoir » (GET /api/admin/receivables?asOf=). */
export interface DeskReceivableRow {
  patientId: string;
  patientName: string;
  email: string | null;
  /** Owed by age of the invoice's issue date on `asOf`. */
  buckets: { current: number; days31to60: number; days61to90: number; over90: number };
  owedCents: number;
  /**
   * Of `owedCents`, what is owed on invoices a payer (insurer, SAAQ, CNESST) is still asked to pay
   * on a claim: left out of the patient's payment reminders until the payer answers.
   */
  awaitedCents: number;
  creditCents: number;
  /** owed − credit. */
  balanceCents: number;
  oldestIssuedOn: string | null;
}

/**
 * GET /api/admin/receivables?asOf=&cursor=: a page of rows, largest balance first, and the totals
 * over every row of the report (not the page); `nextCursor` asks for the next page, null after the last.
 */
export interface DeskReceivables {
  asOf: string;
  rows: DeskReceivableRow[];
  nextCursor: string | null;
  totals: {
    buckets: DeskReceivableRow['buckets'];
    owedCents: number;
    awaitedCents: number;
    creditCents: number;
    balanceCents: number;
    patients: number;
  };
}
