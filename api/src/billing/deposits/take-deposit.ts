// Taking a visit's deposit: one 'deposit' transaction linked to the appointment, exactly once
// whatever the double-clicks and retries, with the portal's protocol (payments/pay-balance.ts).
//
// 1. The key is unique per patient: a key already used answers from its transaction.
// 2. One guarded statement writes the row, only while the visit is still to come and has no other
//    deposit completed or in flight (and, at the desk, the day is open). Cash and the terminal are
//    recorded completed at once, audited in the same batch.
// 3. A card (a saved card at the desk or the portal, the card typed at online booking) is written
//    pending, then charged with the key scoped to the patient, then its outcome written in one batch
//    guarded by the row still pending: completed and audited, or failed with the French refusal.
//    A row a crash left pending is finished by the same key again or by the stale-payment job.
//
// Issuing the visit's draft applies the deposit (invoices/issue-invoice.ts); until then it is the
// patient's money, kept for that visit.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, exists, gte, inArray, isNotNull, isNull, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { cardExpiryState } from 'shared-domain/billing/card';
import { type DepositReceipt, type DepositTender, depositMessages, visitTakesDeposit } from 'shared-domain/billing/deposit';
import { chargeRefusalMessages, paymentMessages } from 'shared-domain/billing/payment';
import { tenderLabel } from 'shared-domain/billing/tender';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { errorCodes } from 'shared-domain/platform/errors';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { appointments, paymentMethods, paymentTransactions, serviceTypes } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { dayIsOpen, refuseClosedDay } from '../cash-closing/closed-day';
import { firstOpenDay, settlingDay } from '../cash-closing/settling-day';
import { cardPaymentTiming } from '../checkout/card-payment';

export const depositTiming = {
  /** How long a repeated request waits for the first one, still charging, to finish. */
  inFlightWaitMs: 5_000,
  pollMs: 50,
  stalePendingMs: cardPaymentTiming.stalePendingMs,
} as const;

export interface DepositRequest {
  appointmentId: string;
  patientId: string;
  amountCents: number;
  tender: DepositTender;
  /** The card charged, for `card_on_file`: a saved card, or the one typed at online booking. */
  paymentMethodId: string | null;
  idempotencyKey: string;
  /** Who took it at the desk; null online (the patient). */
  staffId: string | null;
}

/** The visit's deposit still counted: completed or in flight, less what was refunded of it. */
const liveDepositOf = (appointmentId: SQL | string) =>
  and(
    eq(paymentTransactions.appointmentId, appointmentId),
    eq(paymentTransactions.transactionType, 'deposit'),
    inArray(paymentTransactions.status, ['completed', 'pending']),
    sql`${paymentTransactions.amount} - ${paymentTransactions.refundedAmount} > 0`,
  );

