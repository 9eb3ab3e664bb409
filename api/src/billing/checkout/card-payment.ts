// A card-on-file payment's outcome (DESIGN §6, the portal's protocol, shared with the desk): the
// pending row and its invoice claims were written first by a guarded statement; the gateway is
// charged with the row's idempotency key scoped to the patient (the same charge however often it is
// asked); then the outcome is written in one batch. Declined: the row alone, failed, with the
// reason, its claims no longer counting. Charged: the row completed and its claims applied to the
// invoices (paid amounts, statuses, the visits paid), its receipt queued, and, at the desk, its
// audit entry — every statement acting only while the row is still pending, the last one ending that,
// so two requests (or a request and the stale-payment job) finishing one payment write it once.
// The portal's payment may also hold account credit (`credit_holds`, written with its claims): it is
// applied in the same outcome batch as the charge, and freed by a refusal. A payment the credit
// covers entirely charges nothing: no gateway call, its outcome written at once.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { invoiceNumber } from 'shared-domain/billing/invoice';
import { chargeRefusalMessages } from 'shared-domain/billing/payment';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import {
  appointments,
  creditHolds,
  invoicePayments,
  invoices,
  patients,
  paymentMethods,
  paymentTransactions,
} from '../../platform/db/schema';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { applyCreditStatements } from '../account/apply-credit';
import { settlingDay } from '../cash-closing/settling-day';
import { invoiceStatusRefresh } from '../invoices/invoice-status-sql';
import type { ChargeResult } from '../payments/payment-gateway';
import { paymentReceiptEmail } from '../payments/payment-receipt-email';
import { recordCheckoutWhere } from './checkout-record';

export const cardPaymentTiming = {
  /** A payment pending longer than this is not in flight any more: the request that made it died. */
  stalePendingMs: 2 * 60_000,
} as const;

/** Everything the charge and its outcome need, read from the pending row. */
export async function loadPendingCardPayment(deps: Pick<AppDeps, 'db'>, transactionId: string) {
  const [row] = await deps.db
    .select({
      id: paymentTransactions.id,
      patientId: paymentTransactions.patientId,
      amount: paymentTransactions.amount,
      description: paymentTransactions.description,
      idempotencyKey: paymentTransactions.idempotencyKey,
      paymentMethodId: paymentTransactions.paymentMethodId,
      status: paymentTransactions.status,
      checkoutId: paymentTransactions.checkoutId,
      familyPaymentId: paymentTransactions.familyPaymentId,
      takenBy: paymentTransactions.takenBy,
      receivedAt: paymentTransactions.receivedAt,
      businessDate: paymentTransactions.businessDate,
      createdAt: paymentTransactions.createdAt,
      // The card chosen, even if removed since: a resumed payment asks about that charge.
      token: paymentMethods.cardToken,
      brand: paymentMethods.cardBrand,
      lastFour: paymentMethods.lastFourDigits,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
    })
    .from(paymentTransactions)
    // A left join: a payment the credit pays entirely has no card.
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, paymentTransactions.paymentMethodId), eq(paymentMethods.patientId, paymentTransactions.patientId)),
    )
    .innerJoin(patients, eq(patients.id, paymentTransactions.patientId))
    .where(eq(paymentTransactions.id, transactionId));
  if (row?.status !== 'pending' || !row.idempotencyKey) return undefined;
  const claims = await deps.db
    .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalAmount, claimCents: invoicePayments.amount })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoicePayments.transactionId, transactionId))
    .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  const holds = await deps.db
    .select({ sourceId: creditHolds.sourceId, invoiceId: creditHolds.invoiceId, number: invoices.number, amountCents: creditHolds.amount })
    .from(creditHolds)
    .innerJoin(invoices, eq(invoices.id, creditHolds.invoiceId))
    .where(eq(creditHolds.transactionId, transactionId))
    .orderBy(asc(invoices.issuedOn), asc(invoices.createdAt), asc(invoices.id));
  return { ...row, idempotencyKey: row.idempotencyKey, claims, holds };
}

