// The payments applied to an issued invoice, one group per desk checkout; each checkout offers its
// receipt, printed or e-mailed again (named by the checkout's moment, as an invoice may hold several);
// e-mailed again by the cash desk only (no `onResend`: printed only).
import { formatDateTime, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { receiptPdfUrl } from '../checkout/api/checkouts';
import type { Invoice } from './api/invoice';
import { invoiceText as text } from './invoices-text';

interface InvoicePaymentsProps {
  payments: Payment[];
  /** The action on its way, if any (`receipt-<checkoutId>` while a receipt is sent). */
  running: string | null;
  onResend: ((checkoutId: string) => void) | undefined;
}

export function InvoicePayments({ payments, running, onResend }: InvoicePaymentsProps) {
  return (
    <section aria-labelledby="facture-paiements">
      <h3 id="facture-paiements">{text.payments}</h3>
      {payments.length === 0 ? (
        <p className="billing-muted">{text.noPayments}</p>
      ) : (
        <ul className="billing-list">
          {byCheckout(payments).map((group) => (
            <li key={group.key} className="billing-payment">
              {group.payments.map((payment) => (
                <div key={payment.paymentId}>
                  <strong>{formatMoney(payment.amountCents)}</strong>{' '}
                  {text.paymentLine(payment.tenderLabel, formatDateTime(new Date(payment.receivedAt)), payment.takenByName)}
                </div>
              ))}
              {group.checkoutId ? (
                <ReceiptActions
                  checkoutId={group.checkoutId}
                  receivedAt={group.receivedAt}
                  busy={running !== null}
                  sending={running === receiptAction(group.checkoutId)}
                  onResend={onResend}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The name a receipt's sending runs under. */
export const receiptAction = (checkoutId: string) => `receipt-${checkoutId}`;

type Payment = Invoice['payments'][number];

interface PaymentGroup {
  key: string;
  checkoutId: string | null;
  /** When the group's first payment was received: names its receipt. */
  receivedAt: string;
  payments: Payment[];
}

/** The payments applied, one group per desk checkout (its receipt), each paid online on its own; in their order. */
function byCheckout(payments: Payment[]): PaymentGroup[] {
  const groups: PaymentGroup[] = [];
  for (const payment of payments) {
    const group = payment.checkoutId ? groups.find((candidate) => candidate.checkoutId === payment.checkoutId) : undefined;
    if (group) group.payments.push(payment);
    else
      groups.push({
        key: payment.checkoutId ?? payment.paymentId,
        checkoutId: payment.checkoutId,
        receivedAt: payment.receivedAt,
        payments: [payment],
      });
  }
  return groups;
}

interface ReceiptActionsProps {
  checkoutId: string;
  receivedAt: string;
  busy: boolean;
  sending: boolean;
  onResend: ((checkoutId: string) => void) | undefined;
}

function ReceiptActions({ checkoutId, receivedAt, busy, sending, onResend }: ReceiptActionsProps) {
  const which = <span className="ui-visually-hidden">{text.receiptOf(formatDateTime(new Date(receivedAt)))}</span>;
  return (
    <span className="billing-line-actions">
      {onResend ? (
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onResend(checkoutId)}>
          {sending ? text.busy : text.resendReceipt}
          {which}
        </Button>
      ) : null}
      <a className="ui-button ui-button--secondary" href={receiptPdfUrl(checkoutId)} target="_blank" rel="noopener">
        {text.printReceipt}
        {which}
      </a>
    </span>
  );
}
