// The transactions table of « Paiements » (spec 2.11): date, description, amount, status and the
// invoice action, newest first, ten at a time with 'Afficher plus' (spec §9). An invoice opens as
// its printable page in a new window; a blocked popup is said, with what to do about it.
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatMoney } from 'shared-domain/format';
import { paths } from 'shared-domain/paths';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { type Transaction, useTransactions } from './api/transactions';
import { transactionsText as text } from './transactions-text';
import './transactions.css';

type InvoiceOutcome = 'opened' | 'blocked' | undefined;

export function TransactionsTable() {
  const headingId = useId();
  const query = useTransactions();
  const tableRef = useRef<HTMLTableElement>(null);
  // The row to focus once the next page is drawn: the first new one, where reading continues.
  const firstNewRow = useRef<number | null>(null);
  const [invoiceOutcome, setInvoiceOutcome] = useState<InvoiceOutcome>();
  const transactions = query.data?.pages.flatMap((page) => page.transactions) ?? [];

  useEffect(() => {
    const index = firstNewRow.current;
    if (index === null || transactions.length <= index) return;
    firstNewRow.current = null;
    tableRef.current?.querySelectorAll<HTMLElement>('tbody tr')[index]?.focus();
  }, [transactions.length]);

  const showMore = () => {
    if (query.isFetchingNextPage) return;
    firstNewRow.current = transactions.length;
    void query.fetchNextPage();
  };

  const openInvoice = (invoiceId: string) => {
    // Without 'noopener', so that a blocked popup is seen (null); the page is our own.
    const opened = window.open(paths.portalInvoice.build(invoiceId), '_blank');
    setInvoiceOutcome(opened ? 'opened' : 'blocked');
  };

  return (
    <section className="transactions" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      <p className="transactions__status" role="status">
        {invoiceOutcome === 'opened' ? text.invoiceOpened : ''}
      </p>
      <p className="transactions__problem" role="alert">
        {invoiceOutcome === 'blocked' ? text.popupBlocked : ''}
      </p>
      {query.isPending ? <LoadingState label={text.loading} /> : null}
      {query.isError && !query.data && !query.isFetching ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void query.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(query.error)}</p>
        </Notice>
      ) : null}
      {query.data && transactions.length === 0 ? <p className="portal-page__empty">{text.empty}</p> : null}
      {transactions.length > 0 ? (
        // On a narrow container the rows become labelled blocks (transactions.css), so the roles
        // are written out: a browser drops a table's semantics once its parts are not displayed as one.
        <div className="transactions__frame">
          {/* biome-ignore-start lint/a11y/noRedundantRoles: kept for the stacked layout (see above). */}
          <table ref={tableRef} role="table" className="transactions__table">
            <caption className="ui-visually-hidden">{text.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {text.date}
                </th>
                <th scope="col" role="columnheader">
                  {text.description}
                </th>
                <th scope="col" role="columnheader">
                  {text.amount}
                </th>
                <th scope="col" role="columnheader">
                  {text.status}
                </th>
                <th scope="col" role="columnheader">
                  {text.invoice}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} onOpenInvoice={openInvoice} />
              ))}
            </tbody>
          </table>
          {/* biome-ignore-end lint/a11y/noRedundantRoles: kept for the stacked layout. */}
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p className="transactions__problem" role="alert">
          {problemMessage(query.error)}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="transactions__more">
          <Button variant="secondary" aria-disabled={query.isFetchingNextPage || undefined} onClick={showMore}>
            {query.isFetchingNextPage ? text.loadingMore : text.more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function TransactionRow({ transaction, onOpenInvoice }: { transaction: Transaction; onOpenInvoice(id: string): void }) {
  return (
    <tr tabIndex={-1} role="row" className={`transactions__row transactions__row--${transaction.status}`}>
      <td role="cell" data-label={text.date}>
        <time dateTime={transaction.createdAt}>{formatDate(new Date(transaction.createdAt))}</time>
      </td>
      <td role="cell" data-label={text.description}>
        {transaction.description || <Missing label={text.noDescription} />}
      </td>
      <td role="cell" data-label={text.amount} className="transactions__amount">
        {formatMoney(transaction.amountCents)}
      </td>
      <td role="cell" data-label={text.status}>
        <span className={`transactions__badge transactions__badge--${transaction.status}`}>{transaction.statusLabel}</span>
      </td>
      <td role="cell" data-label={text.invoice}>
        {transaction.invoices.length > 0 ? (
          <span className="transactions__invoices">
            {transaction.invoices.map((invoice) => (
              <Button key={invoice.id} variant="secondary" className="transactions__invoice" onClick={() => onOpenInvoice(invoice.id)}>
                {text.openInvoice(invoice.number)}
              </Button>
            ))}
          </span>
        ) : (
          <Missing label={text.noInvoice} />
        )}
      </td>
    </tr>
  );
}

/** A dash for the eye, words for a screen reader. */
function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="ui-visually-hidden">{label}</span>
    </>
  );
}
