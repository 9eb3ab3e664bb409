// What a visit, a draft and a receipt say of a deposit, in the clinic's words: apart from the
// deposit's schemas, so a screen that only shows a deposit loads none of them.
import { formatMoney } from '../platform/format';

/** « Dépôt payé : 30,00 $ » (what is left of it once refunds are taken off). */
export function depositPaidLabel(cents: number): string {
  return `Dépôt payé : ${formatMoney(cents)}`;
}

/** « Dépôt requis : 30,00 $ ». */
export function depositRequiredLabel(cents: number): string {
  return `Dépôt requis : ${formatMoney(cents)}`;
}

/**
 * What a visit says of its deposit: « Dépôt payé : 30,00 $ » once paid, « Dépôt requis : 30,00 $ —
 * non payé » while its service asks one not paid yet, nothing when none is asked nor paid.
 */
export function depositStateLabel(visit: { depositRequiredCents: number; depositPaidCents: number }): string | undefined {
  if (visit.depositPaidCents > 0) return depositPaidLabel(visit.depositPaidCents);
  if (visit.depositRequiredCents > 0) return `${depositRequiredLabel(visit.depositRequiredCents)} — non payé`;
  return undefined;
}

/** « Dépôt à déduire : −30,00 $ »: the visit's deposit its draft will use once issued. */
export function depositToApplyLabel(cents: number): string {
  return `Dépôt à déduire : −${formatMoney(cents)}`;
}

/** « Dépôt enregistré : 30,00 $ »: the desk's deposit recorded. */
export function depositRecordedLabel(cents: number): string {
  return `Dépôt enregistré : ${formatMoney(cents)}`;
}
