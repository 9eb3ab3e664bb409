// Paying the portal balance (issue 12; DESIGN §6): the patient's whole balance, with one of their
// saved cards, exactly once whatever the double-clicks, retries and open tabs.
//
// 1. The idempotency key is unique per patient: a key already used answers from its transaction.
// 2. One guarded statement writes the pending transaction and, in the same batch, its invoice
//    claims, and only if the balance is still what the patient saw and no other payment (pending
//    or completed) claims any of its invoices. Two tabs paying at once: one wins, one is told the
//    balance changed; nothing can be paid twice.
// 3. The gateway is charged with the idempotency key (scoped to the patient), so a charge
//    repeated for that payment (a resumed one, below) is the same charge.
// 4. The outcome is written in one batch: on success the transaction, its invoices, their visits
//    and the receipt e-mail together, so no crash leaves paid invoices without their receipt; on a
//    refusal, the transaction alone (failed, with the reason), the invoices owed again.
//
// A payment left pending by a crash between 2 and 4 would hold its invoices for ever; once it is
// clearly not in flight any more (`stalePendingMs`), the patient's next attempt finishes it first.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, exists, inArray, isNotNull, lt, notExists, sql, sum } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { cardExpiryState } from 'shared-domain/card';
import { errorCodes } from 'shared-domain/errors';
import { invoiceNumber } from 'shared-domain/invoice';
import { chargeRefusalMessages, type PayBalance, paymentMessages } from 'shared-domain/payment';
import { absoluteUrl, paths } from 'shared-domain/paths';
import { insertWhere } from '../../platform/db/insert-where';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import {
  appointments,
  invoiceLines,
  invoicePayments,
  invoices,
  patients,
  paymentMethods,
  paymentTransactions,
} from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { logger } from '../../logger';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import type { ChargeResult, GatewayRefusal } from './payment-gateway';
import { owedInvoiceStatuses, patientBalance } from './patient-balance';
import { type DescribedTransaction, patientTransaction } from './patient-transactions';
import { paymentReceiptEmail } from './payment-receipt-email';

export const payBalanceTiming = {
  /** How long a repeated request waits for the first one, still charging, to finish. */
  inFlightWaitMs: 5_000,
  pollMs: 50,
  /** A payment pending longer than this is not in flight any more: the request that made it died. */
  stalePendingMs: 2 * 60_000,
} as const;

// The gateway's reasons, worded in shared-domain for the page and the notes alike.
const refusalMessages: Record<GatewayRefusal, string> = chargeRefusalMessages;

export interface PaidBalance {
  transaction: DescribedTransaction;
  /** Where the receipt went. */
  receiptEmailedTo: string;
}

export async function payBalance(deps: AppDeps, patientId: string, request: PayBalance): Promise<PaidBalance> {
  const existing = await transactionByKey(deps, patientId, request.idempotencyKey);
  if (existing) return answerFromTransaction(deps, patientId, existing.id);

  const card = await ownActiveCard(deps, patientId, request.paymentMethodId);
  if (cardExpiryState({ month: card.expiryMonth, year: card.expiryYear }, deps.clock.now()) === 'expired') {
    throw fieldRefusal({ paymentMethodId: paymentMessages.cardExpired });
  }
  // A payment a crash left half done holds its invoices: finish it before reading the balance.
  await resumeStalePayments(deps, patientId);
  const balance = await patientBalance(deps, patientId);
  if (balance.totalCents === 0 || balance.totalCents !== request.amountCents) {
    // The same key may have claimed (or even paid) the balance since the first look: a double-click
    // whose twin got there first is answered from its transaction, not told the balance changed.
    const winner = await transactionByKey(deps, patientId, request.idempotencyKey);
    if (winner) return answerFromTransaction(deps, patientId, winner.id);
    throw new AppError(errorCodes.balanceChanged, balance.totalCents === 0 ? paymentMessages.nothingToPay : paymentMessages.balanceChanged);
  }

  const transactionId = randomUUID();
  const claimed = await claimInvoices(deps, {
    transactionId,
    patientId,
    paymentMethodId: card.id,
    idempotencyKey: request.idempotencyKey,
    amountCents: balance.totalCents,
    invoices: balance.invoices,
  });
  if (!claimed) {
    // Either the same key won the race (a double-click) or another payment took the invoices.
    const winner = await transactionByKey(deps, patientId, request.idempotencyKey);
    if (winner) return answerFromTransaction(deps, patientId, winner.id);
    throw new AppError(errorCodes.balanceChanged, paymentMessages.balanceChanged);
  }
  await settlePayment(deps, patientId, transactionId);
  return answerFromTransaction(deps, patientId, transactionId);
}

