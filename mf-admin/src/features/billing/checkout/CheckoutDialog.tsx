// « Encaisser » (issue 22), opened from an invoice, the list, the patient's file or Ma Journée
// (`?checkout=1`): the patient's invoices still owed and drafts, checked to be paid (the one it was
// opened from, else all of them), the amount due, the account credit with « Utiliser le crédit »,
// one or several tenders (cash, Interac, terminal, the card on file, e-transfer, cheque), what
// remains or is paid over (kept as credit only when « Garder le surplus en crédit » is checked) and
// the day received. The key made at the opening goes with every submission: a second click, or a
// retry after a lost answer, is answered from the first checkout and never charges twice. Refusals
// land beside their fields; success says what was paid, where the receipt went, and offers it to
// print or to send again (« Renvoyer le reçu », which says where it went).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { clinicDate } from 'shared-domain/clinic-time';
import { deskInvoiceStatusLabels } from 'shared-domain/payment-status';
import { deskLabels } from 'shared-domain/desk-messages';
import { formatDate, formatMoney } from 'shared-domain/format';
import { moneyInputValue } from 'shared-domain/money-input';
import { type Tender, tenderLabels, tenders as tenderChoices } from 'shared-domain/tender';
import { Button } from 'shared-ui/Button';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Dialog } from 'shared-ui/Dialog';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type PatientAccount, usePatientAccount } from './api/patient-account';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { type CheckoutResult, checkOut, receiptPdfUrl, resendReceipt } from './api/checkouts';
import { type CheckoutErrors, type TenderRow, checkCheckout, checkoutFigures, errorsByRow } from './checkout-form';
import { checkoutText as text } from './checkout-text';

export interface CheckoutDialogProps {
  open: boolean;
  patientId: string;
  /** The invoice it was opened from: the only one checked at first. */
  preselectedInvoiceId?: string | undefined;
  onClose(): void;
}

export function CheckoutDialog({ open, patientId, preselectedInvoiceId, onClose }: CheckoutDialogProps) {
  // While a checkout is on its way the dialog stays: its answer must be seen.
  const sending = useRef(false);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!sending.current) onClose();
      }}
      title={text.title}
      className="ui-dialog--sheet billing-dialog billing-checkout"
      initialFocus=".ui-dialog__close"
    >
      {open ? (
        <CheckoutContent
          key={patientId}
          patientId={patientId}
          preselectedInvoiceId={preselectedInvoiceId}
          onClose={onClose}
          onSending={(busy) => (sending.current = busy)}
        />
      ) : null}
    </Dialog>
  );
}

interface ContentProps {
  patientId: string;
  preselectedInvoiceId: string | undefined;
  onClose(): void;
  onSending(busy: boolean): void;
}

function CheckoutContent(props: ContentProps) {
  const account = usePatientAccount(props.patientId);
  const [result, setResult] = useState<CheckoutResult>();
  if (result) return <CheckoutDone result={result} onClose={props.onClose} />;
  if (account.isPending) return <LoadingState label={text.loading} />;
  if (account.isError && !account.data)
    return (
      <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void account.refetch()}>{text.retry}</Button>}>
        <p>{problemMessage(account.error)}</p>
      </Notice>
    );
  return <CheckoutForm {...props} account={account.data} onDone={setResult} />;
}

