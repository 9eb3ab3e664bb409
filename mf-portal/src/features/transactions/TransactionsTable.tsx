// The transactions table of « Paiements » (spec 2.11): date, description, amount, status and the
// invoice action, newest first, ten at a time with 'Afficher plus' (spec §9), in the kit's
// StackedTable (a table on a wide screen, its date, amount and invoice number each on one line;
// labelled blocks on a phone). The date is the short one (« 24 nov. 2026 »): with its weekday the
// five columns did not fit the tab's width at 1280 px and the invoice button was cut. An invoice opens as its printable page in a new window; a blocked
// popup is said, with what to do about it.
import { useId, useState } from 'react';
import { formatMoney, formatShortDate } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { type Transaction, useTransactions } from './api/transactions';
import { transactionsText as text } from './transactions-text';
import './transactions.css';

type InvoiceOutcome = 'opened' | 'blocked' | undefined;

export function TransactionsTable() {
  const headingId = useId();
  const query = useTransactions();
  const [invoiceOutcome, setInvoiceOutcome] = useState<InvoiceOutcome>();
  const transactions = query.data?.pages.flatMap((page) => page.transactions) ?? [];

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
      <StackedTable
        caption={text.caption}
        columns={[text.date, text.description, text.amount, text.status, text.invoice]}
        rows={transactions}
        rowKey={(transaction) => transaction.id}
        cells={(transaction) => <TransactionCells transaction={transaction} onOpenInvoice={openInvoice} />}
        // Room for a date, an amount, a status and an invoice's number each on one line.
        minWidth="46rem"
        paging={query}
        problem={query.isFetchNextPageError ? problemMessage(query.error) : undefined}
        labels={{ more: text.more, loadingMore: text.loadingMore }}
      />
    </section>
  );
}

function TransactionCells({ transaction, onOpenInvoice }: { transaction: Transaction; onOpenInvoice(id: string): void }) {
  return (
    <>
      <StackedCell label={text.date} nowrap>
        <time dateTime={transaction.createdAt}>{formatShortDate(new Date(transaction.createdAt))}</time>
      </StackedCell>
      <StackedCell label={text.description}>{transaction.description || <Missing label={text.noDescription} />}</StackedCell>
      <StackedCell label={text.amount} nowrap>
        {formatMoney(transaction.amountCents)}
      </StackedCell>
      <StackedCell label={text.status} nowrap>
        <span className={`transactions__badge transactions__badge--${transaction.status}`}>{transaction.statusLabel}</span>
      </StackedCell>
      <StackedCell label={text.invoice} nowrap>
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
      </StackedCell>
    </>
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