async function transactionByKey(deps: Pick<AppDeps, 'db'>, patientId: string, idempotencyKey: string) {
  const [row] = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.idempotencyKey, idempotencyKey)));
  return row;
}

/** The patient's own active card, else 404: another patient's card is not told apart from an unknown one. */
async function ownActiveCard(deps: Pick<AppDeps, 'db'>, patientId: string, cardId: string) {
  const [row] = await deps.db
    .select({ id: paymentMethods.id, expiryMonth: paymentMethods.expiryMonth, expiryYear: paymentMethods.expiryYear })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.isActive, true), eq(paymentMethods.id, cardId)));
  if (!row) throw notFound();
  return row;
}

interface Claim {
  transactionId: string;
  patientId: string;
  paymentMethodId: string;
  idempotencyKey: string;
  amountCents: number;
  invoices: readonly { id: string; totalCents: number }[];
}

/**
 * The pending transaction and its invoice claims, written only if, when the statement runs, the
 * patient's owed invoices are exactly these (same ones, same total) and none is claimed by a
 * pending or completed payment. False when the guard or the key's uniqueness refused it.
 */
async function claimInvoices(deps: Pick<AppDeps, 'db' | 'clock'>, claim: Claim): Promise<boolean> {
  const { db } = deps;
  const ids = claim.invoices.map((invoice) => invoice.id);
  const owed = and(eq(invoices.patientId, claim.patientId), inArray(invoices.paymentStatus, owedInvoiceStatuses));
  const owedCount = db.select({ n: count() }).from(invoices).where(owed);
  const chosenOwedCount = db
    .select({ n: count() })
    .from(invoices)
    .where(and(owed, inArray(invoices.id, ids)));
  const owedTotal = db
    .select({ total: sql`coalesce(${sum(invoices.totalAmount)}, 0)` })
    .from(invoices)
    .where(owed);
  const alreadyClaimed = db
    .select({ one: sql`1` })
    .from(invoicePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, invoicePayments.transactionId))
    .where(and(inArray(invoicePayments.invoiceId, ids), inArray(paymentTransactions.status, ['pending', 'completed'])));
  const guard = and(
    sql`(${owedCount}) = ${ids.length}`,
    sql`(${chosenOwedCount}) = ${ids.length}`,
    sql`(${owedTotal}) = ${claim.amountCents}`,
    notExists(alreadyClaimed),
  );
  const written = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, claim.transactionId)));
  const transaction = insertWhere(
    paymentTransactions,
    {
      id: claim.transactionId,
      patientId: claim.patientId,
      paymentMethodId: claim.paymentMethodId,
      transactionType: 'payment',
      amount: claim.amountCents,
      currency: 'CAD',
      status: 'pending',
      description: paymentMessages.description(claim.invoices.map((invoice) => invoiceNumber(invoice.id))),
      idempotencyKey: claim.idempotencyKey,
      ...createdTimestamp(deps.clock),
    },
    guard,
  );
  const [inserted] = await db.batch([
    // The same key already taken (a concurrent double-click) is a refusal, not an error.
    db.run(sql`${transaction} on conflict do nothing`),
    ...claim.invoices.map((invoice) =>
      db.run(
        insertWhere(invoicePayments, { transactionId: claim.transactionId, invoiceId: invoice.id, amount: invoice.totalCents }, written),
      ),
    ),
  ]);
  return inserted.rowsAffected === 1;
}

