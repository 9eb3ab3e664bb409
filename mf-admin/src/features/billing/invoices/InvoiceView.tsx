// One invoice at the desk, shown in place of « Facturation »'s list: its number (or
// « Brouillon »), state, patient and dates; its lines with their taxes and the totals block as
// printed; credit notes, payments applied and a fee's waiver. The actions are those the server
// allows now (`can`): on a draft, products and free lines, an amount adjusted, a line removed, the
// draft deleted, « Émettre »; « Envoyer par courriel », « Encaisser » while owed, « Renoncer aux
// frais » on a fee draft, « Note de crédit » and the PDF once issued. Each credit note links to its
// PDF; each checkout among the payments applied offers its receipt, printed or e-mailed again
// (« Renvoyer le reçu » says where it went). What each did is said in a status line; a refusal
// above the actions, the invoice then read again. Only the cash desk changes an invoice: to the
// practitioner it is read-only (its PDF, its credit notes' and receipts' PDFs), whatever it allows.
import { useEffect, useRef, useState } from 'react';
import { errorCodes } from 'shared-domain/platform/errors';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link } from 'shared-ui/router';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { resendReceipt } from '../checkout/api/checkouts';
import { readOnlyInvoice, useCashDesk } from '../cash-desk';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { type Invoice, type InvoiceLine, useInvoice } from './api/invoice';
import { removeInvoiceLine } from './api/invoice-changes';
import { CreditNoteDialog } from './CreditNoteDialog';
import { DeleteDraftDialog } from './DeleteDraftDialog';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';
import { type InvoiceDialog, InvoiceActions } from './InvoiceActions';
import { InvoiceCorrections } from './InvoiceCorrections';
import { InvoiceFacts } from './InvoiceFacts';
import { FreeLineDialog, LineAmountDialog, ProductLineDialog } from './InvoiceLineDialogs';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePayments, receiptAction } from './InvoicePayments';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { invoicesText, invoiceText as text } from './invoices-text';
import { WaiverDialog } from './WaiverDialog';

export interface InvoiceViewProps {
  id: string;
  /** The list's address (its filters kept). */
  backTo: string;
  onCheckout(): void;
}

export function InvoiceView({ id, backTo, onCheckout }: InvoiceViewProps) {
  const invoice = useInvoice(id);
  return (
    <div className="billing-invoice">
      <p>
        <Link to={backTo}>{text.back}</Link>
      </p>
      {invoice.isPending ? <LoadingState label={text.loading} /> : null}
      {invoice.isError ? (
        invoice.error instanceof ApiRequestError && invoice.error.code === errorCodes.notFound ? (
          <Notice title={text.notFound}>
            <p>{problemMessage(invoice.error)}</p>
          </Notice>
        ) : (
          <Notice
            tone="error"
            title={text.loadFailed}
            actions={<Button onClick={() => void invoice.refetch()}>{invoicesText.retry}</Button>}
          >
            <p>{problemMessage(invoice.error)}</p>
          </Notice>
        )
      ) : null}
      {invoice.data ? <InvoiceDetails invoice={invoice.data} backTo={backTo} onCheckout={onCheckout} /> : null}
    </div>
  );
}

type OpenDialog = InvoiceDialog | null;

function InvoiceDetails({ invoice: read, backTo, onCheckout }: { invoice: Invoice; backTo: string; onCheckout(): void }) {
  const cashDesk = useCashDesk();
  const invoice = cashDesk ? read : { ...read, can: readOnlyInvoice(read.can) };
  const refresh = useRefreshDesk();
  const runner = useActionRunner({ refresh, busyText: text.busy });
  const { running, run } = runner;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [adjusting, setAdjusting] = useState<InvoiceLine>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from the list: reading starts at the invoice's heading.
  useEffect(() => headingRef.current?.focus(), []);

  /** A dialog's change went through: the invoice read again, the dialog closed, what happened said. */
  const saved = async (message: string) => {
    await refresh();
    setDialog(null);
    setAdjusting(undefined);
    runner.say(message);
  };
  const close = () => setDialog(null);

  return (
    <article className="billing-invoice__body" aria-labelledby="facture-titre">
      <h2 id="facture-titre" ref={headingRef} tabIndex={-1}>
        {text.heading(invoice.number, invoice.status)} <InvoiceStatusBadge status={invoice.status} />
      </h2>
      <InvoiceFacts invoice={invoice} />
      <InvoiceLines
        invoice={invoice}
        busy={running !== null}
        onAdjust={setAdjusting}
        onRemove={(line) => void run(`remove-${line.id}`, () => removeInvoiceLine(invoice.id, line.id), text.removed)}
      />
      <InvoiceCorrections invoice={invoice} />
      {invoice.status === 'draft' ? null : (
        <InvoicePayments
          payments={invoice.payments}
          running={running}
          onResend={
            cashDesk
              ? (checkoutId) =>
                  void run(
                    receiptAction(checkoutId),
                    () => resendReceipt(checkoutId),
                    (sent) => text.receiptResent(sent.receiptEmailedTo),
                  )
              : undefined
          }
        />
      )}
      <InvoiceActions invoice={invoice} runner={runner} onCheckout={onCheckout} onOpen={setDialog} />
      <p className="billing-status" role="status">
        {runner.status}
      </p>

      <ProductLineDialog open={dialog === 'product'} invoiceId={invoice.id} onClose={close} onSaved={saved} />
      <FreeLineDialog open={dialog === 'free'} invoiceId={invoice.id} onClose={close} onSaved={saved} />
      <LineAmountDialog invoiceId={invoice.id} line={adjusting} onClose={() => setAdjusting(undefined)} onSaved={saved} />
      <WaiverDialog open={dialog === 'waive'} invoiceId={invoice.id} onClose={close} onSaved={saved} />
      <CreditNoteDialog open={dialog === 'credit'} invoice={invoice} onClose={close} onSaved={saved} />
      <IssueInvoiceDialog open={dialog === 'issue'} invoiceId={invoice.id} runner={runner} onClose={close} />
      <DeleteDraftDialog open={dialog === 'delete'} invoiceId={invoice.id} runner={runner} backTo={backTo} onClose={close} />
    </article>
  );
}