export type PendingCardPayment = NonNullable<Awaited<ReturnType<typeof loadPendingCardPayment>>>;

/**
 * A payment's key at the gateway: the patient's key (unique per patient, not across the clinic)
 * scoped so that two patients' keys can never meet at the gateway, which knows only the clinic's account.
 */
export const patientChargeKey = (payment: { patientId: string; idempotencyKey: string }): string =>
  `${payment.patientId}:${payment.idempotencyKey}`;

/** Charges the pending payment's card (the same key, the same charge). Throws when the gateway did not answer. */
export async function chargeCard(
  deps: Pick<AppDeps, 'paymentGateway'>,
  payment: Pick<PendingCardPayment, 'id' | 'amount' | 'description'> & { token: string },
  /** `patientChargeKey(payment)`, or a family payment's own. */
  gatewayKey: string,
): Promise<ChargeResult> {
  try {
    return await deps.paymentGateway.charge({
      token: payment.token,
      amountCents: payment.amount,
      idempotencyKey: gatewayKey,
      description: payment.description ?? '',
    });
  } catch (error) {
    // Whether the money moved is unknown: the payment stays pending (its invoices held) until it is
    // resumed with the same key. Only the error's kind is logged: its text may quote the request.
    logger.error('payment charge failed', { transactionId: payment.id, error: (error as Error)?.name });
    throw new Error('the payment gateway did not answer');
  }
}

/** `exists (the row, still pending)`: the guard of every statement of an outcome. */
export function stillPending(db: AppDeps['db'], transactionId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending'))),
  );
}

/** A refusal: the row failed with its reason; its claims count no more. */
export async function recordRefusedCharge(deps: Pick<AppDeps, 'db'>, transactionId: string, reason: keyof typeof chargeRefusalMessages) {
  logger.info('payment refused', { transactionId, reason });
  await refusedChargeStatement(deps.db, transactionId, reason);
}

/** The statement failing a pending row with the refusal's reason, for a batch. */
export function refusedChargeStatement(db: AppDeps['db'], transactionId: string, reason: keyof typeof chargeRefusalMessages) {
  return db
    .update(paymentTransactions)
    .set({ status: 'failed', notes: chargeRefusalMessages[reason] })
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending')));
}

/**
 * The statements applying a charged payment's claims to its invoices, for a batch: the paid amounts,
 * the statuses, the visits whose invoice is now paid. Each acts only while `guard` holds.
 */
export function applyClaimsStatements(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  allocations: readonly { invoiceId: string; amountCents: number }[],
  guard: SQL,
  today: string,
): BatchItem<'sqlite'>[] {
  const { db } = deps;
  const updatedAt = deps.clock.now().toISOString();
  const byInvoice = new Map<string, number>();
  for (const allocation of allocations)
    byInvoice.set(allocation.invoiceId, (byInvoice.get(allocation.invoiceId) ?? 0) + allocation.amountCents);
  const ids = [...byInvoice.keys()];
  if (ids.length === 0) return [];
  return [
    ...[...byInvoice].map(([invoiceId, cents]) =>
      db
        .update(invoices)
        .set({ paidAmount: sql`${invoices.paidAmount} + ${cents}`, updatedAt })
        .where(and(eq(invoices.id, invoiceId), guard)),
    ),
    invoiceStatusRefresh(db, ids, today),
    // The visit is paid once its invoice is.
    db
      .update(appointments)
      .set({ paymentStatus: 'paid', updatedAt })
      .where(
        and(
          inArray(
            appointments.id,
            db
              .select({ id: invoices.appointmentId })
              .from(invoices)
              .where(and(inArray(invoices.id, ids), eq(invoices.paymentStatus, 'paid'), isNotNull(invoices.appointmentId))),
          ),
          guard,
        ),
      ),
  ];
}

/** Each invoice with everything a pending payment brings it: the card's claim and the credit held for it. */
function receivedOf(payment: Pick<PendingCardPayment, 'claims' | 'holds'>) {
  return [
    ...payment.claims.map((claim) => ({ invoiceId: claim.id, number: claim.number, amountCents: claim.claimCents })),
    ...payment.holds.map((hold) => ({ invoiceId: hold.invoiceId, number: hold.number, amountCents: hold.amountCents })),
  ];
}