/** Everything the charge and its receipt need, read from the pending transaction. */
async function loadPendingPayment(deps: Pick<AppDeps, 'db'>, patientId: string, transactionId: string) {
  const [row] = await deps.db
    .select({
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      description: paymentTransactions.description,
      idempotencyKey: paymentTransactions.idempotencyKey,
      paymentMethodId: paymentTransactions.paymentMethodId,
      status: paymentTransactions.status,
      // The card the patient chose, even if removed since: a resumed payment asks about that charge.
      token: paymentMethods.cardToken,
      brand: paymentMethods.cardBrand,
      lastFour: paymentMethods.lastFourDigits,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, and(eq(paymentMethods.id, paymentTransactions.paymentMethodId), eq(paymentMethods.patientId, patientId)))
    .innerJoin(patients, eq(patients.id, paymentTransactions.patientId))
    .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.id, transactionId)));
  // A portal session's patient always has its e-mail (the account is matched by it).
  if (row?.status !== 'pending' || !row.idempotencyKey || !row.email) return undefined;
  const settled = await deps.db
    .select({ id: invoices.id, totalCents: invoicePayments.amount })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoicePayments.transactionId, transactionId))
    .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  return { ...row, idempotencyKey: row.idempotencyKey, email: row.email, invoices: settled };
}

/** Charges a pending payment and records the outcome; a payment no longer pending is left as it is. */
async function settlePayment(deps: AppDeps, patientId: string, transactionId: string): Promise<void> {
  const payment = await loadPendingPayment(deps, patientId, transactionId);
  if (!payment) return;
  let result: ChargeResult;
  try {
    result = await deps.paymentGateway.charge({
      token: payment.token,
      amountCents: payment.amount,
      // The key is the patient's (unique per patient, not across the clinic): scoped so that two
      // patients' keys can never meet at the gateway, which knows only the clinic's account.
      idempotencyKey: `${patientId}:${payment.idempotencyKey}`,
      description: payment.description ?? '',
    });
  } catch (error) {
    // Whether the money moved is unknown: the payment stays pending (its invoices held) until it is
    // resumed with the same key. Only the error's kind is logged: its text may quote the request.
    logger.error('payment charge failed', { transactionId, error: (error as Error)?.name });
    throw new Error('the payment gateway did not answer');
  }
  const stillPending = exists(
    deps.db
      .select({ one: sql`1` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending'))),
  );
  if (!result.ok) {
    logger.info('payment refused', { transactionId, reason: result.reason });
    await deps.db
      .update(paymentTransactions)
      .set({ status: 'failed', notes: refusalMessages[result.reason] })
      .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending')));
    return;
  }
  const now = deps.clock.now();
  const updatedAt = now.toISOString();
  const settings = await loadEmailClinic(deps.db);
  const mail = paymentReceiptEmail({
    clinic: settings,
    patientName: `${payment.firstName} ${payment.lastName}`.trim(),
    amountCents: payment.amount,
    card: { brand: payment.brand, lastFour: payment.lastFour },
    paidAt: now,
    timeZone: settings.timeZone,
    invoices: payment.invoices.map((invoice) => ({ number: invoiceNumber(invoice.id), totalCents: invoice.totalCents })),
    paymentsUrl: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
  });
  const settledInvoiceIds = deps.db
    .select({ id: invoicePayments.invoiceId })
    .from(invoicePayments)
    .where(eq(invoicePayments.transactionId, transactionId));
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    // Each statement acts only while the payment is still pending, and the last one ends that:
    // two requests finishing the same payment (a resumed one) write it, and its e-mail, once.
    outboxInsert(deps, { to: payment.email, ...mail }, { onlyIf: stillPending }),
    deps.db
      .update(invoices)
      .set({ paymentStatus: 'paid', updatedAt })
      .where(
        and(
          eq(invoices.patientId, patientId),
          inArray(invoices.paymentStatus, owedInvoiceStatuses),
          inArray(invoices.id, settledInvoiceIds),
          stillPending,
        ),
      ),
    deps.db
      .update(appointments)
      .set({ paymentStatus: 'paid', updatedAt })
      .where(
        and(
          eq(appointments.patientId, patientId),
          inArray(
            appointments.id,
            deps.db
              .select({ id: invoiceLines.appointmentId })
              .from(invoiceLines)
              .where(and(inArray(invoiceLines.invoiceId, settledInvoiceIds), isNotNull(invoiceLines.appointmentId))),
          ),
          stillPending,
        ),
      ),
    deps.db
      .update(paymentTransactions)
      .set({ status: 'completed', gatewayReference: result.reference, paymentMethodId: payment.paymentMethodId })
      .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending'))),
  ];
  await deps.db.batch(statements);
  logger.info('balance paid', { transactionId, invoices: payment.invoices.length });
  nudgeOutboxSender(deps);
}

/** Finishes the patient's payments left pending by a request that died (see the top of the file). */
/**
 * Finishes the payments a crash left pending (the request that made them is gone): the patient's
 * own before a new attempt, or everyone's from the stale-payment job. Returns how many it asked about.
 */
export async function resumeStalePayments(deps: AppDeps, patientId?: string): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - payBalanceTiming.stalePendingMs).toISOString();
  const stale = await deps.db
    .select({ id: paymentTransactions.id, patientId: paymentTransactions.patientId })
    .from(paymentTransactions)
    .where(
      and(
        patientId === undefined ? undefined : eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.status, 'pending'),
        isNotNull(paymentTransactions.idempotencyKey),
        lt(paymentTransactions.createdAt, staleBefore),
      ),
    );
  for (const payment of stale) {
    logger.warn('resuming a stale payment', { transactionId: payment.id });
    // Still unanswered, it keeps its invoices and the new payment is told the balance changed.
    await settlePayment(deps, payment.patientId, payment.id).catch(() => undefined);
  }
  return stale.length;
}

