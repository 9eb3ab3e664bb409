// « Rembourser »: money given back to a patient, from one payment (up to what of it is
// neither applied to an invoice nor refunded already) or from the account credit (taken from the
// patient's payments with unapplied money, oldest first), in the tender staff record. A card on
// file payment may go back to its card, through the gateway. Never more than was paid, whatever
// the double-clicks, retries and other desks. A payment taken by card goes back to that card (the
// gateway, or the terminal in the payment's tender); refunding it otherwise (cash, say) is the
// administration's alone, with a note saying why, kept in the refund's audit entry.
//
// 1. The refund's own row (type 'refund', positive amount, refund_of_id = the payment or null for
//    credit) carries the request's key: the same key again finds it and answers from it.
// 2. The amounts are read and checked (French refusals, nothing written), on an open day.
// 3. Recorded in ONE batch whose first statement, the refund's row, is guarded by the state the
//    check read: the day still open, each source payment still completed and holding what is taken
//    from it. The source payments' refunded amounts and the audit entry act only if that row was
//    written: ten desks refunding one payment at once never give back more than it brought.
// 4. To the card: the same row written 'pending' with the source's refunded amount (the claim,
//    guarded alike), the gateway asked with the row's key scoped to the patient, then the outcome
//    in one batch guarded by the row still pending: completed and audited, or failed with the claim
//    released (402). A crash after the gateway answered leaves the row pending, its money held: the
//    same key again, or the stale-payment job, asks the gateway again (the same key, the same
//    refund) and records the outcome once.
// 5. Cash is handed back to the nearest 0,05 $, as it is taken (shared-domain/billing/cash-rounding):
//    the row's `amount` is what the refund takes from the payments, `cash_rounding` what the drawer
//    gives beyond it (+1, +2) or short of it (−1, −2); the close counts both.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { type Refund, refundLeavesCard } from 'shared-domain/billing/refund';
import { mayAccess, type StaffRole } from 'shared-domain/accounts/staff-role';
import type { DeskRefundResult } from 'shared-domain/billing/desk-account-views';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { paymentRefundableCents } from 'shared-domain/billing/invoice-ledger';
import { paymentMessages } from 'shared-domain/billing/payment';
import { roundCash } from 'shared-domain/billing/cash-rounding';
import { type Tender, tenderLabel } from 'shared-domain/billing/tender';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { paymentTransactions } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { cashingDay, settlingDay } from '../cash-closing/settling-day';
import { creditSources, takeFromSources, unappliedCentsSql } from '../account/credit-sources';
import { loadPatient, patientAccount } from '../account/patient-account';
import { cardPaymentTiming } from '../checkout/card-payment';
import { dayIsOpen, refuseClosedDay } from '../cash-closing/closed-day';
import type { RefundResult } from '../payments/payment-gateway';
import { refundNoticeStatements } from '../documents/money-notices';

type Statement = BatchItem<'sqlite'>;

interface RefundPlan {
  id: string;
  patientId: string;
  staffId: string;
  paymentId: string | null;
  tender: Tender;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  businessDate: string;
  /** Made after today's close: today, the day it was made (its business date is the next open day). */
  authorizedOn: string | null;
  receivedAt: string;
  /** What each source payment gives, oldest first (one, the payment itself, for a refund of a payment). */
  takes: { id: string; amountCents: number }[];
  /** To the card: the charge's reference at the gateway. */
  chargeReference: string | null;
  /** A card payment refunded otherwise than to its card: why, in the administration's words. */
  offCardNote: string | null;
}

/** The answer of the same key's refund, found while refusing a duplicate of it. */
class TwinAnswer {
  constructor(readonly answer: DeskRefundResult) {}
}

