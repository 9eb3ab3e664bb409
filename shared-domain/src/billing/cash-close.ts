// « Fermeture de caisse »: what the day's drawer, terminal batch, cheques and e-transfers
// should hold, and how far what staff counted is from it. Pure, so the close screen, the API's
// guarded write and the property tests agree to the cent. Amounts are integer cents.
import { z } from 'zod';
import { deskAmount } from './desk-fields';
import { deskLabels, deskLimits } from './desk-messages';
import { calendarDate, requiredText, textOrEmpty } from '../platform/text-fields';
import { validationMessages as m } from '../platform/validation-messages';
import { formatDate } from '../platform/format';
import { checkDeskPeriod, deskPeriodFields } from './desk-period';
import { type ClosingCount, closingCountOf, closingCounts, type Tender } from './tender';
import { requireCents } from './cents';

/** One completed money movement of the day: a payment (money in) or a refund (money out), amount positive. */
export interface CashMovement {
  kind: 'payment' | 'refund';
  tender: Tender;
  amountCents: number;
  /** Cash rounded to 5 cents: what the drawer took beyond `amountCents` (negative: short of it). */
  roundingCents?: number;
}

export interface ExpectedCash {
  /** By what staff count: payments − refunds in the tenders of that count (may be negative). */
  byCount: Record<ClosingCount, number>;
  /** Card on file: the gateway settles it, so it is shown apart and never counted. */
  cardOnFileCents: number;
  /** What the counts should add up to: Σ byCount, card on file excluded (it is never counted). */
  expectedCents: number;
  /** Payments and refunds taken into account. */
  movements: number;
  /** The cash rounding to 5 cents of the day's payments, included in the cash expected. */
  cashRoundingCents: number;
}

export function zeroCounts(): Record<ClosingCount, number> {
  return Object.fromEntries(closingCounts.map((count) => [count, 0])) as Record<ClosingCount, number>;
}

/** The day's expected amounts from its completed payments and refunds (`closingCountOf` of each tender). */
export function expectedByCount(movements: readonly CashMovement[]): ExpectedCash {
  const byCount = zeroCounts();
  let cardOnFileCents = 0;
  let cashRoundingCents = 0;
  for (const movement of movements) {
    const rounding = movement.roundingCents ?? 0;
    const signed =
      movement.kind === 'refund'
        ? -requireCents(movement.amountCents, 'A refund') - rounding
        : requireCents(movement.amountCents, 'A payment') + rounding;
    cashRoundingCents += movement.kind === 'refund' ? -rounding : rounding;
    const count = closingCountOf(movement.tender);
    if (count === undefined) cardOnFileCents += signed;
    else byCount[count] += signed;
  }
  return { byCount, cardOnFileCents, expectedCents: sumCounts(byCount), movements: movements.length, cashRoundingCents };
}

export function sumCounts(counts: Record<ClosingCount, number>): number {
  return closingCounts.reduce((sum, count) => sum + counts[count], 0);
}

export interface ClosingDifference {
  /** counted − expected by count: positive is a surplus, negative a shortfall. */
  byCount: Record<ClosingCount, number>;
  expectedCents: number;
  countedCents: number;
  /** countedCents − expectedCents. */
  differenceCents: number;
  /**
   * A note is required as soon as any count differs, even when the differences cancel out (5 $
   * too much in cash and 5 $ missing from the terminal are two mistakes, not none).
   */
  needsNote: boolean;
}

export function closingDifference(expected: Record<ClosingCount, number>, counted: Record<ClosingCount, number>): ClosingDifference {
  const byCount = zeroCounts();
  for (const count of closingCounts) byCount[count] = requireCents(counted[count], 'A counted amount') - expected[count];
  const expectedCents = sumCounts(expected);
  const countedCents = sumCounts(counted);
  return {
    byCount,
    expectedCents,
    countedCents,
    differenceCents: countedCents - expectedCents,
    needsNote: closingCounts.some((count) => byCount[count] !== 0),
  };
}

/**
 * What staff should count with the drawer's float: the cash drawer holds the float it opened with,
 * plus the cash taken, less the cash handed back (so a day of more cash refunds than cash taken
 * still expects a drawer at or above zero); the other counts are unchanged.
 */
export function withOpeningCash(expected: Record<ClosingCount, number>, openingCashCents: number): Record<ClosingCount, number> {
  return { ...expected, cash: expected.cash + requireCents(openingCashCents, 'An opening float') };
}