function CheckoutForm({
  patientId,
  preselectedInvoiceId,
  onClose,
  onSending,
  account,
  onDone,
}: ContentProps & { account: PatientAccount; onDone(result: CheckoutResult): void }) {
  const refresh = useRefreshDesk();
  const invoices = [...account.openInvoices, ...account.drafts];
  const usableCards = account.cards.filter((card) => !card.expired);
  const defaultCard = (usableCards.find((card) => card.isPrimary) ?? usableCards[0])?.id ?? '';
  const today = clinicDate(new Date());
  const rowKeys = useRef(0);
  /** A tender's row, its amount what is left to pay (if anything). */
  const newRow = (tender: Tender, amountCents: number): TenderRow => ({
    key: ++rowKeys.current,
    tender,
    amount: amountCents > 0 ? moneyInputValue(amountCents) : '',
    cardId: '',
  });
  // Made once, when the dialog opens: every submission of this checkout carries it.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [selected, setSelected] = useState<string[]>(() =>
    preselectedInvoiceId && invoices.some((invoice) => invoice.id === preselectedInvoiceId)
      ? [preselectedInvoiceId]
      : invoices.map((invoice) => invoice.id),
  );
  const [useCredit, setUseCredit] = useState(account.creditCents > 0);
  const [keepOverpayment, setKeepOverpayment] = useState(false);
  const [receivedOn, setReceivedOn] = useState(today);
  const [rows, setRows] = useState<TenderRow[]>(() => {
    const start = checkoutFigures({ selected, useCredit, tenders: [] }, invoices, account.creditCents);
    return [newRow('cash', start.remainingCents)];
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [invalidCount, setInvalidCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const addedRow = useRef(false);

  const state = { patientId, selected, useCredit, tenders: rows, keepOverpayment, receivedOn, idempotencyKey };
  const figures = checkoutFigures(state, invoices, account.creditCents);

  useEffect(() => {
    if (invalidCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidCount]);

  // A row just added: its tender is where the keyboard goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a row is drawn or removed; the ref says whether one was added.
  useEffect(() => {
    if (!addedRow.current) return;
    addedRow.current = false;
    formRef.current?.querySelector<HTMLElement>('.billing-tender:last-of-type select')?.focus();
  }, [rows.length]);

  const setSendingBoth = (busy: boolean) => {
    setSending(busy);
    onSending(busy);
  };

  const changeRow = (key: number, change: Partial<TenderRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(undefined);
    const checked = checkCheckout(state, figures, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      setInvalidCount((count) => count + 1);
      return;
    }
    setErrors({});
    setSendingBoth(true);
    const answer = await checkOut(checked.request);
    setSendingBoth(false);
    if (answer.kind === 'unreachable') return setFailure(text.unreachable);
    if (answer.kind === 'error') {
      const fieldErrors = answer.error.status === 422 ? errorsByRow(answer.error.fields ?? {}, rows) : {};
      // A message for a field the form does not show (the credit of a patient who has none) goes above it.
      if (Object.keys(fieldErrors).some((field) => formRef.current?.querySelector(`[name="${field}"]`) || field === 'tenders')) {
        setErrors(fieldErrors);
        setInvalidCount((count) => count + 1);
      } else setFailure(answer.error.message);
      // The invoices may have changed meanwhile (another payment, a correction): shown as they are now.
      void refresh();
      return;
    }
    void refresh();
    onDone(answer.data);
  };

  const invoiceName = (invoice: (typeof invoices)[number]) => invoice.number ?? text.draft;

  return (
    <form ref={formRef} noValidate aria-busy={sending || undefined} onSubmit={submit} className="billing-dialog__body">
      <p className="billing-checkout__patient">{text.forPatient(account.patient.name)}</p>
      <FormFailure title={text.failed} message={failure} />
      {invoices.length === 0 ? (
        <p>{text.noInvoices}</p>
      ) : (
        <ChoiceGroup
          type="checkbox"
          name="invoiceIds"
          legend={text.invoices}
          required
          hint={account.drafts.length > 0 ? text.invoicesHint : undefined}
          choices={invoices.map((invoice) => ({
            value: invoice.id,
            label: text.invoiceChoice(invoiceName(invoice), formatDate(invoice.issuedOn), formatMoney(invoice.openCents)),
          }))}
          selected={selected}
          onToggle={(id, checked) => setSelected((current) => (checked ? [...current, id] : current.filter((shown) => shown !== id)))}
          error={errors.invoiceIds}
          readOnly={sending}
        />
      )}
      <dl className="billing-totals">
        <div className="billing-totals__row">
          <dt>{text.due}</dt>
          <dd>{formatMoney(figures.dueCents)}</dd>
        </div>
      </dl>
      {account.creditCents > 0 ? (
        <CheckboxField
          name="creditAppliedCents"
          label={text.creditOffer(formatMoney(account.creditCents))}
          checked={useCredit}
          onChange={setUseCredit}
          error={errors.creditAppliedCents}
          readOnly={sending}
        />
      ) : null}
      <fieldset className="billing-fieldset">
        <legend className="ui-field__label">{text.tenders}</legend>
        {errors.tenders ? (
          <p className="ui-field__errors" role="alert">
            {errors.tenders}
          </p>
        ) : null}
        {rows.map((row, index) => (
          <TenderFields
            key={row.key}
            row={row}
            index={index + 1}
            cards={account.cards}
            defaultCard={defaultCard}
            errors={errors}
            sending={sending}
            removable={rows.length > 1}
            onChange={(change) => changeRow(row.key, change)}
            onRemove={() => setRows((current) => current.filter((shown) => shown.key !== row.key))}
          />
        ))}
        <Button
          variant="secondary"
          onClick={() => {
            if (sending) return;
            addedRow.current = true;
            setRows((current) => [...current, newRow('cash', figures.remainingCents)]);
          }}
        >
          {text.addTender}
        </Button>
      </fieldset>
      <dl className="billing-totals" aria-live="polite">
        {figures.creditAppliedCents > 0 ? (
          <div className="billing-totals__row">
            <dt>{text.creditUsed}</dt>
            <dd>{formatMoney(figures.creditAppliedCents)}</dd>
          </div>
        ) : null}
        <div className="billing-totals__row">
          <dt>{text.received}</dt>
          <dd>{formatMoney(figures.tenderedCents)}</dd>
        </div>
        {figures.overpaymentCents > 0 ? (
          <div className="billing-totals__row">
            <dt>{text.overpayment}</dt>
            <dd>{formatMoney(figures.overpaymentCents)}</dd>
          </div>
        ) : (
          <div className="billing-totals__row billing-totals__row--strong">
            <dt>{text.remaining}</dt>
            <dd>{formatMoney(figures.remainingCents)}</dd>
          </div>
        )}
      </dl>
      {figures.remainingCents > 0 && figures.tenderedCents + figures.creditAppliedCents > 0 ? (
        <p className="billing-muted">{text.partial(formatMoney(figures.remainingCents))}</p>
      ) : null}
      {figures.overpaymentCents > 0 ? (
        <CheckboxField
          name="keepOverpaymentAsCredit"
          label={text.keepCredit}
          checked={keepOverpayment}
          onChange={setKeepOverpayment}
          error={errors.keepOverpaymentAsCredit}
          readOnly={sending}
        />
      ) : null}
      <Field label={deskLabels.receivedOn} required hint={text.receivedOnHint} errors={[errors.receivedOn]}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="receivedOn"
            max={today}
            value={receivedOn}
            readOnly={sending}
            onChange={(event) => setReceivedOn(event.target.value)}
          />
        )}
      </Field>
      <div className="ui-form-dialog__actions">
        <SubmitButton busy={sending} busyLabel={text.busy} busyStatus={text.busyStatus}>
          {text.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={() => !sending && onClose()}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}

interface TenderFieldsProps {
  row: TenderRow;
  index: number;
  cards: PatientAccount['cards'];
  defaultCard: string;
  errors: CheckoutErrors;
  sending: boolean;
  removable: boolean;
  onChange(change: Partial<TenderRow>): void;
  onRemove(): void;
}

function TenderFields({ row, index, cards, defaultCard, errors, sending, removable, onChange, onRemove }: TenderFieldsProps) {
  const error = (field: string) => errors[`tenders.${row.key}.${field}`];
  return (
    <fieldset className="billing-tender">
      <legend>{text.tender(index)}</legend>
      <Field label={deskLabels.tender} required errors={[error('tender')]}>
        {(control) => (
          <select
            {...control}
            name={`tenders.${row.key}.tender`}
            value={row.tender}
            disabled={sending}
            onChange={(event) => {
              const tender = event.target.value as Tender;
              onChange({ tender, cardId: tender === 'card_on_file' && !row.cardId ? defaultCard : row.cardId });
            }}
          >
            {tenderChoices.map((tender) => (
              <option key={tender} value={tender}>
                {tenderLabels[tender]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={deskLabels.amount} required errors={[error('amountCents')]}>
        {(control) => (
          <input
            {...control}
            name={`tenders.${row.key}.amountCents`}
            inputMode="decimal"
            autoComplete="off"
            className="billing-input--short"
            value={row.amount}
            readOnly={sending}
            onChange={(event) => onChange({ amount: event.target.value })}
          />
        )}
      </Field>
      {row.tender === 'card_on_file' ? (
        cards.length === 0 ? (
          <p className="ui-field__errors">{text.noCards}</p>
        ) : (
          <Field label={deskLabels.card} required errors={[error('paymentMethodId')]}>
            {(control) => (
              <select
                {...control}
                name={`tenders.${row.key}.paymentMethodId`}
                value={row.cardId}
                disabled={sending}
                onChange={(event) => onChange({ cardId: event.target.value })}
              >
                <option value="">{text.chooseCard}</option>
                {cards.map((card) => (
                  <option key={card.id} value={card.id} disabled={card.expired}>
                    {card.expired ? `${card.label} (${text.expired})` : card.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )
      ) : null}
      {removable ? (
        <Button variant="secondary" onClick={() => !sending && onRemove()}>
          {text.removeTender(index)}
        </Button>
      ) : null}
    </fieldset>
  );
}

function CheckoutDone({ result, onClose }: { result: CheckoutResult; onClose(): void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState('');
  const [failure, setFailure] = useState<string>();
  const resend = async () => {
    if (resending) return;
    setResending(true);
    setResent('');
    setFailure(undefined);
    const answer = await resendReceipt(result.checkoutId);
    setResending(false);
    if (answer.kind === 'ok') setResent(text.receiptResent(answer.data.receiptEmailedTo));
    else setFailure(answer.kind === 'unreachable' ? text.unreachable : answer.error.message);
  };
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
      <FormFailure title={text.resendFailed} message={failure} />
      <p className="billing-status" role="status">
        {resending ? text.resending : resent}
      </p>
      <div className="ui-form-dialog__actions">
        <a className="ui-button ui-button--secondary" href={receiptPdfUrl(result.checkoutId)} target="_blank" rel="noopener">
          {text.printReceipt}
        </a>
        {result.receiptEmailedTo ? (
          <Button variant="secondary" aria-disabled={resending || undefined} onClick={() => void resend()}>
            {text.resendReceipt}
          </Button>
        ) : null}
        <Button onClick={onClose}>{text.finish}</Button>
      </div>
    </div>
  );
}
