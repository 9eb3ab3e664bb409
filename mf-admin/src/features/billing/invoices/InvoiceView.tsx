// One invoice at the desk (issue 22), shown in place of « Facturation »'s list: its number (or
// « Brouillon »), state, patient and dates; its lines with their taxes and the totals block as
// printed; credit notes, payments applied and a fee's waiver. The actions are those the server
// allows now (`can`): on a draft, products and free lines, an amount adjusted, a line removed, the
// draft deleted, « Émettre »; « Envoyer par courriel », « Encaisser » while owed, « Renoncer aux
// frais » on a fee draft, « Note de crédit » and the PDF once issued. Each credit note links to its
// PDF; each checkout among the payments applied offers its receipt, printed or e-mailed again
// (« Renvoyer le reçu » says where it went). What each did is said in a status line; a refusal
// above the actions, the invoice then read again.
import { useEffect, useRef, useState } from 'react';
import { taxCodeLabels } from 'shared-domain/clinic-catalogue';
import { errorCodes } from 'shared-domain/errors';
import { formatDate, formatDateTime, formatMoney } from 'shared-domain/format';
import { paths } from 'shared-domain/paths';
import { ApiRequestError, type ApiResult } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { DialogForm, dialogFormControl, FormDialog } from 'shared-ui/FormDialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { Link, useNavigate } from 'shared-ui/router';
import { StackedCell, StackedTable } from 'shared-ui/StackedTable';
import { receiptPdfUrl, resendReceipt } from '../checkout/api/checkouts';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { type Invoice, type InvoiceLine, useInvoice } from './api/invoice';
import { creditNotePdfUrl, deleteDraft, invoicePdfUrl, issueInvoice, removeInvoiceLine, sendInvoice } from './api/invoice-changes';
import { CreditNoteDialog } from './CreditNoteDialog';
import { FreeLineDialog, LineAmountDialog, ProductLineDialog } from './InvoiceLineDialogs';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { invoicesText, invoiceText as text } from './invoices-text';
import { WaiverDialog } from './WaiverDialog';
import { failureMessage } from 'shared-ui/failure-message';

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

type OpenDialog = 'product' | 'free' | 'waive' | 'credit' | 'delete' | null;

