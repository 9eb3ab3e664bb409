// « Payer pour la famille », in « Paiements » of a guardian's own portal (not while « Pour qui ? »
// names a child): each person's owed invoices, all ticked at first, each person's account credit
// paying her own invoices first, the total the card pays (the server's figures, never typed), one of
// her own cards, and one payment; then what each person's part was. Under it, each person's insurance
// receipts to download (the existing PDFs, for that person). One idempotency key per payment, kept
// through retries and a balance that changed, renewed after a refusal or a success, as in the pay
// dialog, so the server charges once whatever the clicks.
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { formatExpiry } from 'shared-domain/billing/card';
import { familyCardSplit } from 'shared-domain/billing/payment';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { isRetryableError } from 'shared-domain/platform/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { problemMessage } from 'shared-ui/problem-message';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { useActingFor } from '../../lib/acting-for/acting-for';
import { type SavedCard, usePaymentMethods } from '../cards/api/payment-methods';
import { insuranceReceiptPdfUrl } from '../documents/api/insurance-receipt-pdf';
import { usePortalFamily } from '../portal/api/family';
import { type FamilyPayment, type FamilyPerson, useFamilyBalance, usePayFamily } from './api/family-payments';
import { familyPaymentText as text } from './family-payment-text';
import './family-payment.css';

/** Shown to a guardian on her own page only: nothing for a patient without dependants, nor while acting for a child. */
export function FamilyPaymentSection() {
  const actingFor = useActingFor();
  const family = usePortalFamily();
  if (actingFor !== null || (family.data?.people.length ?? 0) < 2) return null;
  return <FamilyPaymentForm />;
}

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
const invoicesField = (patientId: string) => `invoiceIds-${patientId}`;
const usableCards = (cards: readonly SavedCard[]) => cards.filter((card) => card.expiryState !== 'expired');