/** `GET /api/admin/cash-closings?from=&to=`: the closed days of a period (by default the last 92 days). */
export const cashClosingsQuerySchema = z.object(deskPeriodFields()).superRefine(checkDeskPeriod(366));
export const cashClosingsDefaultDays = 92;

/** `POST /api/admin/cash-closings`: the day's counted amounts; a difference needs its note. */
export const cashClosingSchema = z.strictObject({
  businessDate: calendarDate(deskLabels.businessDate),
  counted: z.strictObject(
    Object.fromEntries(closingCounts.map((count) => [count, deskAmount(deskLabels.counted, { allowZero: true })])) as Record<
      ClosingCount,
      ReturnType<typeof deskAmount>
    >,
  ),
  /** The drawer's float, counted when the day opened (0: the drawer started empty). */
  openingCash: deskAmount(deskLabels.openingCash, { allowZero: true }).default(0),
  /** The day's expected movements the screen showed (float excluded), so a payment recorded meanwhile is not closed unseen. */
  expectedCents: z.number().int().min(-deskLimits.maxCents).max(deskLimits.maxCents),
  note: textOrEmpty(deskLabels.differenceNote, deskLimits.noteMax),
});
export type CashClosingInput = z.input<typeof cashClosingSchema>;
export type CashClosing = z.output<typeof cashClosingSchema>;

/** « Rouvrir la journée » (an admin): why the closed day is reopened, kept in its history and the audit trail. */
export const cashDayReopeningSchema = z.strictObject({
  reason: requiredText(deskLabels.reopeningReason, deskLimits.reopeningReasonMax, 'multiline').min(
    deskLimits.reopeningReasonMin,
    m.minLength(deskLabels.reopeningReason, deskLimits.reopeningReasonMin),
  ),
});
export type CashDayReopeningInput = z.input<typeof cashDayReopeningSchema>;

/**
 * Why a payment or refund is counted on a later day than it came in: the desk closed that day before
 * a card charge settled, or before the money was taken (the closed day's count never changes).
 * Shown on both days. A card's wording names the authorization; another tender's, its receipt.
 */
export function settledAfterCloseReason(
  kind: 'payment' | 'refund',
  authorizedOn: string,
  countedOn: string,
  tender?: Tender | null,
): string {
  if (tender && tender !== 'card_on_file') {
    const what = kind === 'refund' ? 'Remboursement fait' : 'Paiement reçu';
    return `${what} le ${formatDate(authorizedOn)} après la fermeture de caisse : compté le ${formatDate(countedOn)}`;
  }
  const what = kind === 'refund' ? 'Remboursement sur carte autorisé' : 'Paiement par carte autorisé';
  return `${what} le ${formatDate(authorizedOn)} et réglé après la fermeture de caisse : compté le ${formatDate(countedOn)}`;
}

/** One payment or refund of `settledAfterClose`, as the close's summary lines read it. */
export interface LateMovement {
  authorizedOn: string;
  countedOn: string;
}

/**
 * What the day's view says about money that came in after a close: on the closed day, « N paiements
 * reçus après la fermeture, comptés le … » for each day they went to; on the day counting them,
 * « N paiements reçus après la fermeture du …, comptés ce jour » for each day they came from.
 */
export function lateMovementsSummary(businessDate: string, movements: readonly LateMovement[]): string[] {
  const received = (n: number) => (n > 1 ? `${n} paiements reçus` : '1 paiement reçu');
  const counted = (n: number) => (n > 1 ? 'comptés' : 'compté');
  const tally = (key: (m: LateMovement) => string, which: (m: LateMovement) => boolean) => {
    const counts = new Map<string, number>();
    for (const movement of movements.filter(which)) counts.set(key(movement), (counts.get(key(movement)) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a.localeCompare(b));
  };
  const sent = tally(
    (m) => m.countedOn,
    (m) => m.authorizedOn === businessDate && m.countedOn !== businessDate,
  ).map(([day, n]) => `${received(n)} après la fermeture, ${counted(n)} le ${formatDate(day)}`);
  const came = tally(
    (m) => m.authorizedOn,
    (m) => m.countedOn === businessDate && m.authorizedOn !== businessDate,
  ).map(([day, n]) => `${received(n)} après la fermeture du ${formatDate(day)}, ${counted(n)} ce jour`);
  return [...sent, ...came];
}