/**
 * The answer for a payment already made with this key: its transaction when completed (or later
 * refunded), its refusal when failed. Still pending, it is another request's: wait for it a little,
 * or finish it when that request is clearly gone.
 */
async function answerFromTransaction(deps: AppDeps, patientId: string, transactionId: string): Promise<PaidBalance> {
  const deadline = Date.now() + payBalanceTiming.inFlightWaitMs;
  let resumed = false;
  for (;;) {
    const [row] = await deps.db
      .select({ status: paymentTransactions.status, notes: paymentTransactions.notes, createdAt: paymentTransactions.createdAt })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.patientId, patientId), eq(paymentTransactions.id, transactionId)));
    if (!row) throw notFound();
    if (row.status === 'failed') throw new AppError(errorCodes.paymentRefused, row.notes || chargeRefusalMessages.failed);
    if (row.status !== 'pending') return paidAnswer(deps, patientId, transactionId);
    if (!resumed && deps.clock.now().getTime() - Date.parse(row.createdAt) > payBalanceTiming.stalePendingMs) {
      // Once: a payment that cannot be finished (its card gone from the database) must not loop.
      resumed = true;
      await settlePayment(deps, patientId, transactionId);
      continue;
    }
    // Real time, not the clinic's clock: this waits for another request, which takes real time.
    if (Date.now() >= deadline) throw new AppError(errorCodes.balanceChanged, paymentMessages.inProgress);
    await sleep(payBalanceTiming.pollMs);
  }
}

async function paidAnswer(deps: AppDeps, patientId: string, transactionId: string): Promise<PaidBalance> {
  const [transaction, [patient]] = await Promise.all([
    patientTransaction(deps, patientId, transactionId),
    deps.db.select({ email: patients.email }).from(patients).where(eq(patients.id, patientId)),
  ]);
  if (!transaction) throw notFound();
  return { transaction, receiptEmailedTo: patient?.email ?? '' };
}
