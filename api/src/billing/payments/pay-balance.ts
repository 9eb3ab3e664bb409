// Paying at the portal (DESIGN §6): the patient's whole balance, or the
// invoices they chose, with one of their saved cards (none when the account credit pays it all), exactly once whatever the double-clicks,
// retries and open tabs.
//
// 1. The idempotency key is unique per patient: a key already used answers from its transaction.
// 2. The account credit pays first (shared-domain `creditFirst`, the desk's way of applying it:
//    account/apply-credit.ts); the card is charged only the rest, what the patient was shown.
//    One guarded statement (invoice-claims.ts, shared with the family's payment) writes the pending transaction (the card's part) and, in the same
//    batch, its invoice claims (what the card pays of each) and its credit holds (what the credit
//    pays of each, and from which earlier payment), and only if each chosen invoice still owes what
//    the patient saw (less what other pending payments hold), each credit source still holds its
//    share and, for the whole balance, the owed invoices are still exactly these. Two tabs (or a
//    tab and the desk) paying at once: one wins, one is told the balance changed; nothing can be
//    paid twice, no credit used twice.
// 3. The gateway is charged with the idempotency key (scoped to the patient), so a charge
//    repeated for that payment (a resumed one, below) is the same charge.
// 4. The outcome is written in one batch (checkout/card-payment.ts, shared with the desk): on
//    success the transaction (its claims now its allocations), the credit held applied, the
//    invoices' paid amounts and statuses, their visits and the receipt e-mail together; on a
//    refusal, the transaction alone (failed, with the reason), the invoices owed again and the
//    credit free again. Credit covering everything: nothing charged, no gateway call.
//
// A payment left pending by a crash between 2 and 4 would hold its invoices for ever; once it is
// clearly not in flight any more (`stalePendingMs`), the patient's next attempt finishes it first,
// and the stale-payment job finishes it without waiting for one.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { cardExpiryState } from 'shared-domain/billing/card';
import { errorCodes } from 'shared-domain/platform/errors';
import { chargeRefusalMessages, creditFirst, type PayBalance, paymentMessages } from 'shared-domain/billing/payment';
import { insertWhere } from '../../platform/db/insert-where';
import type { AppDeps } from '../../deps';
import { creditHolds, patients, paymentMethods, paymentTransactions } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { ruleIsOn } from '../../platform/mail/queue-email';
import { planCreditUse } from '../account/apply-credit';
import { creditSources } from '../account/credit-sources';
import { cardPaymentTiming, resumeStalePayments, settleCardPayment } from '../checkout/card-payment';
import { claimRowsStatements, claimStillHolds, type InvoiceClaim, pendingPortalPayment } from './invoice-claims';
import { patientBalance } from './patient-balance';
import { type DescribedTransaction, patientTransaction } from './patient-transactions';

export { resumeStalePayments };

export const payBalanceTiming = {
  /** How long a repeated request waits for the first one, still charging, to finish. */
  inFlightWaitMs: 5_000,
  pollMs: 50,
  /** A payment pending longer than this is not in flight any more: the request that made it died. */
  stalePendingMs: cardPaymentTiming.stalePendingMs,
} as const;

export interface PaidBalance {
  transaction: DescribedTransaction;
  /** The account credit the payment used, besides what the card paid (`transaction.amountCents`). */
  creditAppliedCents: number;
  /** Where the receipt went ('' when none was sent: no address, or the clinic paused the receipts). */
  receiptEmailedTo: string;
  /** The clinic paused « Reçu après paiement »: no receipt e-mailed, it is in the patient's documents. */
  receiptPaused: boolean;
}