/** Takes the deposit (see above) and answers its receipt; a refused card is a 402 in French, nothing kept. */
export async function takeDeposit(deps: AppDeps, request: DepositRequest): Promise<DepositReceipt> {
  const { db } = deps;
  const earlier = await depositOfKey(deps, request.patientId, request.idempotencyKey);
  if (earlier) return answerFromDeposit(deps, earlier.id);

  const settings = await loadClinicSettings(db);
  const now = deps.clock.now();
  const today = clinicDate(now, settings.timeZone);
  const atDesk = request.staffId !== null;
  // The desk records on its open day; online, the money lands on the first day not yet closed.
  if (atDesk) await refuseClosedDay(db, today);
  const businessDate = atDesk ? today : await firstOpenDay(db, today);
  const visit = await depositVisit(deps, request.appointmentId);
  // An online booking under an existing record is filed under it once its link is opened: until
  // then the appointment has no record, and its deposit is filed under the one its address matched.
  if (!visit || (visit.patientId !== null && visit.patientId !== request.patientId)) throw notFound(depositMessages.visitNotFound);
  if (!visitTakesDeposit(visit, today)) throw new AppError(errorCodes.appointmentChanged, depositMessages.visitClosed);
  const byCard = request.tender === 'card_on_file';
  if (byCard) await refuseUnusableCard(deps, request);

  const id = randomUUID();
  const guard = and(
    dayIsOpen(db, businessDate),
    exists(
      db
        .select({ one: sql`1` })
        .from(appointments)
        .where(
          and(
            eq(appointments.id, request.appointmentId),
            or(eq(appointments.patientId, request.patientId), isNull(appointments.patientId)),
            inArray(appointments.status, ['pending', 'confirmed']),
            gte(appointments.scheduledDate, today),
          ),
        ),
    ),
    notExists(db.select({ one: sql`1` }).from(paymentTransactions).where(liveDepositOf(request.appointmentId))),
  ) as SQL;
  const written = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, id)));
  const row: typeof paymentTransactions.$inferInsert = {
    id,
    patientId: request.patientId,
    appointmentId: request.appointmentId,
    paymentMethodId: request.paymentMethodId,
    transactionType: 'deposit',
    amount: request.amountCents,
    currency: 'CAD',
    status: byCard ? 'pending' : 'completed',
    description: depositMessages.description(visit.serviceName),
    idempotencyKey: request.idempotencyKey,
    tender: request.tender,
    receivedAt: now.toISOString(),
    businessDate,
    takenBy: request.staffId,
    ...createdTimestamp(deps.clock),
  };
  const statements: BatchItem<'sqlite'>[] = [db.run(sql`${insertWhere(paymentTransactions, row, guard)} on conflict do nothing`)];
  if (!byCard) statements.push(depositAudit(deps, { ...request, id }, written));
  const [inserted] = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  if ((inserted as { rowsAffected: number }).rowsAffected !== 1) {
    // A double-click whose twin got there first answers from it; else the visit changed meanwhile.
    const twin = await depositOfKey(deps, request.patientId, request.idempotencyKey);
    if (twin) return answerFromDeposit(deps, twin.id);
    if (atDesk) await refuseClosedDay(db, today);
    throw new AppError(
      errorCodes.appointmentChanged,
      (await depositPaidCents(deps, request.appointmentId)) > 0 ? depositMessages.alreadyPaid : depositMessages.visitClosed,
    );
  }
  logger.info(byCard ? 'deposit claimed' : 'deposit recorded', { transactionId: id, tender: request.tender });
  if (byCard) await settleDeposit(deps, id);
  return answerFromDeposit(deps, id);
}

async function depositVisit(deps: Pick<AppDeps, 'db'>, appointmentId: string) {
  const [row] = await deps.db
    .select({
      patientId: appointments.patientId,
      status: appointments.status,
      scheduledDate: appointments.scheduledDate,
      serviceName: serviceTypes.name,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/** The card must be the patient's, active (a saved card) or the booking's own, and not expired. */
async function refuseUnusableCard(deps: Pick<AppDeps, 'db' | 'clock'>, request: DepositRequest): Promise<void> {
  if (!request.paymentMethodId) throw fieldRefusal('paymentMethodId', depositMessages.cardRequired);
  const [card] = await deps.db
    .select({ expiryMonth: paymentMethods.expiryMonth, expiryYear: paymentMethods.expiryYear, isActive: paymentMethods.isActive })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, request.paymentMethodId), eq(paymentMethods.patientId, request.patientId)));
  // A card kept only for its booking's deposit is inactive: the staff cannot pick it, online can.
  if (!card || (request.staffId !== null && !card.isActive)) throw notFound(depositMessages.cardRequired);
  if (cardExpiryState({ month: card.expiryMonth, year: card.expiryYear }, deps.clock.now()) === 'expired') {
    throw fieldRefusal({ paymentMethodId: paymentMessages.cardExpired });
  }
}

async function depositOfKey(deps: Pick<AppDeps, 'db'>, patientId: string, idempotencyKey: string) {
  const [row] = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.idempotencyKey, idempotencyKey),
        eq(paymentTransactions.transactionType, 'deposit'),
      ),
    );
  return row;
}

