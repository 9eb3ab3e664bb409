// « Encaisser »'s form: the invoices to pay, the amount due, the account credit, the tenders, the
// totals, the surplus kept as credit and the day received. Its state and submission are
// `useCheckoutForm`'s; a refusal moves the focus to the first field refused, a tender added to its kind.
import { useEffect, useRef } from 'react';
import { deskLabels } from 'shared-domain/billing/desk-messages';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { Button } from 'shared-ui/Button';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Field } from 'shared-ui/Field';
import { FormFailure } from 'shared-ui/FormFailure';
import { SubmitButton } from 'shared-ui/SubmitButton';
import type { CheckoutResult } from './api/checkouts';
import type { PatientAccount } from './api/patient-account';
import { CheckoutTotals } from './CheckoutTotals';
import { checkoutText as text } from './checkout-text';
import { TenderFields } from './TenderFields';
import { useCheckoutForm } from './useCheckoutForm';

export interface CheckoutFormProps {
  patientId: string;
  preselectedInvoiceId: string | undefined;
  account: PatientAccount;
  onClose(): void;
  onSending(busy: boolean): void;
  onDone(result: CheckoutResult): void;
}

export function CheckoutForm({ onClose, ...options }: CheckoutFormProps) {
  const { account } = options;
  const { entries, dispatch, invoices, figures, today, formRef, submit, addRow } = useCheckoutForm(options);
  const { selected, useCredit, keepOverpayment, receivedOn, rows, errors, failure, sending, invalidCount } = entries;
  const usableCards = account.cards.filter((card) => !card.expired);
  const defaultCard = (usableCards.find((card) => card.isPrimary) ?? usableCards[0])?.id ?? '';
  const addedRow = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at each refusal beside a field; the form is read through its ref.
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
          onToggle={(id, checked) => dispatch({ type: 'toggleInvoice', id, checked })}
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
          onChange={(value) => dispatch({ type: 'useCredit', value })}
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
            onChange={(change) => dispatch({ type: 'changeRow', key: row.key, change })}
            onRemove={() => dispatch({ type: 'removeRow', key: row.key })}
          />
        ))}
        <Button
          variant="secondary"
          onClick={() => {
            if (sending) return;
            addedRow.current = true;
            addRow();
          }}
        >
          {text.addTender}
        </Button>
      </fieldset>
      <CheckoutTotals figures={figures} />
      {figures.overpaymentCents > 0 ? (
        <CheckboxField
          name="keepOverpaymentAsCredit"
          label={text.keepCredit}
          checked={keepOverpayment}
          onChange={(value) => dispatch({ type: 'keepOverpayment', value })}
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
            onChange={(event) => dispatch({ type: 'receivedOn', value: event.target.value })}
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