export async function payBalance(deps: AppDeps, patientId: string, request: PayBalance): Promise<PaidBalance> {
  const existing = await transactionByKey(deps, patientId, request.idempotencyKey);
  if (existing) return answerFromTransaction(deps, patientId, existing.id);

  // No card when the credit pays it all (the schema refuses a card's part without one; a balance
  // that grew since leaves a card's part, refused below as a changed balance).
  const card = await usableCard(deps, patientId, request.paymentMethodId);
  // A payment a crash left half done holds its invoices: finish it before reading the balance.
  await resumeStalePayments(deps, patientId);
  const [balance, sources] = await Promise.all([patientBalance(deps, patientId), creditSources(deps.db, patientId)]);
  const chosen = request.invoiceIds ? chosenOwed(balance.invoices, request.invoiceIds) : balance.invoices;
  const owedCents = chosen?.reduce((sum, invoice) => sum + invoice.openCents, 0) ?? 0;
  const availableCredit = sources.reduce((sum, source) => sum + source.unappliedCents, 0);
  const { creditAppliedCents, cardCents } = creditFirst(owedCents, availableCredit);
  if (!chosen || owedCents === 0 || cardCents !== request.amountCents) {
    // The same key may have claimed (or even paid) the balance since the first look: a double-click
    // whose twin got there first is answered from its transaction, not told the balance changed.
    const winner = await transactionByKey(deps, patientId, request.idempotencyKey);
    if (winner) return answerFromTransaction(deps, patientId, winner.id);
    throw new AppError(errorCodes.balanceChanged, balance.totalCents === 0 ? paymentMessages.nothingToPay : paymentMessages.balanceChanged);
  }

  const transactionId = randomUUID();
  const credit = planCreditUse(sources, chosen, creditAppliedCents);
  const claimed = await claimInvoices(deps, {
    transactionId,
    patientId,
    paymentMethodId: card?.id ?? null,
    idempotencyKey: request.idempotencyKey,
    amountCents: cardCents,
    invoices: chosen,
    credit: credit.uses,
    wholeBalance: !request.invoiceIds,
  });
  if (!claimed) {
    // Either the same key won the race (a double-click) or another payment took the invoices.
    const winner = await transactionByKey(deps, patientId, request.idempotencyKey);
    if (winner) return answerFromTransaction(deps, patientId, winner.id);
    throw new AppError(errorCodes.balanceChanged, paymentMessages.balanceChanged);
  }
  await settleCardPayment(deps, transactionId);
  return answerFromTransaction(deps, patientId, transactionId);
}

/** The chosen invoices among those owed, oldest first; undefined when one is not owed (paid meanwhile, another patient's). */
export function chosenOwed<Invoice extends { id: string }>(owed: readonly Invoice[], ids: readonly string[]): Invoice[] | undefined {
  const wanted = new Set(ids);
  const chosen = owed.filter((invoice) => wanted.has(invoice.id));
  return chosen.length === wanted.size ? chosen : undefined;
}

async function transactionByKey(deps: Pick<AppDeps, 'db'>, patientId: string, idempotencyKey: string) {
  const [row] = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.idempotencyKey, idempotencyKey)));
  return row;
}

/** The card chosen, the patient's own, active and not expired (none chosen: undefined). */
export async function usableCard(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, cardId: string | undefined) {
  const card = cardId === undefined ? undefined : await ownActiveCard(deps, patientId, cardId);
  if (card && cardExpiryState({ month: card.expiryMonth, year: card.expiryYear }, deps.clock.now()) === 'expired') {
    throw fieldRefusal({ paymentMethodId: paymentMessages.cardExpired });
  }
  return card;
}

/** The patient's own active card, else 404: another patient's card is not told apart from an unknown one. */
export async function ownActiveCard(deps: Pick<AppDeps, 'db'>, patientId: string, cardId: string) {
  const [row] = await deps.db
    .select({ id: paymentMethods.id, expiryMonth: paymentMethods.expiryMonth, expiryYear: paymentMethods.expiryYear })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.isActive, true), eq(paymentMethods.id, cardId)));
  if (!row) throw notFound();
  return row;
}

interface Claim extends InvoiceClaim {
  transactionId: string;
  /** None when the credit pays it all. */
  paymentMethodId: string | null;
  idempotencyKey: string;
  /** What the card pays: the invoices' open amounts less the credit. */
  amountCents: number;
}