export async function recordRefund(
  deps: AppDeps,
  { staffId, role }: { staffId: string; role: StaffRole },
  request: Refund,
): Promise<DeskRefundResult> {
  const { patientId } = request;
  await loadPatient(deps.db, patientId);
  const settings = await loadClinicSettings(deps.db);
  const earlier = await refundOfKey(deps, patientId, request.idempotencyKey);
  if (earlier) return answerFromRefund(deps, earlier.id, settings.timeZone);

  const now = deps.clock.now();
  const today = clinicDate(now, settings.timeZone);
  // Made after today's close: counted on the next open day.
  const day = await cashingDay(deps.db, today);

  let takes: RefundPlan['takes'];
  let chargeReference: string | null = null;
  let offCardNote: string | null = null;
  // Above what is left: unless the same key's twin (a double-click) took it meanwhile, then its answer.
  const aboveLimitUnlessTwin = async (refusal: string | AppError): Promise<never> => {
    const twin = await refundOfKey(deps, patientId, request.idempotencyKey);
    if (twin) throw new TwinAnswer(await answerFromRefund(deps, twin.id, settings.timeZone));
    throw typeof refusal === 'string' ? aboveLimit(refusal) : refusal;
  };
  try {
    if (request.paymentId) {
      const payment = await sourcePayment(deps, patientId, request.paymentId);
      const paidIn = payment.tender ?? 'card_on_file';
      const byCard = paidIn === 'card_on_file' && payment.gatewayReference !== null;
      if (refundLeavesCard(paidIn, request.tender)) {
        if (!mayAccess(role, 'management')) {
          throw new AppError(errorCodes.forbidden, deskMessages.refundOffCardAdminOnly, { tender: deskMessages.refundOffCardAdminOnly });
        }
        if (!request.offCardNote) throw fieldRefusal('offCardNote', deskMessages.offCardNoteRequired);
        offCardNote = request.offCardNote;
      }
      if (request.tender === 'card_on_file') {
        if (!byCard) throw fieldRefusal('tender', deskMessages.refundCardNeedsPayment);
        chargeReference = payment.gatewayReference;
      }
      const refundable = paymentRefundableCents(payment);
      // Nothing left of it (applied to invoices or refunded already): not an amount to lower, a 409.
      if (refundable === 0) await aboveLimitUnlessTwin(new AppError(errorCodes.billingChanged, deskMessages.nothingToRefund));
      if (request.amountCents > refundable) await aboveLimitUnlessTwin(deskMessages.refundAbovePaid(formatMoney(refundable)));
      takes = [{ id: payment.id, amountCents: request.amountCents }];
    } else {
      if (request.tender === 'card_on_file') throw fieldRefusal('tender', deskMessages.refundCardNeedsPayment);
      const sources = await creditSources(deps.db, patientId);
      const credit = sources.reduce((sum, source) => sum + source.unappliedCents, 0);
      if (request.amountCents > credit) await aboveLimitUnlessTwin(deskMessages.refundAboveCredit(formatMoney(credit)));
      takes = takeFromSources(sources, request.amountCents);
    }
  } catch (error) {
    if (error instanceof TwinAnswer) return error.answer;
    throw error;
  }

  const plan: RefundPlan = {
    id: randomUUID(),
    patientId,
    staffId,
    paymentId: request.paymentId ?? null,
    tender: request.tender,
    amountCents: request.amountCents,
    reason: request.reason,
    idempotencyKey: request.idempotencyKey,
    businessDate: day.businessDate,
    authorizedOn: day.authorizedOn,
    receivedAt: now.toISOString(),
    takes,
    chargeReference,
    offCardNote,
  };
  const written = await writeRefund(deps, plan);
  if (!written) {
    // A double-click that lost the race to its twin answers from it; else the money moved meanwhile.
    const twin = await refundOfKey(deps, patientId, request.idempotencyKey);
    if (twin) return answerFromRefund(deps, twin.id, settings.timeZone);
    await refuseClosedDay(deps.db, plan.businessDate);
    throw new AppError(errorCodes.billingChanged, deskMessages.refundChanged);
  }
  if (plan.chargeReference) await finishCardRefund(deps, plan.id);
  return answerFromRefund(deps, plan.id, settings.timeZone);
}

function aboveLimit(message: string): AppError {
  return new AppError(errorCodes.amountAboveLimit, message, { amountCents: message });
}

/** The patient's completed payment (or deposit); another patient's is not told apart from an unknown one. */
async function sourcePayment(deps: Pick<AppDeps, 'db'>, patientId: string, paymentId: string) {
  const [payment] = await deps.db
    .select({
      id: paymentTransactions.id,
      tender: paymentTransactions.tender,
      gatewayReference: paymentTransactions.gatewayReference,
      amountCents: paymentTransactions.amount,
      allocatedCents: paymentTransactions.allocatedAmount,
      refundedCents: paymentTransactions.refundedAmount,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.id, paymentId),
        eq(paymentTransactions.patientId, patientId),
        inArray(paymentTransactions.transactionType, ['payment', 'deposit']),
        eq(paymentTransactions.status, 'completed'),
      ),
    );
  if (!payment) throw notFound(deskMessages.paymentNotFound);
  return payment;
}

async function refundOfKey(deps: Pick<AppDeps, 'db'>, patientId: string, idempotencyKey: string) {
  const [row] = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.idempotencyKey, idempotencyKey),
        eq(paymentTransactions.transactionType, 'refund'),
      ),
    );
  return row;
}

/**
 * The refund's row and the sources' refunded amounts (step 3, or step 4's claim for the card),
 * written only while the state read holds. True when written.
 */
