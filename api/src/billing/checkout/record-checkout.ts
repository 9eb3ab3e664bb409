// « Encaisser »: one or several of a patient's open invoices (drafts are issued on the
// way), paid by one or several tenders and the account credit, exactly once whatever the
// double-clicks, retries and other desks.
//
// 1. The checkout's id is derived from the patient and the dialog's key: the same key again finds
//    the checkout already recorded and answers from it (checkout-replay.ts; its row in `checkouts` is
//    its record: the tenders, the invoices, the credit used and kept).
// 2. The amounts are read, checked (French refusals, nothing written) and allocated oldest invoice
//    first: the credit used first, then each tender in the order given; what is left is credit.
// 3. Everything is written in ONE batch whose first statement of ours (the checkout's row, the anchor)
//    is guarded by the whole state the allocation was computed from: the day still open, each
//    invoice still owed with room for what it gets (less what pending card payments hold), each
//    credit source still holding what is taken from it, the checkout not yet recorded. Every other
//    statement acts only if the anchor was written, so it all lands or nothing does: twenty desks
//    paying one invoice at once record one payment; the others are told it changed (409).
// 4. A card on file follows the portal's protocol (card-payment.ts): the card's pending row and its
//    claims first (guarded like the anchor), the gateway charged with the row's key, then the batch
//    of 3 completing it. Declined: the row failed, nothing else written (402). A crash after the
//    charge leaves the row pending: the stale-payment job (or the same key, later) records the card
//    payment on its own; the desk, which saw the checkout fail, takes the rest again.
import { randomUUID } from 'node:crypto';
import { and, eq, exists, gte, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { cardExpiryState } from 'shared-domain/billing/card';
import { clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { Checkout } from 'shared-domain/billing/checkout';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCheckoutResult } from 'shared-domain/billing/desk-account-views';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { allocatePayment, owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import { chargeRefusalMessages, paymentMessages } from 'shared-domain/billing/payment';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { checkouts, clinicSettings, invoicePayments, invoices, paymentMethods, paymentTransactions } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { creditSources, takeFromSources, unappliedCentsSql } from '../account/credit-sources';
import { loadPatient } from '../account/patient-account';
import { noCloseSince, refuseClosedDay, refuseDayBeforeOpenDays } from '../cash-closing/closed-day';
import { issueDraftStatements } from '../invoices/issue-invoice';
import {
  applyClaimsStatements,
  chargeCard,
  loadPendingCardPayment,
  recordChargedCard,
  recordRefusedCharge,
  resumeStalePayments,
  stillPending,
} from './card-payment';
import { checkoutWritten, recordCheckoutWhere } from './checkout-record';
import { answerFromCheckout, checkoutIdOf, checkoutStarted } from './checkout-replay';
import { allocationsByInvoice, type ChosenInvoice, type CheckoutPlan, pairCredit, type TenderPlan } from './checkout-plan';
import { checkoutReceiptMail, invoiceSequence } from './checkout-receipt-mail';

type Statement = BatchItem<'sqlite'>;

function pendingClaimsSql(invoiceId: SQL | string, exceptTransactionId?: string): SQL {
  return sql`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} join ${paymentTransactions} on ${paymentTransactions.id} = ${invoicePayments.transactionId} where ${invoicePayments.invoiceId} = ${invoiceId} and ${paymentTransactions.status} = 'pending'${exceptTransactionId ? sql` and ${paymentTransactions.id} <> ${exceptTransactionId}` : sql``}), 0)`;
}

export async function recordCheckout(deps: AppDeps, staffId: string, request: Checkout): Promise<DeskCheckoutResult> {
  try {
    return await recordCheckoutOnce(deps, staffId, request);
  } catch (error) {
    // A refusal read after the same key's twin (a double-click) went through — the invoices paid,
    // the amount now above what is owed — is answered from that checkout, not refused.
    const checkoutId = checkoutIdOf(request.patientId, request.idempotencyKey);
    if (error instanceof AppError && (await checkoutStarted(deps, checkoutId))) return answerFromCheckout(deps, request, checkoutId);
    throw error;
  }
}

async function recordCheckoutOnce(deps: AppDeps, staffId: string, request: Checkout): Promise<DeskCheckoutResult> {
  const { patientId } = request;
  const checkoutId = checkoutIdOf(patientId, request.idempotencyKey);
  const patient = await loadPatient(deps.db, patientId);
  if (await checkoutStarted(deps, checkoutId)) return answerFromCheckout(deps, request, checkoutId);

  const clinic = await loadEmailClinic(deps.db);
  const now = deps.clock.now();
  const today = clinicDate(now, clinic.timeZone);
  const businessDate = request.receivedOn ?? today;
  if (businessDate > today) throw fieldRefusal('receivedOn', deskMessages.receivedInFuture);
  await refuseClosedDay(deps.db, businessDate);
  await refuseDayBeforeOpenDays(deps.db, businessDate, today);

  const cardTenders = request.tenders.filter((tender) => tender.tender === 'card_on_file');
  if (cardTenders.length > 1) throw fieldRefusal('tenders', deskMessages.oneCardPerCheckout);
  for (const tender of cardTenders) await ownUsableCard(deps, patientId, tender.paymentMethodId ?? '', clinic.timeZone);
  // A card payment a crash left half done holds its invoices: finish it before reading them.
  await resumeStalePayments(deps, patientId);

  const chosen = await chosenInvoices(deps, patientId, request.invoiceIds);
  const openCents = chosen.reduce((sum, invoice) => sum + invoice.openCents, 0);
  const sources = await creditSources(deps.db, patientId);
  const availableCredit = sources.reduce((sum, source) => sum + source.unappliedCents, 0);
  if (request.creditAppliedCents > availableCredit) {
    throw fieldRefusal('creditAppliedCents', deskMessages.creditUnavailable(formatMoney(availableCredit)));
  }
  const tendered = request.tenders.reduce((sum, tender) => sum + tender.amountCents, 0);
  if (request.creditAppliedCents > openCents || (tendered + request.creditAppliedCents > openCents && !request.keepOverpaymentAsCredit)) {
    const message = deskMessages.moreThanOwed(formatMoney(openCents));
    throw new AppError(errorCodes.amountAboveLimit, message, { tenders: message });
  }

  // The credit first (money already here), then each tender in turn, oldest invoice first.
  let remaining = chosen.map((invoice) => ({ id: invoice.id, openCents: invoice.openCents }));
  const use = (cents: number) => {
    const { allocations, creditCents } = allocatePayment(remaining, cents);
    remaining = remaining.map((invoice) => ({
      id: invoice.id,
      openCents: invoice.openCents - allocations.filter((a) => a.invoiceId === invoice.id).reduce((sum, a) => sum + a.amountCents, 0),
    }));
    return { allocations, creditCents };
  };
  const creditAllocations = use(request.creditAppliedCents).allocations;
  const credit = pairCredit(takeFromSources(sources, request.creditAppliedCents), creditAllocations);
  let creditKeptCents = 0;
  const tenders: TenderPlan[] = request.tenders.map((tender, index) => {
    const { allocations, creditCents } = use(tender.amountCents);
    creditKeptCents += creditCents;
    return {
      id: randomUUID(),
      index,
      tender: tender.tender,
      amountCents: tender.amountCents,
      paymentMethodId: tender.tender === 'card_on_file' ? (tender.paymentMethodId ?? null) : null,
      allocations,
    };
  });
  const plan: CheckoutPlan = {
    checkoutId,
    auditId: randomUUID(),
    patientId,
    staffId,
    idempotencyKey: request.idempotencyKey,
    businessDate,
    // Taken today: now; recorded for an earlier day (a cheque found in the drawer): that day, at noon.
    receivedAt: businessDate === today ? now.toISOString() : clinicInstant(businessDate, '12:00', clinic.timeZone).toISOString(),
    today,
    invoices: chosen,
    tenders,
    credit,
    creditAppliedCents: request.creditAppliedCents,
    creditKeptCents,
    sequence: await invoiceSequence(deps),
  };

  const card = tenders.find((tender) => tender.tender === 'card_on_file');
  if (!card) {
    if (await writeCheckout(deps, plan, patient.email)) return answerFromCheckout(deps, request, checkoutId);
    if (await checkoutStarted(deps, checkoutId)) return answerFromCheckout(deps, request, checkoutId);
    throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
  }

  if (!(await claimCard(deps, plan, card))) {
    if (await checkoutStarted(deps, checkoutId)) return answerFromCheckout(deps, request, checkoutId);
    throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
  }
  const pending = await loadPendingCardPayment(deps, card.id);
  if (!pending) return answerFromCheckout(deps, request, checkoutId);
  const result = await chargeCard(deps, pending);
  if (!result.ok) {
    await recordRefusedCharge(deps, card.id, result.reason);
    throw new AppError(errorCodes.paymentRefused, chargeRefusalMessages[result.reason]);
  }
  if (await writeCheckout(deps, plan, patient.email, { cardId: card.id, reference: result.reference })) {
    return answerFromCheckout(deps, request, checkoutId);
  }
  // The card was charged but the rest changed meanwhile (rare: the credit refunded, the day closed):
  // the card payment is recorded on its own, and the desk takes the rest again.
  await recordChargedCard(deps, pending, result.reference);
  throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
}

/** The patient's own active, unexpired card; another patient's is not told apart from an unknown one. */
async function ownUsableCard(deps: Pick<AppDeps, 'db' | 'clock'>, patientId: string, cardId: string, timeZone: string) {
  const [card] = await deps.db
    .select({ id: paymentMethods.id, expiryMonth: paymentMethods.expiryMonth, expiryYear: paymentMethods.expiryYear })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.isActive, true), eq(paymentMethods.id, cardId)));
  if (!card) throw fieldRefusal('tenders', deskMessages.cardRequired);
  if (cardExpiryState({ month: card.expiryMonth, year: card.expiryYear }, deps.clock.now(), timeZone) === 'expired') {
    throw fieldRefusal('tenders', paymentMessages.cardExpired);
  }
}