/**
 * The pending transaction and its invoice claims, written only if, when the statement runs, each
 * chosen invoice is still owed by the patient and still owes what the patient saw, less nothing held
 * by another pending payment (and, for the whole balance, no other invoice is owed). False when
 * the guard or the key's uniqueness refused it.
 */
async function claimInvoices(deps: Pick<AppDeps, 'db' | 'clock'>, claim: Claim): Promise<boolean> {
  const { db } = deps;
  const transaction = insertWhere(paymentTransactions, await pendingPortalPayment(deps, claim), claimStillHolds(db, claim));
  const [inserted] = await db.batch([
    // The same key already taken (a concurrent double-click) is a refusal, not an error.
    db.run(sql`${transaction} on conflict do nothing`),
    ...claimRowsStatements(db, claim.transactionId, claim),
  ]);
  return inserted.rowsAffected === 1;
}

/**
 * The answer for a payment already made with this key: its transaction when completed (or later
 * refunded), its refusal when failed. Still pending, it is another request's: wait for it a little,
 * or finish it when that request is clearly gone.
 */
async function answerFromTransaction(deps: AppDeps, patientId: string, transactionId: string): Promise<PaidBalance> {
  await awaitPaymentOutcome(deps, {
    read: async () => {
      const [row] = await deps.db
        .select({ status: paymentTransactions.status, notes: paymentTransactions.notes, createdAt: paymentTransactions.createdAt })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.id, transactionId)));
      return row;
    },
    settle: () => settleCardPayment(deps, transactionId),
  });
  return paidAnswer(deps, patientId, transactionId);
}

/**
 * Waits for a payment made under a key already used to end: returns once it is completed (or later
 * refunded), throws its refusal when it failed. Still pending, it is another request's: wait for it a
 * little, or finish it (`settle`) when that request is clearly gone. Shared by the family's payment.
 */
export async function awaitPaymentOutcome(
  deps: Pick<AppDeps, 'clock'>,
  payment: {
    read(): Promise<{ status: string; notes: string | null; createdAt: string } | undefined>;
    settle(): Promise<void>;
  },
): Promise<void> {
  const deadline = Date.now() + payBalanceTiming.inFlightWaitMs;
  let resumed = false;
  for (;;) {
    const row = await payment.read();
    if (!row) throw notFound();
    if (row.status === 'failed') throw new AppError(errorCodes.paymentRefused, row.notes || chargeRefusalMessages.failed);
    if (row.status !== 'pending') return;
    if (!resumed && deps.clock.now().getTime() - Date.parse(row.createdAt) > payBalanceTiming.stalePendingMs) {
      // Once: a payment that cannot be finished (its card gone from the database) must not loop.
      resumed = true;
      await payment.settle();
      continue;
    }
    // Real time, not the clinic's clock: this waits for another request, which takes real time.
    if (Date.now() >= deadline) throw new AppError(errorCodes.balanceChanged, paymentMessages.inProgress);
    await sleep(payBalanceTiming.pollMs);
  }
}

async function paidAnswer(deps: AppDeps, patientId: string, transactionId: string): Promise<PaidBalance> {
  const [transaction, [patient], [held], receiptsOn] = await Promise.all([
    patientTransaction(deps, patientId, transactionId),
    deps.db.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId)),
    deps.db
      .select({ cents: sql<number>`coalesce(sum(${creditHolds.amount}), 0)` })
      .from(creditHolds)
      .where(eq(creditHolds.transactionId, transactionId)),
    deps.db.get<{ on: number }>(sql`select ${ruleIsOn('receipt')} as "on"`),
  ]);
  if (!transaction) throw notFound();
  // The receipt's e-mail is not queued while the clinic pauses « Reçu après paiement » (queue-email.ts).
  const receiptPaused = Number(receiptsOn?.on ?? 1) === 0;
  return {
    transaction,
    creditAppliedCents: Number(held?.cents ?? 0),
    receiptEmailedTo: receiptPaused ? '' : (patient?.email ?? ''),
    receiptPaused,
  };
}