async function writeRefund(deps: AppDeps, plan: RefundPlan): Promise<boolean> {
  const { db } = deps;
  const toCard = plan.chargeReference !== null;
  const guard = and(
    dayIsOpen(db, plan.businessDate),
    ...plan.takes.map((take) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(paymentTransactions)
          .where(
            and(
              eq(paymentTransactions.id, take.id),
              eq(paymentTransactions.patientId, plan.patientId),
              eq(paymentTransactions.status, 'completed'),
              gte(unappliedCentsSql, take.amountCents),
            ),
          ),
      ),
    ),
  ) as SQL;
  const anchored = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, plan.id)));
  const row: typeof paymentTransactions.$inferInsert = {
    id: plan.id,
    patientId: plan.patientId,
    transactionType: 'refund',
    amount: plan.amountCents,
    currency: 'CAD',
    status: toCard ? 'pending' : 'completed',
    description: plan.paymentId ? 'Remboursement d’un paiement' : 'Remboursement du crédit au compte',
    notes: plan.reason,
    idempotencyKey: plan.idempotencyKey,
    tender: plan.tender,
    cashRounding: plan.tender === 'cash' ? roundCash(plan.amountCents) - plan.amountCents : 0,
    receivedAt: plan.receivedAt,
    businessDate: plan.businessDate,
    authorizedOn: plan.authorizedOn,
    takenBy: plan.staffId,
    refundOfId: plan.paymentId,
    ...createdTimestamp(deps.clock),
  };
  const statements: Statement[] = [
    // The same key taken meanwhile (a concurrent double-click) is a refusal, not an error.
    db.run(sql`${insertWhere(paymentTransactions, row, guard)} on conflict do nothing`),
    ...plan.takes.map((take) =>
      db
        .update(paymentTransactions)
        .set({ refundedAmount: sql`${paymentTransactions.refundedAmount} + ${take.amountCents}` })
        .where(and(eq(paymentTransactions.id, take.id), anchored)),
    ),
  ];
  if (!toCard) statements.push(refundedAudit(deps, plan, anchored), ...(await refundNotice(deps, plan, anchored)));
  const [written] = await db.batch(statements as [Statement, ...Statement[]]);
  const done = (written as { rowsAffected: number }).rowsAffected === 1;
  if (done) logger.info(toCard ? 'card refund claimed' : 'refund recorded', { refundId: plan.id, sources: plan.takes.length });
  return done;
}

function refundedAudit(
  deps: AppDeps,
  plan: Pick<RefundPlan, 'id' | 'patientId' | 'paymentId' | 'tender' | 'amountCents'> & {
    staffId: string | null;
    offCardNote?: string | null;
  },
  guard: SQL,
) {
  return auditEventInsertWhere(
    deps,
    {
      // A deposit given back on a patient's own cancellation has no staff behind it.
      actor: plan.staffId ? { type: 'staff', id: plan.staffId } : { type: 'system' },
      action: 'payment.refunded',
      entity: 'payment_transactions',
      entityId: plan.id,
      details: {
        patientId: plan.patientId,
        paymentId: plan.paymentId,
        tender: plan.tender,
        amountCents: plan.amountCents,
        ...(plan.offCardNote ? { offCardNote: plan.offCardNote } : {}),
      },
    },
    guard,
  );
}

/** The patient's e-mail saying what was given back, queued with the refund (billing/documents/money-notices.ts). */
function refundNotice(deps: AppDeps, plan: Pick<RefundPlan, 'patientId' | 'tender' | 'amountCents' | 'businessDate'>, guard: SQL) {
  return refundNoticeStatements(
    deps,
    { patientId: plan.patientId, amountCents: plan.amountCents, tenderLabel: tenderLabel(plan.tender), businessDate: plan.businessDate },
    guard,
  );
}

/** A refund to the card still pending, with what the gateway needs; undefined once it is not. */
async function pendingCardRefund(deps: Pick<AppDeps, 'db'>, refundId: string) {
  const [row] = await deps.db
    .select({
      id: paymentTransactions.id,
      patientId: paymentTransactions.patientId,
      status: paymentTransactions.status,
      amountCents: paymentTransactions.amount,
      idempotencyKey: paymentTransactions.idempotencyKey,
      paymentId: paymentTransactions.refundOfId,
      tender: paymentTransactions.tender,
      staffId: paymentTransactions.takenBy,
      description: paymentTransactions.description,
      businessDate: paymentTransactions.businessDate,
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, refundId), eq(paymentTransactions.transactionType, 'refund')));
  if (row?.status !== 'pending' || !row.idempotencyKey || !row.paymentId) return undefined;
  const [source] = await deps.db
    .select({ chargeReference: paymentTransactions.gatewayReference })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, row.paymentId));
  if (!source?.chargeReference) return undefined;
  return { ...row, idempotencyKey: row.idempotencyKey, paymentId: row.paymentId, chargeReference: source.chargeReference };
}

/**
 * Asks the gateway for a pending refund to the card (the same key, the same refund) and records the
 * outcome once. Throws when the gateway did not answer: the refund stays pending, its money held.
 */
