// A closed day: what was expected and counted by count, the difference, its note, who
// closed it and when, and its transactions in « Paiements » (the list filtered on that day).
import { withOpeningCash } from 'shared-domain/billing/cash-close';
import { closingCountLabels, closingCounts } from 'shared-domain/billing/tender';
import { formatMoney } from 'shared-domain/platform/format';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { paymentsSectionIds, paymentsSectionLink } from '../payments/payments-links';
import { paymentFilterParams } from '../payments/payment-filters';
import type { CashDay } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

type Closing = NonNullable<CashDay['closing']>;

export function ClosingSummary({ day, closing }: { day: CashDay; closing: Closing }) {
  const { countColumns: columns } = text;
  // What each count should have held: the day's movements, the drawer's float added to the cash.
  const drawer = withOpeningCash(day.expected, closing.openingCashCents);
  return (
    <div className="cash-close-summary">
      <p>
        <strong>{text.closedNotice(day.businessDate)}</strong> {text.closedBy(closing.closedByName, closing.closedAt)}
      </p>
      <StackedTable
        caption={text.countsCaption(day.businessDate)}
        columns={Object.values(columns)}
        rows={closingCounts}
        rowKey={(count) => count}
        minWidth="32rem"
        cells={(count) => (
          <>
            <StackedCell label={columns.count}>{closingCountLabels[count]}</StackedCell>
            <StackedCell label={columns.expected}>{formatMoney(drawer[count])}</StackedCell>
            <StackedCell label={columns.counted}>{formatMoney(closing.counted[count])}</StackedCell>
            <StackedCell label={columns.difference}>{text.signed(closing.counted[count] - drawer[count])}</StackedCell>
          </>
        )}
      />
      <dl className="payments-facts cash-close-totals">
        <dt>{text.cardOnFile}</dt>
        <dd>{formatMoney(day.cardOnFileCents)}</dd>
        <dt>{text.openingCash}</dt>
        <dd>{formatMoney(closing.openingCashCents)}</dd>
        {day.cashRoundingCents ? (
          <>
            <dt>{text.cashRounding}</dt>
            <dd>{text.signed(day.cashRoundingCents)}</dd>
          </>
        ) : null}
        <dt>{text.totalExpected}</dt>
        <dd>{formatMoney(closing.countedCents - closing.differenceCents)}</dd>
        <dt>{text.totalCounted}</dt>
        <dd>{formatMoney(closing.countedCents)}</dd>
        <dt>{text.totalDifference}</dt>
        <dd>{text.signed(closing.differenceCents)}</dd>
        {closing.note ? (
          <>
            <dt>{text.note}</dt>
            <dd className="cash-close-note">{closing.note}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link
          to={paymentsSectionLink(paymentsSectionIds.payments, {
            [paymentFilterParams.from]: day.businessDate,
            [paymentFilterParams.to]: day.businessDate,
          })}
        >
          {text.transactions}
        </Link>
      </p>
    </div>
  );
}