function FamilyPaymentForm() {
  const headingId = useId();
  const query = useFamilyBalance();
  const methods = usePaymentMethods();
  const pay = usePayFamily();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // The invoices left out; until the guardian ticks or unticks one, those the clinic claimed from a
  // payer who has not answered (said beside them).
  const [unticked, setLeftOut] = useState<ReadonlySet<string>>();
  const [chosenCard, setChosenCard] = useState<string>();
  const [invoicesError, setInvoicesError] = useState<string>();
  const [problem, setProblem] = useState<{ title: string; message: string }>();
  const [paid, setPaid] = useState<FamilyPayment>();
  const sending = useRef(false);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (problem || paid) resultRef.current?.focus();
  }, [problem, paid]);

  const people = query.data?.people ?? [];
  const owing = people.filter((person) => person.invoices.length > 0);
  const leftOut =
    unticked ??
    new Set(owing.flatMap((person) => person.invoices.filter((invoice) => invoice.awaitedFrom !== null).map((invoice) => invoice.id)));
  const parts = owing.map((person) => ({ person, picked: person.invoices.filter((invoice) => !leftOut.has(invoice.id)) }));
  const split = familyCardSplit(
    parts.map((part) => ({
      owedCents: part.picked.reduce((sum, invoice) => sum + invoice.openCents, 0),
      creditCents: part.person.creditCents,
    })),
  );
  const pickedIds = parts.flatMap((part) => part.picked.map((invoice) => invoice.id));
  const totalCents = parts.reduce((sum, part) => sum + part.picked.reduce((cents, invoice) => cents + invoice.openCents, 0), 0);
  const cards = usableCards(methods.data?.cards ?? []);
  const card = cards.find((candidate) => candidate.id === chosenCard) ?? cards.find((candidate) => candidate.isPrimary) ?? cards[0];
  const creditOnly = split.cardCents === 0 && split.creditAppliedCents > 0;

  const pick = (id: string, on: boolean) => {
    setInvoicesError(undefined);
    setLeftOut(() => {
      const next = new Set(leftOut);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const problemOf = (error: unknown) => {
    if (!(error instanceof ApiRequestError))
      // No answer: the charge may have gone through. The same key makes the retry safe.
      return { title: text.failedTitle, message: isRetryableError(error) ? text.unreachable : text.unexpected };
    if (error.code === errorCodes.paymentRefused) {
      // A declined charge is final under this key: the next try is a new payment.
      setIdempotencyKey(crypto.randomUUID());
      return { title: text.refusedTitle, message: error.message };
    }
    // A balance that changed (or a payment still in flight): the figures are asked again, the key kept.
    if (error.code === errorCodes.balanceChanged || error.code === errorCodes.notFound) void query.refetch();
    return { title: text.failedTitle, message: error.apiError.fields?.paymentMethodId ?? error.message };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || (!creditOnly && !card)) return;
    if (pickedIds.length === 0) {
      setInvoicesError(text.invoicesRequired);
      event.currentTarget.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      return;
    }
    sending.current = true;
    setProblem(undefined);
    pay.mutate(
      { paymentMethodId: creditOnly ? undefined : card?.id, amountCents: split.cardCents, idempotencyKey, invoiceIds: pickedIds },
      {
        onSuccess: (payment) => {
          setPaid(payment);
          setIdempotencyKey(crypto.randomUUID());
          setLeftOut(undefined);
        },
        onError: (error) => setProblem(problemOf(error)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const status = pay.isPending ? text.processing : paid ? text.successTitle : (problem?.message ?? '');

  return (
    <section className="family-payment" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      <p>{text.intro}</p>
      <p className="ui-visually-hidden" role="status">
        {status}
      </p>
      {!query.data && query.isFetching ? <LoadingState label={text.loading} /> : null}
      {!query.data && query.isError && !query.isFetching ? (
        <Notice tone="error" title={text.loadFailed} actions={<Button onClick={() => void query.refetch()}>{text.retry}</Button>}>
          <p>{problemMessage(query.error)}</p>
        </Notice>
      ) : null}
      {paid ? <PaidSummary payment={paid} resultRef={resultRef} onAnother={() => setPaid(undefined)} /> : null}
      {query.data && !paid ? (
        owing.length === 0 ? (
          <p className="family-payment__none">{text.nothingOwed}</p>
        ) : (
          <form className="family-payment__form" onSubmit={submit} noValidate>
            {problem ? (
              <div className="family-payment__problem">
                <h3 ref={resultRef} tabIndex={-1}>
                  {problem.title}
                </h3>
                <p>{problem.message}</p>
              </div>
            ) : null}
            {owing.map((person, index) => (
              <div className="family-payment__person" key={person.patientId}>
                <ChoiceGroup
                  type="checkbox"
                  name={invoicesField(person.patientId)}
                  legend={text.personLegend(personName(person), person.relationship === null)}
                  choices={person.invoices.map((invoice) => ({
                    value: invoice.id,
                    label:
                      text.invoiceChoice(invoice.number, formatDate(invoice.issuedOn), formatMoney(invoice.openCents)) +
                      (invoice.awaitedFrom ? text.awaitedChoice(invoice.awaitedFrom) : ''),
                  }))}
                  selected={person.invoices.filter((invoice) => !leftOut.has(invoice.id)).map((invoice) => invoice.id)}
                  onToggle={pick}
                  // The refusal of an empty choice is said once, by the first person's group.
                  error={index === 0 ? invoicesError : undefined}
                  readOnly={pay.isPending}
                  unmarked
                  layout="list"
                />
                {person.creditCents > 0 ? (
                  <p className="family-payment__credit">{text.personCredit(personName(person), formatMoney(person.creditCents))}</p>
                ) : null}
              </div>
            ))}
            <p className="family-payment__amount">
              {text.total} <strong>{formatMoney(totalCents)}</strong>
            </p>
            <p className="family-payment__note">{text.amountNote}</p>
            {split.creditAppliedCents > 0 ? <p>{text.creditApplied(formatMoney(split.creditAppliedCents))}</p> : null}
            <p className="family-payment__amount">
              <strong>{text.byCard(formatMoney(split.cardCents))}</strong>
            </p>
            {creditOnly ? null : cards.length > 0 && card ? (
              <fieldset className="family-payment__cards">
                <legend>{text.cardLegend}</legend>
                {cards.map((candidate) => (
                  <label key={candidate.id} className="family-payment__card">
                    <input
                      type="radio"
                      name="paymentMethodId"
                      value={candidate.id}
                      checked={candidate.id === card.id}
                      onChange={() => {
                        if (!pay.isPending) setChosenCard(candidate.id);
                      }}
                    />
                    <span>
                      {`${candidate.brand} •••• ${candidate.lastFour}`}
                      {candidate.isPrimary ? ` (${text.primary})` : ''}
                      {` — ${text.expires} ${formatExpiry({ month: candidate.expiryMonth, year: candidate.expiryYear })}`}
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : methods.data ? (
              <p>{text.noCard}</p>
            ) : null}
            {creditOnly || card ? (
              <SubmitButton busy={pay.isPending} busyLabel={text.processing}>
                {creditOnly ? text.payWithCredit : text.pay(formatMoney(split.cardCents))}
              </SubmitButton>
            ) : null}
          </form>
        )
      ) : null}
      {query.data ? <FamilyReceipts people={people} /> : null}
    </section>
  );
}

function PaidSummary({
  payment,
  resultRef,
  onAnother,
}: {
  payment: FamilyPayment;
  resultRef: RefObject<HTMLHeadingElement | null>;
  onAnother(): void;
}) {
  const receiptLine = payment.receiptPaused
    ? text.receiptInDocuments
    : payment.receiptEmailedTo
      ? text.receipt(payment.receiptEmailedTo)
      : '';
  return (
    <div className="family-payment__result">
      <h3 ref={resultRef} tabIndex={-1}>
        {text.successTitle}
      </h3>
      <ul>
        {payment.people.map((person) => (
          <li key={person.patientId}>
            {text.paidPart(personName(person), formatMoney(person.invoices.reduce((sum, invoice) => sum + invoice.paidCents, 0)))}
          </li>
        ))}
      </ul>
      {receiptLine ? <p>{receiptLine}</p> : null}
      <Button variant="secondary" onClick={onAnother}>
        {text.another}
      </Button>
    </div>
  );
}

/** Each person's insurance receipts, downloaded for that person (the guardian's own without `?pour=`). */
function FamilyReceipts({ people }: { people: readonly FamilyPerson[] }) {
  const headingId = useId();
  return (
    <section className="family-payment__receipts" aria-labelledby={headingId}>
      <h3 id={headingId}>{text.receiptsTitle}</h3>
      {people.map((person) => (
        <section key={person.patientId} aria-labelledby={`${headingId}-${person.patientId}`}>
          <h4 id={`${headingId}-${person.patientId}`}>{text.receiptsOf(personName(person))}</h4>
          {person.receipts.length === 0 ? (
            <p>{text.noReceipts}</p>
          ) : (
            <ul className="family-payment__receipt-list">
              {person.receipts.map((receipt) => {
                const title = receipt.number ?? text.receiptOfVisit(formatDate(receipt.visitDate));
                return (
                  <li key={receipt.appointmentId}>
                    <span>{`${title} — ${receipt.service} — ${formatMoney(receipt.amountPaidCents)}`}</span>{' '}
                    <a
                      className="ui-button ui-button--secondary"
                      href={insuranceReceiptPdfUrl(receipt.appointmentId, person.relationship === null ? null : person.patientId)}
                      download
                    >
                      {text.downloadReceipt}
                      <span className="ui-visually-hidden">{` ${title} — ${personName(person)}`}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