function InvoiceDetails({ invoice, backTo, onCheckout }: { invoice: Invoice; backTo: string; onCheckout(): void }) {
  const refresh = useRefreshDesk();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [adjusting, setAdjusting] = useState<InvoiceLine>();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The last action's failure, with the action's name: the delete dialog shows only its own.
  const [problem, setProblem] = useState<{ action: string; message: string }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { can } = invoice;
  // Opened from the list: reading starts at the invoice's heading.
  useEffect(() => headingRef.current?.focus(), []);
  const draft = invoice.status === 'draft';

  /** One action at a time: its answer read, the invoice read again, what happened said (from the answer, when it tells). */
  const run = async <T,>(name: string, call: () => Promise<ApiResult<T>>, done: string | ((data: T) => string), after?: () => void) => {
    if (busy) return;
    setBusy(name);
    setProblem(undefined);
    setStatus(text.busy);
    const result = await call();
    setBusy(null);
    setStatus('');
    if (result.kind !== 'ok') {
      setProblem({ action: name, message: failureMessage(result) });
      // Changed meanwhile: what the server now holds.
      if (result.kind === 'error') void refresh();
      return;
    }
    await refresh();
    setStatus(typeof done === 'string' ? done : done(result.data));
    after?.();
  };

  /** A dialog's change went through: the invoice read again, the dialog closed, what happened said. */
  const saved = async (message: string) => {
    await refresh();
    setDialog(null);
    setAdjusting(undefined);
    setProblem(undefined);
    setStatus(message);
  };

  const removeDraft = () =>
    run(
      'delete',
      () => deleteDraft(invoice.id),
      text.deleteDraftDone,
      () => {
        setDialog(null);
        navigate(backTo);
      },
    );

  const dates = draft
    ? [{ label: text.visitOn, value: formatDate(invoice.issuedOn) }]
    : [
        { label: text.issuedOn, value: formatDate(invoice.issuedOn) },
        { label: text.dueOn, value: formatDate(invoice.dueOn) },
      ];

  return (
    <article className="billing-invoice__body" aria-labelledby="facture-titre">
      <h2 id="facture-titre" ref={headingRef} tabIndex={-1}>
        {text.heading(invoice.number)} <InvoiceStatusBadge status={invoice.status} />
      </h2>
      <dl className="billing-details">
        <div className="billing-details__pair">
          <dt>{text.patient}</dt>
          <dd>
            {invoice.patient.name}{' '}
            <Link to={paths.adminPatient.build(invoice.patient.id)}>
              {text.openFile}
              <span className="ui-visually-hidden"> de {invoice.patient.name}</span>
            </Link>
          </dd>
        </div>
        {[{ label: text.kind, value: invoice.kindLabel }, ...dates].map((pair) => (
          <div key={pair.label} className="billing-details__pair">
            <dt>{pair.label}</dt>
            <dd>{pair.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="facture-lignes">
        <h3 id="facture-lignes">{text.lines}</h3>
        {invoice.lines.length === 0 ? (
          <p className="billing-muted">{text.noLines}</p>
        ) : (
          <StackedTable
            caption={text.linesCaption}
            columns={Object.values(can.edit ? text.columns : withoutActions)}
            rows={invoice.lines}
            rowKey={(line) => line.id}
            cells={(line) => (
              <LineCells
                line={line}
                editable={can.edit}
                busy={busy !== null}
                onAdjust={() => setAdjusting(line)}
                onRemove={() => void run(`remove-${line.id}`, () => removeInvoiceLine(invoice.id, line.id), text.removed)}
              />
            )}
            minWidth={can.edit ? '48rem' : '36rem'}
          />
        )}
        <section aria-label={text.totals}>
          <dl className="billing-totals">
            {invoice.totalRows.map((row) => (
              <div key={row.label} className="billing-totals__row">
                <dt>{row.label}</dt>
                <dd>{row.amount}</dd>
              </div>
            ))}
          </dl>
        </section>
      </section>

      {invoice.waiver ? (
        <section aria-labelledby="facture-renonciation">
          <h3 id="facture-renonciation">{text.waiver}</h3>
          <p>{text.waiverBy(invoice.waiver.reasonLabel, invoice.waiver.byName, formatDateTime(new Date(invoice.waiver.at)))}</p>
          {invoice.waiver.note ? <p className="billing-muted">{invoice.waiver.note}</p> : null}
        </section>
      ) : null}

      {invoice.creditNotes.length > 0 ? (
        <section aria-labelledby="facture-credits">
          <h3 id="facture-credits">{text.creditNotes}</h3>
          <ul className="billing-list">
            {invoice.creditNotes.map((note) => (
              <li key={note.id}>
                <strong>{text.creditNote(note.number, formatDate(note.issuedOn))}</strong> : {formatMoney(note.amountCents)} — {note.reason}{' '}
                <a href={creditNotePdfUrl(note.id)} download>
                  {text.creditNotePdf}
                  <span className="ui-visually-hidden">{text.creditNotePdfOf(note.number)}</span>
                </a>
                {note.lines.length > 0 ? (
                  <ul>
                    {note.lines.map((line) => (
                      <li key={line.invoiceLineId}>{`${line.description} : ${formatMoney(line.amountCents)}`}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {draft ? null : (
        <section aria-labelledby="facture-paiements">
          <h3 id="facture-paiements">{text.payments}</h3>
          {invoice.payments.length === 0 ? (
            <p className="billing-muted">{text.noPayments}</p>
          ) : (
            <ul className="billing-list">
              {byCheckout(invoice.payments).map((group) => (
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
                      busy={busy !== null}
                      sending={busy === `receipt-${group.checkoutId}`}
                      onResend={(checkoutId) =>
                        void run(
                          `receipt-${checkoutId}`,
                          () => resendReceipt(checkoutId),
                          (sent) => text.receiptResent(sent.receiptEmailedTo),
                        )
                      }
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="facture-actions" className="billing-invoice__actions">
        <h3 id="facture-actions" className="ui-visually-hidden">
          {text.actions}
        </h3>
        <FormFailure title={text.actionFailed} message={problem?.message} />
        <div className="billing-actions">
          {can.checkout ? <Button onClick={onCheckout}>{text.checkout}</Button> : null}
          {can.edit ? (
            <>
              <Button variant="secondary" onClick={() => setDialog('product')}>
                {text.addProduct}
              </Button>
              <Button variant="secondary" onClick={() => setDialog('free')}>
                {text.addFreeLine}
              </Button>
            </>
          ) : null}
          {can.issue ? (
            <Button
              variant="secondary"
              aria-disabled={busy !== null || undefined}
              onClick={() => void run('issue', () => issueInvoice(invoice.id), text.issued)}
            >
              {busy === 'issue' ? text.busy : text.issue}
            </Button>
          ) : null}
          {can.send ? (
            <Button
              variant="secondary"
              aria-disabled={busy !== null || undefined}
              onClick={() => void run('send', () => sendInvoice(invoice.id), text.sent(invoice.patient.email))}
            >
              {busy === 'send' ? text.busy : text.send}
            </Button>
          ) : null}
          {can.waive ? (
            <Button variant="secondary" onClick={() => setDialog('waive')}>
              {text.waive}
            </Button>
          ) : null}
          {can.credit ? (
            <Button variant="secondary" onClick={() => setDialog('credit')}>
              {text.credit}
            </Button>
          ) : null}
          {invoice.number ? (
            <a className="ui-button ui-button--secondary" href={invoicePdfUrl(invoice.id)} download>
              {text.pdf}
            </a>
          ) : null}
          {can.edit ? (
            <Button variant="secondary" onClick={() => setDialog('delete')}>
              {text.deleteDraft}
            </Button>
          ) : null}
        </div>
      </section>
      <p className="billing-status" role="status">
        {status}
      </p>

      <ProductLineDialog open={dialog === 'product'} invoiceId={invoice.id} onClose={() => setDialog(null)} onSaved={saved} />
      <FreeLineDialog open={dialog === 'free'} invoiceId={invoice.id} onClose={() => setDialog(null)} onSaved={saved} />
      <LineAmountDialog invoiceId={invoice.id} line={adjusting} onClose={() => setAdjusting(undefined)} onSaved={saved} />
      <WaiverDialog open={dialog === 'waive'} invoiceId={invoice.id} onClose={() => setDialog(null)} onSaved={saved} />
      <CreditNoteDialog open={dialog === 'credit'} invoice={invoice} onClose={() => setDialog(null)} onSaved={saved} />
      <FormDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={text.deleteDraft}
        className="billing-dialog"
        initialFocus=".billing-dialog__keep"
      >
        <DialogForm
          form={dialogFormControl({
            submitting: busy !== null,
            failure: problem?.action === 'delete' ? problem.message : undefined,
            submit: () => void removeDraft(),
          })}
          // Another action on its way: the button waits, under its own name.
          submit={{ label: text.deleteDraft, busyLabel: busy === 'delete' ? text.busy : text.deleteDraft }}
          cancelLabel={text.keepDraft}
          cancelClassName="billing-dialog__keep"
          intro={<p>{text.deleteDraftConfirm}</p>}
        />
      </FormDialog>
    </article>
  );
}

const { actions: _actions, ...withoutActions } = text.columns;

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
  onResend(checkoutId: string): void;
}

/** A checkout's receipt: e-mailed again, or printed. Named by the checkout's moment, as an invoice may hold several. */
function ReceiptActions({ checkoutId, receivedAt, busy, sending, onResend }: ReceiptActionsProps) {
  const which = <span className="ui-visually-hidden">{text.receiptOf(formatDateTime(new Date(receivedAt)))}</span>;
  return (
    <span className="billing-line-actions">
      <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onResend(checkoutId)}>
        {sending ? text.busy : text.resendReceipt}
        {which}
      </Button>
      <a className="ui-button ui-button--secondary" href={receiptPdfUrl(checkoutId)} target="_blank" rel="noopener">
        {text.printReceipt}
        {which}
      </a>
    </span>
  );
}

interface LineCellsProps {
  line: InvoiceLine;
  editable: boolean;
  busy: boolean;
  onAdjust(): void;
  onRemove(): void;
}

function LineCells({ line, editable, busy, onAdjust, onRemove }: LineCellsProps) {
  const { columns } = text;
  const which = <span className="ui-visually-hidden"> : {line.description}</span>;
  return (
    <>
      <StackedCell label={columns.description}>{line.description}</StackedCell>
      <StackedCell label={columns.date}>{formatDate(line.serviceDate)}</StackedCell>
      <StackedCell label={columns.quantity}>{line.quantity}</StackedCell>
      <StackedCell label={columns.taxes}>{taxCodeLabels[line.taxCode]}</StackedCell>
      <StackedCell label={columns.amount}>{formatMoney(line.amountCents)}</StackedCell>
      <StackedCell label={columns.credited}>{formatMoney(line.creditedCents)}</StackedCell>
      {editable ? (
        <StackedCell label={columns.actions}>
          <span className="billing-line-actions">
            <Button variant="secondary" onClick={onAdjust}>
              {text.adjust}
              {which}
            </Button>
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onRemove()}>
              {text.remove}
              {which}
            </Button>
          </span>
        </StackedCell>
      ) : null}
    </>
  );
}