/** The chosen invoices, oldest first, with what each owes; refused when one is not this patient's or not owed. */
async function chosenInvoices(deps: Pick<AppDeps, 'db'>, patientId: string, requested: readonly string[]): Promise<ChosenInvoice[]> {
  const ids = [...new Set(requested)];
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({
      id: invoices.id,
      patientId: invoices.patientId,
      appointmentId: invoices.appointmentId,
      status: invoices.paymentStatus,
      total: invoices.totalAmount,
      credited: invoices.creditedAmount,
      paid: invoices.paidAmount,
      pending: sql<number>`${pendingClaimsSql(sql`${invoices.id}`)}`,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(invoices.issuedOn, invoices.createdAt, invoices.id);
  if (rows.length < ids.length) throw notFound(deskMessages.invoiceNotFound);
  if (rows.some((row) => row.patientId !== patientId)) throw fieldRefusal('invoiceIds', deskMessages.otherPatient);
  const chosen: ChosenInvoice[] = [];
  for (const row of rows) {
    const isDraft = row.status === 'draft';
    if (!isDraft && !(owedInvoiceStatuses as readonly string[]).includes(row.status)) {
      throw new AppError(errorCodes.billingChanged, deskMessages.balanceChanged);
    }
    const deposit = isDraft ? await visitDepositCents(deps, patientId, row.appointmentId) : 0;
    const open = Math.max(0, row.total - row.credited - row.paid - Number(row.pending));
    chosen.push({ id: row.id, isDraft, openCents: Math.max(0, open - deposit) });
  }
  return chosen;
}

/**
 * What issuing a draft takes off it from its visit's deposit (issue-invoice.ts applies the oldest
 * completed deposit of the visit with money left): read here only to allocate the rest; the
 * batch's guard checks the real room once the draft is issued.
 */
async function visitDepositCents(deps: Pick<AppDeps, 'db'>, patientId: string, appointmentId: string | null): Promise<number> {
  if (!appointmentId) return 0;
  const [deposit] = await deps.db
    .select({ unapplied: unappliedCentsSql })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.patientId, patientId),
        eq(paymentTransactions.appointmentId, appointmentId),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(paymentTransactions.status, 'completed'),
        sql`${unappliedCentsSql} > 0`,
      ),
    )
    .orderBy(paymentTransactions.createdAt, paymentTransactions.id)
    .limit(1);
  return deposit ? Number(deposit.unapplied) : 0;
}

