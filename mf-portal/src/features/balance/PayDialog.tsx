// The pay dialog behind « Payer maintenant »: the owed invoices, all ticked at first (« Tout payer »)
// but those the clinic claimed from a payer who has not answered (said beside them), or those a
// payment reminder's link names, the amount they still owe (read from the server, never
// typed), the account credit applied first and what the card pays of the rest (the amount the
// server charges, nothing when the credit covers it), one of the patient's usable cards (none asked
// when the credit covers it: « Payer avec mon crédit »), then form → processing →
// success or back to the form with the server's reason. One idempotency key per opening, reused by
// every submission of it (a double-click, a retry after a lost answer), so the server charges once
// whatever happens.
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatExpiry } from 'shared-domain/billing/card';
import { formatDate, formatMoney } from 'shared-domain/platform/format';
import { creditFirst, paymentMessages } from 'shared-domain/billing/payment';
import { isRetryableError } from 'shared-domain/platform/retry';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { ChoiceGroup } from 'shared-ui/ChoiceGroup';
import { Dialog } from 'shared-ui/Dialog';
import { LoadingState } from 'shared-ui/LoadingState';
import { SubmitButton } from 'shared-ui/SubmitButton';
import { type SavedCard, paymentMethodsQueryKey, usePaymentMethods } from '../cards/api/payment-methods';
import { transactionsQueryKey } from '../transactions/api/transactions';
import { balanceQueryKey, type OwedInvoice, useBalance } from './api/balance';
import { payBalanceMutationKey, usePayBalance } from './api/pay-balance';
import { payText } from './balance-text';

export interface PayDialogProps {
  open: boolean;
  onClose(): void;
  /** The patient has no card to pay with and chose to add one. */
  onAddCard(): void;
  /** The invoices ticked at first (a payment reminder's link); none: all of them. */
  preselected?: readonly string[];
}

export function PayDialog({ open, onClose, onAddCard, preselected }: PayDialogProps) {
  // While a charge is on its way the dialog stays: closing and reopening it would make a new key,
  // and a second payment could start before the first one is known.
  const paying = useIsMutating({ mutationKey: payBalanceMutationKey() }) > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={payText.title}
      className="pay-dialog"
      initialFocus={`input[name="${invoicesField}"]`}
      dismissible={!paying}
    >
      {/* Mounted only while open: each opening gets a fresh form and its own idempotency key. */}
      {open ? <PayForm onClose={onClose} onAddCard={onAddCard} preselected={preselected} /> : null}
    </Dialog>
  );
}

const invoicesField = 'invoiceIds';

/** A card can pay when it has not expired (the list holds only the patient's active cards). */
const usableCards = (cards: readonly SavedCard[]) => cards.filter((card) => card.expiryState !== 'expired');

const cardName = (card: SavedCard) => `${card.brand} •••• ${card.lastFour}`;

interface Problem {
  title: string;
  message: string;
}