/** What each invoice receives of the payment (card and credit), by number: the receipt's lines. */
export function receivedByInvoice(payment: Pick<PendingCardPayment, 'claims' | 'holds'>): { number: string; totalCents: number }[] {
  const byInvoice = new Map<string, { number: string; totalCents: number }>();
  for (const item of receivedOf(payment)) {
    const entry = byInvoice.get(item.invoiceId) ?? { number: item.number ?? invoiceNumber(item.invoiceId), totalCents: 0 };
    byInvoice.set(item.invoiceId, { ...entry, totalCents: entry.totalCents + item.amountCents });
  }
  return [...byInvoice.values()];
}

/**
 * Records a charged card payment on its own: its claims applied, what exceeds them kept as credit,
 * its receipt, and, for a desk payment (a checkout's), its `payment.recorded` entry. Used by the
 * portal, by a checkout whose other parts could no longer be written, and by the stale-payment job.
 */
export async function recordChargedCard(deps: AppDeps, payment: PendingCardPayment, reference: string | null): Promise<void> {
  const statements = await chargedCardStatements(deps, payment, reference, { receipt: true });
  await deps.db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  logger.info('card payment recorded', { transactionId: payment.id, invoices: payment.claims.length });
  nudgeOutboxSender(deps);
}

/**
 * The statements of a charged payment's outcome, for a batch: its claims and credit applied, the row
 * completed, and (with `receipt`) its own receipt e-mailed; a family's payment e-mails one receipt
 * for all the people it paid instead.
 */
export async function chargedCardStatements(
  deps: AppDeps,
  payment: PendingCardPayment,
  reference: string | null,
  options: { receipt: boolean },
): Promise<BatchItem<'sqlite'>[]> {
  const { db } = deps;
  const clinic = await loadEmailClinic(db);
  const now = deps.clock.now();
  const today = clinicDate(now, clinic.timeZone);
  const pending = stillPending(db, payment.id);
  // Its day closed while it was pending: counted on the next open day (a close landing between
  // this read and the batch makes the database refuse the batch; the payment stays pending and the
  // stale-payment job settles it again, the gateway answering the same charge).
  const landing = await settlingDay(db, payment.businessDate, today);
  const allocated = payment.claims.reduce((sum, claim) => sum + claim.claimCents, 0);
  const creditAppliedCents = payment.holds.reduce((sum, hold) => sum + hold.amountCents, 0);
  const received = receivedOf(payment);
  const numbers = receivedByInvoice(payment);
  const statements: BatchItem<'sqlite'>[] = [];
  if (options.receipt && payment.email) {
    const mail = paymentReceiptEmail({
      clinic,
      patientName: `${payment.firstName} ${payment.lastName}`.trim(),
      amountCents: payment.amount,
      // Nothing charged (the credit paid it all): no card to name.
      card: payment.amount > 0 && payment.brand && payment.lastFour ? { brand: payment.brand, lastFour: payment.lastFour } : undefined,
      paidAt: payment.receivedAt ? new Date(payment.receivedAt) : now,
      timeZone: clinic.timeZone,
      invoices: numbers,
      creditAppliedCents,
      creditKeptCents: payment.amount - allocated,
      taxNumbers: clinic.taxRegistered ? { gst: clinic.gstNumber || null, qst: clinic.qstNumber || null } : undefined,
      paymentsUrl: absoluteUrl(deps.config.publicUrl, paths.portalPayments.build()),
    });
    statements.push(outboxInsert(deps, { to: payment.email, ...mail, patientId: payment.patientId }, { onlyIf: pending }));
  }
  // A desk payment (a checkout's) that settles on its own records that checkout with the card alone:
  // a repeated request is answered from it; the desk takes the rest again.
  const auditEventId = randomUUID();
  if (payment.checkoutId) {
    statements.push(
      recordCheckoutWhere(
        deps,
        {
          checkoutId: payment.checkoutId,
          patientId: payment.patientId,
          // The payment's key is the dialog's key and the tender's index.
          idempotencyKey: payment.idempotencyKey.replace(/:\d+$/, ''),
          staffId: payment.takenBy,
          auditEventId,
          tenders: [{ tender: 'card_on_file', amountCents: payment.amount }],
          invoiceIds: payment.claims.map((claim) => claim.id),
          appliedCents: payment.claims.map((claim) => claim.claimCents),
          creditAppliedCents: 0,
          creditKeptCents: payment.amount - allocated,
          // Settled by the job, which never saw the desk's request.
          requestDigest: null,
        },
        pending,
      ),
    );
  }
  if (payment.checkoutId && payment.takenBy) {
    statements.push(
      auditEventInsertWhere(
        deps,
        {
          id: auditEventId,
          actor: { type: 'staff', id: payment.takenBy },
          action: 'payment.recorded',
          entity: 'checkouts',
          entityId: payment.checkoutId,
          details: {
            patientId: payment.patientId,
            checkoutId: payment.checkoutId,
            tenders: [{ tender: 'card_on_file', amountCents: payment.amount }],
            invoices: payment.claims.length,
            creditAppliedCents: 0,
            creditKeptCents: payment.amount - allocated,
            invoiceIds: payment.claims.map((claim) => claim.id),
            appliedCents: payment.claims.map((claim) => claim.claimCents),
          },
        },
        pending,
      ),
    );
  }
  statements.push(
    ...applyCreditStatements(
      db,
      payment.holds.map((hold) => ({ sourceId: hold.sourceId, invoiceId: hold.invoiceId, amountCents: hold.amountCents })),
      pending,
    ),
    ...applyClaimsStatements(deps, received, pending, today),
    db
      .update(paymentTransactions)
      .set({ status: 'completed', gatewayReference: reference, allocatedAmount: allocated, ...landing })
      .where(and(eq(paymentTransactions.id, payment.id), eq(paymentTransactions.status, 'pending'))),
  );
  return statements;
}

