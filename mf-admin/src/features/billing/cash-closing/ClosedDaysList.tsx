// The closed days, newest first: expected, counted, difference and who closed each;
// a day opens its closing above (its `?jour=`).
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { paymentsSectionIds, paymentsSectionLink } from '../payments/payments-links';
import { useClosedDays } from './api/cash-closings';
import { cashClosingText as text } from './cash-closing-text';

export function ClosedDaysList({ from, to }: { from: string; to: string }) {
  const closed = useClosedDays(from, to);
  const { closedColumns: columns } = text;
  return (
    <section className="cash-close-closed" aria-labelledby="journees-fermees">
      <h3 id="journees-fermees">{text.closedDays}</h3>
      <p className="payments-muted">{text.closedDaysIntro}</p>
      {closed.isPending ? (
        <LoadingState label={text.loading} />
      ) : closed.isError ? (
        <Notice tone="error" title={text.closedDaysFailed} actions={<Button onClick={() => void closed.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(closed.error)}</p>
        </Notice>
      ) : closed.data.closings.length === 0 ? (
        <p>{text.closedDaysNone}</p>
      ) : (
        <StackedTable
          caption={text.closedDaysCaption}
          columns={Object.values(columns)}
          rows={closed.data.closings}
          rowKey={(closing) => closing.businessDate}
          minWidth="40rem"
          cells={(closing) => (
            <>
              <StackedCell label={columns.day}>
                <Link to={paymentsSectionLink(paymentsSectionIds.cashClosing, { jour: closing.businessDate })}>
                  {formatDate(closing.businessDate)}
                </Link>
              </StackedCell>
              <StackedCell label={columns.expected}>{formatMoney(closing.expectedCents)}</StackedCell>
              <StackedCell label={columns.counted}>{formatMoney(closing.countedCents)}</StackedCell>
              <StackedCell label={columns.difference}>{text.signed(closing.differenceCents)}</StackedCell>
              <StackedCell label={columns.closedBy}>{closing.closedByName ?? text.unknownStaff}</StackedCell>
            </>
          )}
        />
      )}
    </section>
  );
}