function depositAudit(
  deps: AppDeps,
  deposit: Pick<DepositRequest, 'patientId' | 'appointmentId' | 'tender' | 'amountCents' | 'staffId'> & { id: string },
  guard: SQL,
) {
  return auditEventInsertWhere(
    deps,
    {
      actor: deposit.staffId ? { type: 'staff', id: deposit.staffId } : { type: 'patient', id: deposit.patientId },
      action: 'deposit.recorded',
      entity: 'payment_transactions',
      entityId: deposit.id,
      details: {
        patientId: deposit.patientId,
        appointmentId: deposit.appointmentId,
        tender: deposit.tender,
        amountCents: deposit.amountCents,
      },
    },
    guard,
  );
}

/** A booking's deposit refused once the booker was gone (the stale-payment job): tell her it is not kept. */
export type BookingRefusedNotice = (appointmentId: string) => Promise<void>;

/**
 * Charges a pending card deposit (the same key, the same charge) and writes its outcome once.
 * 'completed' or 'failed'; undefined when it was not pending. Throws when the gateway did not answer:
 * the row stays pending until resumed. A refused deposit of a booking (taken online, not at the
 * desk) cancels the appointment it was holding, in the same batch: its slot is free again, and
 * `bookingRefused`, when given, tells the patient.
 */
export async function settleDeposit(
  deps: AppDeps,
  transactionId: string,
  bookingRefused?: BookingRefusedNotice,
): Promise<'completed' | 'failed' | undefined> {
  const { db } = deps;
  const [deposit] = await db
    .select({
      id: paymentTransactions.id,
      patientId: paymentTransactions.patientId,
      appointmentId: paymentTransactions.appointmentId,
      amountCents: paymentTransactions.amount,
      status: paymentTransactions.status,
      idempotencyKey: paymentTransactions.idempotencyKey,
      description: paymentTransactions.description,
      businessDate: paymentTransactions.businessDate,
      staffId: paymentTransactions.takenBy,
      token: paymentMethods.cardToken,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.paymentMethodId))
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.transactionType, 'deposit')));
  if (deposit?.status !== 'pending' || !deposit.idempotencyKey) return undefined;
  let result: Awaited<ReturnType<AppDeps['paymentGateway']['charge']>>;
  try {
    result = await deps.paymentGateway.charge({
      token: deposit.token,
      amountCents: deposit.amountCents,
      idempotencyKey: `${deposit.patientId}:${deposit.idempotencyKey}`,
      description: deposit.description ?? '',
    });
  } catch (error) {
    logger.error('deposit charge failed', { transactionId, error: (error as Error)?.name });
    throw new Error('the payment gateway did not answer');
  }
  const stillPending = and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'pending'));
  if (!result.ok) {
    logger.info('deposit refused', { transactionId, reason: result.reason });
    const failed = db
      .update(paymentTransactions)
      .set({ status: 'failed', notes: chargeRefusalMessages[result.reason] })
      .where(stillPending);
    // Online, the booking was kept only for its deposit; at the desk the visit stands without one.
    const booking = deposit.staffId === null && deposit.appointmentId !== null ? deposit.appointmentId : null;
    if (!booking) {
      await failed;
      return 'failed';
    }
    const now = deps.clock.now().toISOString();
    const [, cancelled] = await db.batch([
      failed,
      db
        .update(appointments)
        .set({ status: 'cancelled', cancellationReason: depositMessages.refusedBookingReason, cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(appointments.id, booking),
            inArray(appointments.status, ['pending', 'confirmed']),
            exists(
              db
                .select({ one: sql`1` })
                .from(paymentTransactions)
                .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.status, 'failed'))),
            ),
          ),
        ),
    ]);
    if (cancelled.rowsAffected === 1) await bookingRefused?.(booking);
    return 'failed';
  }
  const settings = await loadClinicSettings(db);
  const landing = await settlingDay(db, deposit.businessDate, clinicDate(deps.clock.now(), settings.timeZone));
  const pendingRow = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(stillPending));
  await db.batch([
    depositAudit(
      deps,
      {
        id: deposit.id,
        patientId: deposit.patientId,
        appointmentId: deposit.appointmentId ?? '',
        tender: 'card_on_file',
        amountCents: deposit.amountCents,
        staffId: deposit.staffId,
      },
      pendingRow,
    ),
    db
      .update(paymentTransactions)
      .set({ status: 'completed', gatewayReference: result.reference, ...landing })
      .where(stillPending),
  ]);
  logger.info('deposit charged', { transactionId });
  return 'completed';
}

