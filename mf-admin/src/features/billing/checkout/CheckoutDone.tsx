// « Encaisser » done: what was paid and how, the credit used or kept, each invoice as it now stands,
// where the receipt went, and the receipt printed or e-mailed again (« Renvoyer le reçu » says where).
import { useEffect, useRef } from 'react';
import { deskInvoiceStatusLabels } from 'shared-domain/billing/payment-status';
import { formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { type CheckoutResult, receiptPdfUrl, resendReceipt } from './api/checkouts';
import { checkoutText as text } from './checkout-text';

export function CheckoutDone({ result, onClose }: { result: CheckoutResult; onClose(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const receipt = useActionRunner({ busyText: text.resending });
  const resend = () =>
    receipt.run(
      'resend',
      () => resendReceipt(result.checkoutId),
      (sent) => text.receiptResent(sent.receiptEmailedTo),
    );
  return (
    <div className="billing-dialog__body billing-checkout__done">
      <h3 ref={headingRef} tabIndex={-1}>
        {text.doneTitle}
      </h3>
      <ul className="billing-list">
        {result.payments.map((payment) => (
          <li key={payment.id}>{text.paid(payment.tenderLabel, formatMoney(payment.amountCents))}</li>
        ))}
        {result.creditAppliedCents > 0 ? <li>{text.creditApplied(formatMoney(result.creditAppliedCents))}</li> : null}
        {result.creditKeptCents > 0 ? <li>{text.creditKept(formatMoney(result.creditKeptCents))}</li> : null}
      </ul>
      <ul className="billing-list">
        {result.invoices.map((invoice) => (
          <li key={invoice.id}>
            {text.invoiceNow(invoice.number ?? text.draft, deskInvoiceStatusLabels[invoice.status], formatMoney(invoice.openCents))}
          </li>
        ))}
      </ul>
      <p>{result.receiptEmailedTo ? text.receiptSent(result.receiptEmailedTo) : text.receiptNotSent}</p>
      <FormFailure title={text.resendFailed} message={receipt.problem?.message} />
      <p className="billing-status" role="status">
        {receipt.status}
      </p>
      <div className="ui-form-dialog__actions">
        <a className="ui-button ui-button--secondary" href={receiptPdfUrl(result.checkoutId)} target="_blank" rel="noopener">
          {text.printReceipt}
        </a>
        {result.receiptEmailedTo ? (
          <Button variant="secondary" aria-disabled={receipt.running !== null || undefined} onClick={() => void resend()}>
            {text.resendReceipt}
          </Button>
        ) : null}
        <Button onClick={onClose}>{text.finish}</Button>
      </div>
    </div>
  );
}
