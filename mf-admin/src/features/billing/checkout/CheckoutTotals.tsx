// What the tenders make of what is due, said as it changes: the credit used, what is received, then
// the cash rounding to 5 cents, what remains (and « Paiement partiel » when something was given) or
// what is paid over.
import { formatMoney } from 'shared-domain/platform/format';
import type { CheckoutFigures } from './checkout-form';
import { checkoutText as text } from './checkout-text';

export function CheckoutTotals({ figures }: { figures: CheckoutFigures }) {
  return (
    <>
      <dl className="billing-totals" aria-live="polite">
        {figures.creditAppliedCents > 0 ? (
          <div className="billing-totals__row">
            <dt>{text.creditUsed}</dt>
            <dd>{formatMoney(figures.creditAppliedCents)}</dd>
          </div>
        ) : null}
        <div className="billing-totals__row">
          <dt>{text.received}</dt>
          <dd>{formatMoney(figures.tenderedCents)}</dd>
        </div>
        {figures.cashRoundingCents !== 0 ? (
          <div className="billing-totals__row">
            <dt>{text.cashRounding}</dt>
            <dd>{formatMoney(figures.cashRoundingCents)}</dd>
          </div>
        ) : null}
        {figures.overpaymentCents > 0 ? (
          <div className="billing-totals__row">
            <dt>{text.overpayment}</dt>
            <dd>{formatMoney(figures.overpaymentCents)}</dd>
          </div>
        ) : (
          <div className="billing-totals__row billing-totals__row--strong">
            <dt>{text.remaining}</dt>
            <dd>{formatMoney(figures.remainingCents)}</dd>
          </div>
        )}
      </dl>
      {figures.remainingCents > 0 && figures.tenderedCents + figures.creditAppliedCents > 0 ? (
        <p className="billing-muted">{text.partial(formatMoney(figures.remainingCents))}</p>
      ) : null}
    </>
  );
}