function PayForm({ onClose, onAddCard, preselected }: Omit<PayDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const balance = useBalance();
  const methods = usePaymentMethods();
  const pay = usePayBalance();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<string>();
  // The invoices left out: every owed invoice is paid unless unticked (a new one shown after the
  // balance changed starts ticked too); with a preselection, those it does not name, until the
  // patient ticks or unticks one.
  const [unticked, setLeftOut] = useState<ReadonlySet<string>>();
  const [invoicesError, setInvoicesError] = useState<string>();
  const [problem, setProblem] = useState<Problem>();
  // Where the receipt went once paid ('' when none was e-mailed), and whether the clinic paused it.
  const [receipt, setReceipt] = useState<{ emailedTo: string; paused: boolean }>();
  const paid = receipt !== undefined;
  // A second press lands before React has drawn the busy button: this refuses it at once.
  const sending = useRef(false);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const owed = balance.data?.invoices ?? [];
  const leftOut =
    unticked ??
    new Set(
      preselected && preselected.length > 0
        ? owed.filter((invoice) => !preselected.includes(invoice.id)).map((invoice) => invoice.id)
        : owed.filter((invoice) => invoice.awaitedFrom !== null).map((invoice) => invoice.id),
    );
  const picked = owed.filter((invoice) => !leftOut.has(invoice.id));
  const pickedCents = picked.reduce((sum, invoice) => sum + invoice.openCents, 0);
  // What the server will do: the credit first, the card the rest.
  const split = creditFirst(pickedCents, balance.data?.creditCents ?? 0);
  const cards = usableCards(methods.data?.cards ?? []);
  const preferred = cards.find((card) => card.isPrimary) ?? cards[0];
  const card = cards.find((candidate) => candidate.id === chosen) ?? preferred;
  // The credit pays everything ticked: no card is chosen nor sent.
  const creditOnly = split.cardCents === 0 && split.creditAppliedCents > 0;

  // The result (success or a refusal) takes the focus, so it is read and the keyboard goes on from it.
  useEffect(() => {
    if (problem || paid) resultRef.current?.focus();
  }, [problem, paid]);

  const pick = (ids: readonly string[], on: boolean) => {
    setInvoicesError(undefined);
    setLeftOut(() => {
      const next = new Set(leftOut);
      for (const id of ids) {
        if (on) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || (!creditOnly && !card)) return;
    if (picked.length === 0) {
      setInvoicesError(paymentMessages.invoicesRequired);
      // The group says why; its first box takes the focus so the keyboard is where the fix is.
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${invoicesField}"]`)?.focus();
      return;
    }
    sending.current = true;
    setProblem(undefined);
    pay.mutate(
      // The invoices as ticked and what the card pays of them: the server refuses a sum it no longer finds.
      {
        paymentMethodId: creditOnly ? undefined : card?.id,
        amountCents: split.cardCents,
        idempotencyKey,
        invoiceIds: picked.map((invoice) => invoice.id),
      },
      {
        onSuccess: (payment) => setReceipt({ emailedTo: payment.receiptEmailedTo, paused: payment.receiptPaused }),
        onError: (error) => setProblem(problemOf(error)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const problemOf = (error: unknown): Problem => {
    if (!(error instanceof ApiRequestError))
      // No answer: the charge may have gone through. The same key makes the retry safe.
      return { title: payText.failedTitle, message: isRetryableError(error) ? payText.unreachable : payText.unexpected };
    if (error.code === errorCodes.paymentRefused) {
      // A declined charge is final and recorded under this key: the next try is a new payment.
      setIdempotencyKey(crypto.randomUUID());
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey() });
      return { title: payText.refusedTitle, message: error.message };
    }
    if (error.code === errorCodes.balanceChanged) {
      // Nothing was charged under this key, so it stays: with the new amount it is still a first
      // try, and when the 409 meant "this payment is still being processed" (the same key in
      // flight elsewhere), only the same key gets its final answer.
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey() });
      // The server's message says which: the balance changed, nothing is owed, or still in flight.
      return { title: payText.failedTitle, message: error.message };
    }
    // The card is gone (deleted in another tab): the list is asked again.
    if (error.code === errorCodes.notFound) void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey() });
    const invoicesRefusal = error.apiError.fields?.invoiceIds;
    if (invoicesRefusal) {
      setInvoicesError(invoicesRefusal);
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey() });
    }
    // A card refused by the rules (expired since the list was read) says why on its field.
    return { title: payText.failedTitle, message: error.apiError.fields?.paymentMethodId ?? error.message };
  };

  // A refusal of the choice is said by the group itself, which the focus moves into.
  const receiptLine = receipt?.paused ? payText.receiptInDocuments : receipt?.emailedTo ? payText.receipt(receipt.emailedTo) : '';
  const status = pay.isPending
    ? payText.processing
    : paid
      ? `${payText.successTitle}.${receiptLine ? ` ${receiptLine}` : ''}`
      : (problem?.message ?? '');

  return (
    <div className="pay-dialog__body">
      <p className="ui-visually-hidden" role="status">
        {status}
      </p>
      {paid ? (
        <div className="pay-dialog__result">
          <h3 ref={resultRef} tabIndex={-1}>
            {payText.successTitle}
          </h3>
          {receiptLine ? <p>{receiptLine}</p> : null}
          <Button onClick={onClose}>{payText.done}</Button>
        </div>
      ) : (
        <>
          {problem ? (
            <div className="pay-dialog__problem">
              <h3 ref={resultRef} tabIndex={-1}>
                {problem.title}
              </h3>
              <p>{problem.message}</p>
            </div>
          ) : null}
          <PayFormBody
            owed={owed}
            picked={picked}
            pickedCents={pickedCents}
            split={split}
            creditCents={balance.data?.creditCents ?? 0}
            invoicesError={invoicesError}
            balanceLoaded={balance.data !== undefined}
            cards={cards}
            cardsState={methods.data ? 'ready' : methods.isError ? 'failed' : 'loading'}
            card={card}
            busy={pay.isPending}
            onChoose={setChosen}
            onPick={pick}
            onSubmit={submit}
            onAddCard={onAddCard}
            onClose={onClose}
          />
        </>
      )}
    </div>
  );
}

interface PayFormBodyProps {
  owed: readonly OwedInvoice[];
  picked: readonly OwedInvoice[];
  pickedCents: number;
  split: { creditAppliedCents: number; cardCents: number };
  creditCents: number;
  invoicesError: string | undefined;
  balanceLoaded: boolean;
  cards: SavedCard[];
  cardsState: 'loading' | 'failed' | 'ready';
  card: SavedCard | undefined;
  busy: boolean;
  onChoose(id: string): void;
  onPick(ids: readonly string[], on: boolean): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onAddCard(): void;
  onClose(): void;
}

