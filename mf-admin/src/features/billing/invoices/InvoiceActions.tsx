// The actions the server allows on an invoice now (`can`), with the last action's failure above
// them: « Encaisser », products and free lines and the draft's deletion on a draft, « Émettre » (confirmed first: its number is final),
// « Envoyer par courriel », « Renoncer aux frais », « Note de crédit » and the PDF once issued, « Reçu pour assurance » once a visit's invoice is paid.
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import type { ActionRunner } from 'shared-ui/useActionRunner';
import type { Invoice } from './api/invoice';
import { insuranceReceiptUrl, invoicePdfUrl, sendInvoice } from './api/invoice-changes';
import { invoiceText as text } from './invoices-text';
import { insuranceLinks } from '../insurance/insurance-links';
import { Link } from 'shared-ui/router';

/** The dialogs the actions open. */
export type InvoiceDialog = 'product' | 'free' | 'waive' | 'credit' | 'delete' | 'issue';

/** Actions confirmed in a dialog, which shows their failure itself. */
const confirmedInDialog: ReadonlySet<string> = new Set(['issue', 'delete']);

interface InvoiceActionsProps {
  invoice: Invoice;
  runner: ActionRunner;
  onCheckout(): void;
  onOpen(dialog: InvoiceDialog): void;
}

export function InvoiceActions({ invoice, runner, onCheckout, onOpen }: InvoiceActionsProps) {
  const { can } = invoice;
  const { running, problem, run } = runner;
  return (
    <section aria-labelledby="facture-actions" className="billing-invoice__actions">
      <h3 id="facture-actions" className="ui-visually-hidden">
        {text.actions}
      </h3>
      <FormFailure title={text.actionFailed} message={problem && !confirmedInDialog.has(problem.action) ? problem.message : undefined} />
      <div className="billing-actions">
        {can.checkout ? <Button onClick={onCheckout}>{text.checkout}</Button> : null}
        {can.edit ? (
          <>
            <Button variant="secondary" onClick={() => onOpen('product')}>
              {text.addProduct}
            </Button>
            <Button variant="secondary" onClick={() => onOpen('free')}>
              {text.addFreeLine}
            </Button>
          </>
        ) : null}
        {can.issue ? (
          <Button variant="secondary" aria-disabled={running !== null || undefined} onClick={() => onOpen('issue')}>
            {running === 'issue' ? text.busy : text.issue}
          </Button>
        ) : null}
        {can.send ? (
          <Button
            variant="secondary"
            aria-disabled={running !== null || undefined}
            onClick={() => void run('send', () => sendInvoice(invoice.id), text.sent(invoice.patient.email))}
          >
            {running === 'send' ? text.busy : text.send}
          </Button>
        ) : null}
        {can.waive ? (
          <Button variant="secondary" onClick={() => onOpen('waive')}>
            {text.waive}
          </Button>
        ) : null}
        {can.credit ? (
          <Button variant="secondary" onClick={() => onOpen('credit')}>
            {text.credit}
          </Button>
        ) : null}
        {invoice.number ? (
          <a className="ui-button ui-button--secondary" href={invoicePdfUrl(invoice.id)} download>
            {text.pdf}
          </a>
        ) : null}
        {can.insuranceReceipt ? (
          <a className="ui-button ui-button--secondary" href={insuranceReceiptUrl(invoice.id)} download>
            {text.insuranceReceipt}
          </a>
        ) : null}
        {can.insuranceReceipt && invoice.appointmentId ? (
          <Link className="ui-button ui-button--secondary" to={insuranceLinks.receipt(invoice.appointmentId)}>
            {text.printInsuranceReceipt}
          </Link>
        ) : null}
        {can.edit ? (
          <Button variant="secondary" onClick={() => onOpen('delete')}>
            {text.deleteDraft}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