/**
 * The receipt of the deposit made with a key: completed (or refunded since) answers it; failed is the
 * refusal (402); still pending, another request's: wait a little, or finish it when that one is gone.
 */
export async function answerFromDeposit(deps: AppDeps, transactionId: string): Promise<DepositReceipt> {
  const deadline = Date.now() + depositTiming.inFlightWaitMs;
  let resumed = false;
  for (;;) {
    const [row] = await deps.db
      .select({
        id: paymentTransactions.id,
        appointmentId: paymentTransactions.appointmentId,
        amountCents: paymentTransactions.amount,
        status: paymentTransactions.status,
        notes: paymentTransactions.notes,
        tender: paymentTransactions.tender,
        receivedAt: paymentTransactions.receivedAt,
        businessDate: paymentTransactions.businessDate,
        description: paymentTransactions.description,
        createdAt: paymentTransactions.createdAt,
        brand: paymentMethods.cardBrand,
        lastFour: paymentMethods.lastFourDigits,
      })
      .from(paymentTransactions)
      .leftJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.paymentMethodId))
      .where(eq(paymentTransactions.id, transactionId));
    if (!row) throw notFound();
    if (row.status === 'failed') throw new AppError(errorCodes.paymentRefused, row.notes || chargeRefusalMessages.failed);
    if (row.status !== 'pending') {
      const tender = row.tender ?? 'card_on_file';
      return {
        id: row.id,
        appointmentId: row.appointmentId ?? '',
        amountCents: row.amountCents,
        tender,
        tenderLabel:
          tender === 'card_on_file' && row.brand ? `${tenderLabel(tender)} ${row.brand} •••• ${row.lastFour}` : tenderLabel(tender),
        receivedAt: row.receivedAt ?? row.createdAt,
        businessDate: row.businessDate ?? '',
        description: row.description ?? '',
      };
    }
    if (!resumed && deps.clock.now().getTime() - Date.parse(row.createdAt) > depositTiming.stalePendingMs) {
      resumed = true;
      await settleDeposit(deps, transactionId);
      continue;
    }
    // Real time, not the clinic's clock: this waits for another request, which takes real time.
    if (Date.now() >= deadline) throw new AppError(errorCodes.balanceChanged, depositMessages.inProgress);
    await sleep(depositTiming.pollMs);
  }
}

/** What the visit's deposit brought and still holds for it: completed, less what was refunded. */
export async function depositPaidCents(deps: Pick<AppDeps, 'db'>, appointmentId: string): Promise<number> {
  return (await depositsPaid(deps, [appointmentId])).get(appointmentId) ?? 0;
}

/** `depositPaidCents` of several visits at once (the calendar's, the portal's): only those with one. */
export async function depositsPaid(deps: Pick<AppDeps, 'db'>, appointmentIds: readonly string[]): Promise<Map<string, number>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await deps.db
    .select({
      appointmentId: paymentTransactions.appointmentId,
      cents: sql<number>`sum(${paymentTransactions.amount} - ${paymentTransactions.refundedAmount})`,
    })
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.appointmentId, [...appointmentIds]),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'completed'),
      ),
    )
    .groupBy(paymentTransactions.appointmentId);
  return new Map(
    rows.filter((row) => row.appointmentId && Number(row.cents) > 0).map((row) => [row.appointmentId as string, Number(row.cents)]),
  );
}

/**
 * Finishes the card deposits a crash left pending (for the stale-payment job); a booking whose deposit
 * is refused is cancelled and its patient told with `bookingRefused`. Returns how many it asked about.
 */
export async function resumeStaleDeposits(deps: AppDeps, bookingRefused?: BookingRefusedNotice): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - depositTiming.stalePendingMs).toISOString();
  const stale = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'pending'),
        isNotNull(paymentTransactions.idempotencyKey),
        lt(paymentTransactions.createdAt, staleBefore),
      ),
    );
  for (const deposit of stale) {
    logger.warn('resuming a stale deposit', { transactionId: deposit.id });
    await settleDeposit(deps, deposit.id, bookingRefused).catch(() => undefined);
  }
  return stale.length;
}