function PayFormBody({
  owed,
  picked,
  pickedCents,
  split,
  creditCents,
  invoicesError,
  balanceLoaded,
  cards,
  cardsState,
  card,
  busy,
  ...actions
}: PayFormBodyProps) {
  if (!balanceLoaded || cardsState === 'loading') return <LoadingState label={payText.cardsLoading} />;
  const credit = creditCents > 0 ? <p className="pay-dialog__credit">{payText.credit(formatMoney(creditCents))}</p> : null;
  if (owed.length === 0)
    return (
      <>
        <p className="pay-dialog__amount">{payText.nothingToPay}</p>
        {credit}
        <Button onClick={actions.onClose}>{payText.done}</Button>
      </>
    );
  const amount = formatMoney(pickedCents);
  const everything = picked.length === owed.length;
  const creditOnly = split.cardCents === 0 && split.creditAppliedCents > 0;
  // With account credit the form is offered without a card: unticking invoices may leave only what
  // the credit covers. Without credit, a card is needed before anything else.
  const canPay = card !== undefined || creditCents > 0;
  return (
    <>
      {cardsState === 'failed' && !canPay ? <p>{payText.cardsFailed}</p> : null}
      {cardsState === 'ready' && cards.length === 0 && creditCents === 0 ? (
        <>
          <p>{payText.noCard}</p>
          {credit}
          <Button onClick={actions.onAddCard}>{payText.addCard}</Button>
        </>
      ) : null}
      {canPay ? (
        <form className="pay-dialog__form" onSubmit={actions.onSubmit} noValidate>
          <div className="pay-dialog__invoices">
            <ChoiceGroup
              type="checkbox"
              name={invoicesField}
              legend={payText.invoicesLegend}
              required
              hint={owed.some((invoice) => invoice.awaitedFrom !== null) ? payText.awaitedHint : undefined}
              choices={owed.map((invoice) => ({
                value: invoice.id,
                label:
                  payText.invoiceChoice(invoice.number, formatDate(invoice.issuedOn), formatMoney(invoice.openCents)) +
                  (invoice.awaitedFrom ? payText.awaitedChoice(invoice.awaitedFrom) : ''),
              }))}
              selected={picked.map((invoice) => invoice.id)}
              onToggle={(id, on) => actions.onPick([id], on)}
              error={invoicesError}
              readOnly={busy}
            />
            {owed.length > 1 ? (
              <Button
                variant="secondary"
                className="pay-dialog__all"
                aria-disabled={everything || busy || undefined}
                onClick={
                  busy || everything
                    ? undefined
                    : () =>
                        actions.onPick(
                          owed.map((invoice) => invoice.id),
                          true,
                        )
                }
              >
                {payText.payAll}
              </Button>
            ) : null}
          </div>
          <p className="pay-dialog__amount">
            {payText.amount} <strong>{amount}</strong>
          </p>
          <p className="pay-dialog__note">{payText.amountNote}</p>
          {split.creditAppliedCents > 0 ? (
            <>
              <p className="pay-dialog__credit">{payText.creditApplied(formatMoney(split.creditAppliedCents))}</p>
              <p className="pay-dialog__amount">
                <strong>{payText.byCard(formatMoney(split.cardCents))}</strong>
              </p>
              {split.cardCents === 0 ? <p className="pay-dialog__note">{payText.creditCoversAll}</p> : null}
            </>
          ) : null}
          {creditOnly ? null : card ? (
            <fieldset className="pay-dialog__cards">
              <legend>{payText.cardLegend}</legend>
              {cards.map((candidate) => (
                <label key={candidate.id} className="pay-dialog__card">
                  <input
                    type="radio"
                    name="paymentMethodId"
                    value={candidate.id}
                    checked={candidate.id === card.id}
                    // Not disabled while paying (that would drop the focus): the choice just holds.
                    onChange={() => {
                      if (!busy) actions.onChoose(candidate.id);
                    }}
                  />
                  <span>
                    {cardName(candidate)}
                    {candidate.isPrimary ? ` (${payText.primary})` : ''}
                    {` — ${payText.expires} ${formatExpiry({ month: candidate.expiryMonth, year: candidate.expiryYear })}`}
                    {candidate.nickname ? ` — ${candidate.nickname}` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <div className="pay-dialog__no-card">
              <p>{cardsState === 'failed' ? payText.cardsFailed : payText.noCardForRest}</p>
              <Button variant="secondary" onClick={actions.onAddCard}>
                {payText.addCard}
              </Button>
            </div>
          )}
          <div className="pay-dialog__actions">
            {creditOnly || card ? (
              <SubmitButton busy={busy} busyLabel={payText.processing}>
                {creditOnly ? payText.payWithCredit : payText.pay(formatMoney(split.cardCents))}
              </SubmitButton>
            ) : null}
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={busy ? undefined : actions.onClose}>
              {payText.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}