/**
 * The state the plan was computed from, as one SQL condition: the day open, the checkout not yet
 * recorded, each invoice owed by this patient with room for what it gets (pending card payments'
 * claims taken off, except the checkout's own card), each credit source still holding its share.
 */
function planStillHolds(deps: Pick<AppDeps, 'db'>, plan: CheckoutPlan, ownCardId?: string): SQL {
  const { db } = deps;
  const conditions: SQL[] = [
    // The day open, and no later day closed meanwhile: a payment is never dated before the last close.
    noCloseSince(db, plan.businessDate),
    notExists(db.select({ one: sql`1` }).from(checkouts).where(eq(checkouts.id, plan.checkoutId))),
  ];
  for (const [invoiceId, cents] of allocationsByInvoice(plan)) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(invoices)
          .where(
            and(
              eq(invoices.id, invoiceId),
              eq(invoices.patientId, plan.patientId),
              inArray(invoices.paymentStatus, owedInvoiceStatuses),
              sql`${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount} - ${pendingClaimsSql(sql`${invoices.id}`, ownCardId)} >= ${cents}`,
            ),
          ),
      ),
    );
  }
  const drafts = plan.invoices.filter((invoice) => invoice.isDraft).length;
  if (drafts > 0 && !ownCardId) {
    // Checked after the drafts' own statements numbered them: the receipt named the right numbers.
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(clinicSettings)
          .where(and(eq(clinicSettings.id, 1), eq(clinicSettings.invoiceNextNumber, plan.sequence.next + drafts))),
      ),
    );
  }
  const bySource = new Map<string, number>();
  for (const credit of plan.credit) bySource.set(credit.sourceId, (bySource.get(credit.sourceId) ?? 0) + credit.amountCents);
  for (const [sourceId, cents] of bySource) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(paymentTransactions)
          .where(and(eq(paymentTransactions.id, sourceId), eq(paymentTransactions.status, 'completed'), gte(unappliedCentsSql, cents))),
      ),
    );
  }
  return and(...conditions) as SQL;
}

