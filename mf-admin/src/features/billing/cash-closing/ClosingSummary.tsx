// A closed day: what was expected and counted by count, the difference, its note, who
// closed it and when, and its transactions in « Paiements » (the list filtered on that day).
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
            <StackedCell label={columns.expected}>{formatMoney(day.expected[count])}</StackedCell>
            <StackedCell label={columns.counted}>{formatMoney(closing.counted[count])}</StackedCell>
            <StackedCell label={columns.difference}>{text.signed(closing.counted[count] - day.expected[count])}</StackedCell>
          </>
        )}
      />
      <dl className="payments-facts cash-close-totals">
        <dt>{text.cardOnFile}</dt>
        <dd>{formatMoney(day.cardOnFileCents)}</dd>
        <dt>{text.totalExpected}</dt>
        <dd>{formatMoney(day.expectedCents)}</dd>
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