/** Charges a pending card payment and records the outcome; a payment no longer pending is left as it is. */
export async function settleCardPayment(deps: AppDeps, transactionId: string): Promise<void> {
  const payment = await loadPendingCardPayment(deps, transactionId);
  if (!payment) return;
  // The account credit paid it all: nothing to charge, and no card (the portal sends none then).
  if (payment.amount === 0) return recordChargedCard(deps, payment, null);
  // A card's part whose card is gone from the database cannot be asked about: it stays pending.
  const { token } = payment;
  if (token === null) return;
  const result = await chargeCard(deps, { ...payment, token }, patientChargeKey(payment));
  if (!result.ok) return recordRefusedCharge(deps, transactionId, result.reason);
  await recordChargedCard(deps, payment, result.reference);
}

/**
 * Finishes the card payments a crash left pending (the request that made them is gone): the
 * patient's own before a new attempt, or everyone's — the portal's and the desk's — from the
 * stale-payment job. Returns how many it asked about.
 */
export async function resumeStalePayments(deps: AppDeps, patientId?: string): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - cardPaymentTiming.stalePendingMs).toISOString();
  const stale = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        patientId === undefined ? undefined : eq(paymentTransactions.patientId, patientId),
        // A pending refund to a card is the refunds' (refunds/record-refund.ts), never charged; a
        // pending deposit is the deposits' (deposits/take-deposit.ts).
        notInArray(paymentTransactions.transactionType, ['refund', 'deposit']),
        eq(paymentTransactions.status, 'pending'),
        isNotNull(paymentTransactions.idempotencyKey),
        // A family's payment is one charge for all its rows: payments/pay-family.ts resumes it whole.
        isNull(paymentTransactions.familyPaymentId),
        lt(paymentTransactions.createdAt, staleBefore),
      ),
    );
  for (const payment of stale) {
    logger.warn('resuming a stale payment', { transactionId: payment.id });
    // Still unanswered, it keeps its invoices and a new payment is told the balance changed.
    await settleCardPayment(deps, payment.id).catch(() => undefined);
  }
  return stale.length;
}