function draftStatements(deps: Pick<AppDeps, 'db' | 'clock'>, plan: CheckoutPlan): Promise<Statement[][]> {
  return Promise.all(
    plan.invoices
      .filter((invoice) => invoice.isDraft)
      .map((invoice) =>
        issueDraftStatements(deps, {
          invoiceId: invoice.id,
          patientId: plan.patientId,
          staffId: plan.staffId,
          today: plan.today,
          by: 'checkout',
        }),
      ),
  );
}

function paymentRow(plan: CheckoutPlan, tender: TenderPlan, status: 'pending' | 'completed', deps: Pick<AppDeps, 'clock'>) {
  const allocated = tender.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return {
    id: tender.id,
    patientId: plan.patientId,
    paymentMethodId: tender.paymentMethodId,
    transactionType: 'payment' as const,
    amount: tender.amountCents,
    currency: 'CAD',
    status,
    description: checkoutDescription(plan),
    idempotencyKey: `${plan.idempotencyKey}:${tender.index}`,
    tender: tender.tender,
    receivedAt: plan.receivedAt,
    businessDate: plan.businessDate,
    takenBy: plan.staffId,
    checkoutId: plan.checkoutId,
    allocatedAmount: status === 'completed' ? allocated : 0,
    ...createdTimestamp(deps.clock),
  };
}

function checkoutDescription(plan: CheckoutPlan): string {
  return plan.invoices.length === 0 ? 'Paiement porté au crédit du compte' : `Encaissement — ${plan.invoices.length} facture(s)`;
}

/** The card's pending row and its claims, written only while the plan holds (the portal's step 2). */
async function claimCard(deps: AppDeps, plan: CheckoutPlan, card: TenderPlan): Promise<boolean> {
  const { db } = deps;
  const drafts = (await draftStatements(deps, plan)).flat();
  const written = exists(db.select({ one: sql`1` }).from(paymentTransactions).where(eq(paymentTransactions.id, card.id)));
  const results = await db.batch([
    ...drafts,
    // The same key already taken (a concurrent double-click) is a refusal, not an error.
    db.run(
      sql`${insertWhere(paymentTransactions, paymentRow(plan, card, 'pending', deps), planStillHolds(deps, plan))} on conflict do nothing`,
    ),
    ...card.allocations.map((allocation) =>
      db.run(
        insertWhere(invoicePayments, { transactionId: card.id, invoiceId: allocation.invoiceId, amount: allocation.amountCents }, written),
      ),
    ),
  ] as [Statement, ...Statement[]]);
  return (results[drafts.length] as { rowsAffected: number }).rowsAffected === 1;
}

/**
 * The checkout's one batch (step 3). With `charged`, the card's pending row is completed by it
 * (its claims already written) instead of inserted. True when it was written.
 */
