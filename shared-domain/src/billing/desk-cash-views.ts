// What the daily close reads: the day's expected and counted amounts, and the closed days.
// Amounts are integer cents; dates 'YYYY-MM-DD' are clinic calendar days.
import type { ClosingCount } from './tender';

/** GET /api/admin/cash-closings/:date: the day as the close shows it. */
export interface DeskCashDay {
  businessDate: string;
  expected: Record<ClosingCount, number>;
  /** Card on file: settled by the gateway, shown for the total only. */
  cardOnFileCents: number;
  expectedCents: number;
  paymentsCount: number;
  /** The cash rounding to 5 cents of the day's payments (included in the cash expected). */
  cashRoundingCents: number;
  /**
   * Card payments and refunds authorized on this day but settled after its close, or counted on
   * this day for that reason: each with why, in French (shown on both days).
   */
  settledAfterClose: {
    id: string;
    patientName: string;
    amountCents: number;
    reason: string;
    /** The day the money came in (or its card was authorized), and the day that counted it. */
    authorizedOn: string;
    countedOn: string;
  }[];
  closing: {
    counted: Record<ClosingCount, number>;
    countedCents: number;
    differenceCents: number;
    /** The drawer's float it opened with (included in the cash expected and counted). */
    openingCashCents: number;
    note: string;
    closedByName: string | null;
    closedAt: string;
  } | null;
  /** The day's closes and reopenings, oldest first (each reopening follows the close it undid). */
  history: DeskCashDayEvent[];
}

/** A close of the day, or an admin's reopening of it with the reason given. */
export interface DeskCashDayEvent {
  kind: 'closed' | 'reopened';
  at: string;
  byName: string | null;
  /** The reopening's reason; null for a close. */
  reason: string | null;
}

/** One closed day of GET /api/admin/cash-closings?from=&to=, newest first. */
export interface DeskCashClosingSummary {
  businessDate: string;
  expectedCents: number;
  countedCents: number;
  differenceCents: number;
  openingCashCents: number;
  note: string;
  closedByName: string | null;
  closedAt: string;
}
