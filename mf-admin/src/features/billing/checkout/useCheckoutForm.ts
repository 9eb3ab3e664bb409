// « Encaisser »'s form as a hook: the entries (`checkout-entries.ts`) started from the patient's
// account (the invoice it was opened from checked, else all; the credit used when there is some; one
// cash row for what is due), the figures they make, and the submission: checked before sending, the
// key made at the opening sent each time (a retry never charges twice), refusals beside their fields
// (or above the form for a field it does not show), the desk read again whatever the answer.
import { type FormEvent, useReducer, useRef, useState } from 'react';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { moneyInputValue } from 'shared-domain/platform/money-input';
import { failureMessage } from 'shared-ui/failure-message';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { type CheckoutResult, checkOut } from './api/checkouts';
import type { PatientAccount } from './api/patient-account';
import { checkoutEntries } from './checkout-entries';
import { checkCheckout, checkoutFigures, errorsByRow } from './checkout-form';

interface CheckoutFormOptions {
  patientId: string;
  preselectedInvoiceId: string | undefined;
  account: PatientAccount;
  onSending(busy: boolean): void;
  onDone(result: CheckoutResult): void;
}

/** An amount as the tender row shows it: what is left to pay, if anything. */
const amountLeft = (cents: number) => (cents > 0 ? moneyInputValue(cents) : '');

export function useCheckoutForm({ patientId, preselectedInvoiceId, account, onSending, onDone }: CheckoutFormOptions) {
  const refresh = useRefreshDesk();
  const invoices = [...account.openInvoices, ...account.drafts];
  const today = clinicDate(new Date());
  // Made once, when the dialog opens: every submission of this checkout carries it.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [entries, dispatch] = useReducer(checkoutEntries, undefined, () => {
    const selected =
      preselectedInvoiceId && invoices.some((invoice) => invoice.id === preselectedInvoiceId)
        ? [preselectedInvoiceId]
        : invoices.map((invoice) => invoice.id);
    const useCredit = account.creditCents > 0;
    const start = checkoutFigures({ selected, useCredit, tenders: [] }, invoices, account.creditCents);
    return {
      selected,
      useCredit,
      keepOverpayment: false,
      receivedOn: today,
      rows: [{ key: 1, tender: 'cash' as const, amount: amountLeft(start.remainingCents), cardId: '' }],
      lastRowKey: 1,
      errors: {},
      failure: undefined,
      sending: false,
      invalidCount: 0,
    };
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { selected, useCredit, rows, keepOverpayment, receivedOn, sending } = entries;
  const state = { patientId, selected, useCredit, tenders: rows, keepOverpayment, receivedOn, idempotencyKey };
  const figures = checkoutFigures(state, invoices, account.creditCents);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkCheckout(state, figures, today);
    if (!checked.ok) return dispatch({ type: 'refusedFields', errors: checked.errors });
    dispatch({ type: 'sent' });
    onSending(true);
    const answer = await checkOut(checked.request);
    onSending(false);
    if (answer.kind === 'ok') {
      dispatch({ type: 'answered' });
      void refresh();
      return onDone(answer.data);
    }
    const fieldErrors = answer.kind === 'error' && answer.error.status === 422 ? errorsByRow(answer.error.fields ?? {}, rows) : {};
    // A message for a field the form does not show (the credit of a patient who has none) goes above it.
    if (Object.keys(fieldErrors).some((field) => formRef.current?.querySelector(`[name="${field}"]`) || field === 'tenders'))
      dispatch({ type: 'refusedFields', errors: fieldErrors });
    else dispatch({ type: 'failed', message: failureMessage(answer) });
    // The invoices may have changed meanwhile (another payment, a correction): shown as they are now.
    if (answer.kind === 'error') void refresh();
  };

  return {
    entries,
    dispatch,
    invoices,
    figures,
    today,
    formRef,
    submit,
    addRow: () => dispatch({ type: 'addRow', tender: 'cash', amount: amountLeft(figures.remainingCents) }),
  };
}