async function writeCheckout(
  deps: AppDeps,
  plan: CheckoutPlan,
  email: string | null,
  charged?: { cardId: string; reference: string },
): Promise<boolean> {
  const { db } = deps;
  const drafts = charged ? [] : (await draftStatements(deps, plan)).flat();
  const anchored = checkoutWritten(plan.checkoutId, plan.auditId);
  const guard = charged
    ? (and(planStillHolds(deps, plan, charged.cardId), stillPending(db, charged.cardId)) as SQL)
    : planStillHolds(deps, plan);
  const recorded = {
    checkoutId: plan.checkoutId,
    patientId: plan.patientId,
    staffId: plan.staffId,
    tenders: plan.tenders.map((tender) => ({ tender: tender.tender, amountCents: tender.amountCents })),
    invoiceIds: plan.invoices.map((invoice) => invoice.id),
    appliedCents: plan.invoices.map((invoice) => allocationsByInvoice(plan).get(invoice.id) ?? 0),
    creditAppliedCents: plan.creditAppliedCents,
    creditKeptCents: plan.creditKeptCents,
  };
  const statements: Statement[] = [
    ...drafts,
    recordCheckoutWhere(deps, { ...recorded, idempotencyKey: plan.idempotencyKey, auditEventId: plan.auditId }, guard),
    auditEventInsertWhere(
      deps,
      {
        id: plan.auditId,
        actor: { type: 'staff', id: plan.staffId },
        action: 'payment.recorded',
        entity: 'checkouts',
        entityId: plan.checkoutId,
        details: {
          patientId: recorded.patientId,
          checkoutId: recorded.checkoutId,
          tenders: recorded.tenders,
          invoices: plan.invoices.length,
          creditAppliedCents: recorded.creditAppliedCents,
          creditKeptCents: recorded.creditKeptCents,
          invoiceIds: recorded.invoiceIds,
          appliedCents: recorded.appliedCents,
        },
      },
      anchored,
    ),
  ];
  const anchorIndex = drafts.length;
  for (const tender of plan.tenders) {
    if (charged && tender.id === charged.cardId) {
      const allocated = tender.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
      statements.push(
        db
          .update(paymentTransactions)
          .set({ status: 'completed', gatewayReference: charged.reference, allocatedAmount: allocated })
          .where(and(eq(paymentTransactions.id, tender.id), eq(paymentTransactions.status, 'pending'), anchored)),
      );
      continue;
    }
    statements.push(
      db.run(insertWhere(paymentTransactions, paymentRow(plan, tender, 'completed', deps), anchored)),
      ...tender.allocations.map((allocation) =>
        db.run(
          insertWhere(
            invoicePayments,
            { transactionId: tender.id, invoiceId: allocation.invoiceId, amount: allocation.amountCents },
            anchored,
          ),
        ),
      ),
    );
  }
  for (const credit of plan.credit) {
    statements.push(
      db
        .update(paymentTransactions)
        .set({ allocatedAmount: sql`${paymentTransactions.allocatedAmount} + ${credit.amountCents}` })
        .where(and(eq(paymentTransactions.id, credit.sourceId), anchored)),
      // A source that already paid part of this invoice adds to its row.
      db.run(
        sql`${insertWhere(invoicePayments, { transactionId: credit.sourceId, invoiceId: credit.invoiceId, amount: credit.amountCents }, anchored)} on conflict (${sql.identifier(invoicePayments.transactionId.name)}, ${sql.identifier(invoicePayments.invoiceId.name)}) do update set ${sql.identifier(invoicePayments.amount.name)} = ${sql.identifier(invoicePayments.amount.name)} + excluded.${sql.identifier(invoicePayments.amount.name)}`,
      ),
    );
  }
  statements.push(
    ...applyClaimsStatements(
      deps,
      [...allocationsByInvoice(plan)].map(([invoiceId, amountCents]) => ({ invoiceId, amountCents })),
      anchored,
      plan.today,
    ),
  );
  // The desk hands the receipt over as it takes the money: a paused rule (online payments' receipts) does not hold it.
  if (email) {
    const receipt = await checkoutReceiptMail(deps, plan);
    statements.push(outboxInsert(deps, { to: email, ...receipt, patientId: plan.patientId, ignorePause: true }, { onlyIf: anchored }));
  }
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  const written = (results[anchorIndex] as { rowsAffected: number }).rowsAffected === 1;
  if (written) {
    logger.info('checkout recorded', { checkoutId: plan.checkoutId, tenders: plan.tenders.length, invoices: plan.invoices.length });
    nudgeOutboxSender(deps);
  }
  return written;
}
