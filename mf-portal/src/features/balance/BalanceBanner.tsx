// The balance banner at the top of « Paiements » (spec 2.11): what the patient owes, the overdue
// part said in words (not by colour alone), each owed invoice with a link to its page, and
// « Payer maintenant », which opens the pay dialog. Nothing owed → a calm line and no button. Each
// invoice shows what it still owes (less what credit notes and payments took off), and the
// account credit the clinic holds is said beside the balance. An invoice the clinic claimed from a
// payer (insurer, SAAQ, CNESST) who has not answered says so. Opened from a payment reminder's link
// (`paths.portalPayInvoices`), the pay dialog opens by itself on the invoices it names.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { invoiceStatusLabel } from 'shared-domain/billing/invoice';
import { paths, payInvoicesOf } from 'shared-domain/platform/paths';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { Link, useLocation } from 'shared-ui/router';
import { AddCardDialog } from '../cards/public';
import { type Balance, useBalance } from './api/balance';
import { balanceText } from './balance-text';
import { PayDialog } from './PayDialog';
import './balance.css';

export function BalanceBanner() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useBalance();
  const { search } = useLocation();
  // Read once: the address's invoices are those the reminder listed when the page opened.
  const [preselected] = useState(() => payInvoicesOf(search));
  const [paying, setPaying] = useState(false);
  const openedFromLink = useRef(false);
  const [addingCard, setAddingCard] = useState(false);
  const openedOnce = useRef(false);

  const closePaying = useCallback(() => setPaying(false), []);
  const closeAddingCard = useCallback(() => setAddingCard(false), []);
  // No card to pay with: the pay dialog gives way to the add-card dialog (the same as the cards grid's).
  const addCard = useCallback(() => {
    setPaying(false);
    setAddingCard(true);
  }, []);

  const data = query.data;
  const payable = (data?.totalCents ?? 0) > 0;
  const open = paying || addingCard;

  // A reminder's link: once the balance is known and one of its invoices is still owed, its payment opens.
  useEffect(() => {
    if (openedFromLink.current || !data || preselected.length === 0) return;
    openedFromLink.current = true;
    if (data.invoices.some((invoice) => preselected.includes(invoice.id))) setPaying(true);
  }, [data, preselected]);

  // A dialog gives the focus back to « Payer maintenant »; once the balance is paid that button is
  // gone (before or after the dialog closes), and the focus with it: the banner's heading takes it
  // so the keyboard goes on from there.
  useEffect(() => {
    if (open) {
      openedOnce.current = true;
      return;
    }
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (openedOnce.current && !payable && focusLost) headingRef.current?.focus();
  }, [open, payable]);

  return (
    <section className={`balance${data && data.overdueCents > 0 ? ' balance--overdue' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {balanceText.title}
      </h2>
      {!data && query.isFetching ? <LoadingState label={balanceText.loading} /> : null}
      {!data && query.isError && !query.isFetching ? (
        <Notice
          tone="error"
          title={balanceText.loadFailed}
          actions={<Button onClick={() => void query.refetch()}>{balanceText.retry}</Button>}
        >
          <p>{problemMessage(query.error)}</p>
        </Notice>
      ) : null}
      {data ? <BalanceSummary balance={data} /> : null}
      {payable ? (
        <Button className="balance__pay" onClick={() => setPaying(true)}>
          {balanceText.payNow}
        </Button>
      ) : null}
      <PayDialog open={paying} onClose={closePaying} onAddCard={addCard} preselected={preselected} />
      <AddCardDialog open={addingCard} onClose={closeAddingCard} />
    </section>
  );
}

function BalanceSummary({ balance }: { balance: Balance }) {
  const credit = balance.creditCents > 0 ? <p className="balance__credit">{balanceText.credit(formatMoney(balance.creditCents))}</p> : null;
  if (balance.totalCents <= 0)
    return (
      <>
        <p className="balance__none">{balanceText.none}</p>
        {credit}
      </>
    );
  return (
    <>
      <p className="balance__total">{formatMoney(balance.totalCents)}</p>
      {balance.overdueCents > 0 ? (
        <p className="balance__overdue">
          <span className="balance__marker" aria-hidden="true">
            !
          </span>{' '}
          {balanceText.overdue(formatMoney(balance.overdueCents))}
        </p>
      ) : null}
      <ul className="balance__invoices" aria-label={balanceText.invoicesLabel}>
        {balance.invoices.map((invoice) => (
          <li key={invoice.id} className="balance__invoice">
            <Link to={paths.portalInvoice.build(invoice.id)}>{balanceText.invoice(invoice.number)}</Link>
            <span>{formatMoney(invoice.openCents)}</span>
            <span>{balanceText.due(formatDate(invoice.dueOn))}</span>
            <span className={`balance__status balance__status--${invoice.status}`}>{invoiceStatusLabel(invoice.status)}</span>
            {invoice.awaitedFrom ? <span className="balance__awaited">{balanceText.awaitedFrom(invoice.awaitedFrom)}</span> : null}
          </li>
        ))}
      </ul>
      {credit}
    </>
  );
}