export async function finishCardRefund(deps: AppDeps, refundId: string): Promise<void> {
  const refund = await pendingCardRefund(deps, refundId);
  if (!refund) return;
  let result: RefundResult;
  try {
    result = await deps.paymentGateway.refund({
      chargeReference: refund.chargeReference,
      amountCents: refund.amountCents,
      // Scoped like a charge's key, so two patients' keys never meet at the gateway.
      idempotencyKey: `${refund.patientId}:refund:${refund.idempotencyKey}`,
      description: refund.description ?? '',
    });
  } catch (error) {
    // Whether the money moved is unknown: asked again later with the same key.
    logger.error('card refund failed', { refundId, error: (error as Error)?.name });
    throw new Error('the payment gateway did not answer');
  }
  const { db } = deps;
  const pending = exists(
    db
      .select({ one: sql`1` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.id, refundId), eq(paymentTransactions.status, 'pending'))),
  );
  if (result.ok) {
    // Its day closed while it was pending: counted on the next open day, as a card payment is
    // (checkout/card-payment.ts).
    const today = clinicDate(deps.clock.now(), (await loadClinicSettings(db)).timeZone);
    const landing = await settlingDay(db, refund.businessDate, today);
    const notice = await refundNotice(
      deps,
      {
        patientId: refund.patientId,
        tender: 'card_on_file',
        amountCents: refund.amountCents,
        businessDate: landing.businessDate ?? refund.businessDate ?? today,
      },
      pending,
    );
    await db.batch([
      refundedAudit(
        deps,
        {
          id: refund.id,
          patientId: refund.patientId,
          staffId: refund.staffId,
          paymentId: refund.paymentId,
          tender: 'card_on_file',
          amountCents: refund.amountCents,
        },
        pending,
      ),
      ...notice,
      db
        .update(paymentTransactions)
        .set({ status: 'completed', gatewayReference: result.reference, ...landing })
        .where(and(eq(paymentTransactions.id, refundId), eq(paymentTransactions.status, 'pending'))),
    ]);
    logger.info('card refund recorded', { refundId });
    return;
  }
  logger.info('card refund refused', { refundId, reason: result.reason });
  await db.batch([
    // The claim released first, while the row still says it holds it.
    db
      .update(paymentTransactions)
      .set({ refundedAmount: sql`${paymentTransactions.refundedAmount} - ${refund.amountCents}` })
      .where(and(eq(paymentTransactions.id, refund.paymentId), pending)),
    db
      .update(paymentTransactions)
      .set({ status: 'failed', notes: deskMessages.cardRefundRefused })
      .where(and(eq(paymentTransactions.id, refundId), eq(paymentTransactions.status, 'pending'))),
  ]);
}

/** The answer for a refund already made with this key (a card refund still pending is finished first). */
async function answerFromRefund(deps: AppDeps, refundId: string, timeZone: string): Promise<DeskRefundResult> {
  await finishCardRefund(deps, refundId);
  const [row] = await deps.db
    .select({
      id: paymentTransactions.id,
      patientId: paymentTransactions.patientId,
      status: paymentTransactions.status,
      tender: paymentTransactions.tender,
      amountCents: paymentTransactions.amount,
      cashRoundingCents: paymentTransactions.cashRounding,
      notes: paymentTransactions.notes,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, refundId));
  if (!row) throw notFound();
  if (row.status === 'failed') throw new AppError(errorCodes.paymentRefused, row.notes ?? deskMessages.cardRefundRefused);
  // Another request's refund to the card, its gateway call still under way.
  if (row.status === 'pending') throw new AppError(errorCodes.billingChanged, paymentMessages.inProgress);
  const tender = row.tender ?? 'card_on_file';
  return {
    refund: {
      id: row.id,
      tender,
      tenderLabel: tenderLabel(tender),
      amountCents: row.amountCents,
      cashRoundingCents: row.cashRoundingCents,
    },
    account: await patientAccount(deps, row.patientId, timeZone),
  };
}

/**
 * Finishes the refunds to a card a crash left pending (the request that made them is gone), from
 * the stale-payment job. Returns how many it asked about.
 */
export async function resumeStaleRefunds(deps: AppDeps): Promise<number> {
  const staleBefore = new Date(deps.clock.now().getTime() - cardPaymentTiming.stalePendingMs).toISOString();
  const stale = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.transactionType, 'refund'),
        eq(paymentTransactions.status, 'pending'),
        isNotNull(paymentTransactions.idempotencyKey),
        lt(paymentTransactions.createdAt, staleBefore),
      ),
    );
  for (const refund of stale) {
    logger.warn('resuming a stale card refund', { refundId: refund.id });
    // Still unanswered, it keeps its money held until the next run.
    await finishCardRefund(deps, refund.id).catch(() => undefined);
  }
  return stale.length;
}
