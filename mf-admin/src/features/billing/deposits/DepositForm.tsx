// « Encaisser le dépôt » on a visit still to come: the tender (cash, debit, the terminal or the card
// on file: the checkout's tender fields), the amount prefilled with what its service asks, and the
// patient's saved cards. The key made when the form opens goes with every submission: a second
// click or a retry answers from the first deposit. Refusals land beside their fields (checked with
// the API's own schema first), others above the form; once recorded the status line says
// « Dépôt enregistré : 30,00 $ » and what the desk shows is read again.
import { type FormEvent, useRef, useState } from 'react';
import {
  type DeskDepositInput,
  type DepositTender,
  depositMessages,
  depositRecordedLabel,
  deskDepositSchema,
  depositTenders,
} from 'shared-domain/billing/deposit';
import { firstMessagePerField } from 'shared-domain/platform/field-errors';
import { moneyInputValue } from 'shared-domain/platform/money-input';
import { Button } from 'shared-ui/Button';
import { FormFailure } from 'shared-ui/FormFailure';
import { LoadingState } from 'shared-ui/LoadingState';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { useActionRunner } from 'shared-ui/useActionRunner';
import { type PatientAccount, usePatientAccount } from '../checkout/api/patient-account';
import type { CheckoutErrors, TenderRow } from '../checkout/checkout-form';
import { TenderFields } from '../checkout/TenderFields';
import { useRefreshDesk } from '../payments/api/refresh-desk';
import { type DepositResult, recordDeposit } from './api/deposits';
import { depositText as text } from './deposit-text';
import '../billing.css';

/** The visit whose deposit is taken, as the calendar and the day view read it. */
export interface DepositVisit {
  id: string;
  patientId: string;
  depositRequiredCents: number;
}

export interface DepositFormProps {
  visit: DepositVisit;
  /** « Retour au rendez-vous » or « Annuler ». */
  backLabel: string;
  onBack(): void;
  /** Recorded, and what the desk shows read again. */
  onRecorded(deposit: DepositResult['deposit'], message: string): void;
}

/** The one tender row's key: its fields are `tenders.1.tender`, `tenders.1.amountCents`… */
const rowKey = 1;

/** The API's fields ('amountCents', 'paymentMethodId', 'tender') as the tender row's. */
function rowErrors(fields: Readonly<Record<string, unknown>>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(fields))
    if (typeof message === 'string' && message) errors[`tenders.${rowKey}.${field}`] ??= message;
  return errors;
}

export function DepositForm(props: DepositFormProps) {
  const account = usePatientAccount(props.visit.patientId);
  if (account.isPending) return <LoadingState label={text.loading} />;
  // Without the account the saved cards are unknown: cash, debit and the terminal still work.
  return <DepositFields {...props} cards={account.data?.cards ?? []} />;
}

function DepositFields({ visit, backLabel, onBack, onRecorded, cards }: DepositFormProps & { cards: PatientAccount['cards'] }) {
  const refresh = useRefreshDesk();
  const runner = useActionRunner({ refresh, busyText: text.busy });
  // Made once, when the form opens: every submission of this deposit carries it.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [row, setRow] = useState<TenderRow>({
    key: rowKey,
    tender: 'cash',
    amount: visit.depositRequiredCents > 0 ? moneyInputValue(visit.depositRequiredCents) : '',
    cardId: '',
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const usableCards = cards.filter((card) => !card.expired);
  const defaultCard = (usableCards.find((card) => card.isPrimary) ?? usableCards[0])?.id ?? '';
  const sending = runner.running !== null;

  const focusRefused = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const request: DeskDepositInput = {
      appointmentId: visit.id,
      // The row offers only the deposit's tenders.
      tender: row.tender as DepositTender,
      amountCents: row.amount,
      ...(row.tender === 'card_on_file' && row.cardId ? { paymentMethodId: row.cardId } : {}),
      idempotencyKey,
    };
    const parsed = deskDepositSchema.safeParse(request);
    const refused = parsed.success ? {} : rowErrors(firstMessagePerField(parsed.error.issues));
    if (row.tender === 'card_on_file' && !row.cardId) refused[`tenders.${rowKey}.paymentMethodId`] ??= depositMessages.cardRequired;
    setErrors(refused);
    if (!parsed.success || Object.keys(refused).length > 0) return focusRefused();
    void runner.run(
      'deposit',
      async () => {
        const answer = await recordDeposit(parsed.data);
        if (answer.kind === 'error' && answer.error.status === 422 && answer.error.fields) {
          setErrors(rowErrors(answer.error.fields));
          focusRefused();
        }
        return answer;
      },
      (data) => depositRecordedLabel(data.deposit.amountCents),
      (data) => onRecorded(data.deposit, depositRecordedLabel(data.deposit.amountCents)),
    );
  };

  // A refusal shown beside a field is not said again above the form.
  const fieldRefused = Object.keys(errors).length > 0;
  return (
    <form ref={formRef} noValidate aria-busy={sending || undefined} onSubmit={submit} className="billing-dialog__body billing-deposit">
      <FormFailure title={text.failed} message={fieldRefused ? undefined : runner.problem?.message} />
      <TenderFields
        row={row}
        index={1}
        legend={text.tender}
        choices={depositTenders}
        cards={cards}
        defaultCard={defaultCard}
        errors={errors}
        sending={sending}
        removable={false}
        onChange={(change) => setRow((current) => ({ ...current, ...change }))}
        onRemove={() => undefined}
      />
      <div className="billing-dialog__actions">
        <SubmitButton busy={sending} busyLabel={text.busy}>
          {text.submit}
        </SubmitButton>
        <Button variant="secondary" onClick={() => !sending && onBack()}>
          {backLabel}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {runner.status}
      </p>
    </form>
  );
}
