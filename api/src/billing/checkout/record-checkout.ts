// « Encaisser »: one or several of a patient's open invoices (drafts are issued on the
// way), paid by one or several tenders and the account credit, exactly once whatever the
// double-clicks, retries and other desks.
//
// 1. The checkout's id is derived from the patient and the dialog's key: the same key again finds
//    the checkout already recorded and answers from it (checkout-replay.ts; its row in `checkouts` is
//    its record: the tenders, the invoices, the credit used and kept).
// 2. The amounts are read (the invoices: chosen-invoices.ts), checked (French refusals, nothing
//    written) and allocated oldest invoice first: the credit used first, then each tender in the
//    order given; what is left is credit.
// 3. Everything is written in ONE batch (checkout-batch.ts) whose first statement of ours (the
//    checkout's row, the anchor) is guarded by the whole state the allocation was computed from
//    (checkout-guard.ts): the day still open, each invoice still owed with room for what it gets
//    (less what pending card payments hold), each credit source still holding what is taken from
//    it, the checkout not yet recorded. Every other statement acts only if the anchor was written,
//    so it all lands or nothing does: twenty desks paying one invoice at once record one payment;
//    the others are told it changed (409).
// 4. A card on file follows the portal's protocol (card-payment.ts): the card's pending row and its
//    claims first (guarded like the anchor; card-claim.ts), the gateway charged with the row's key,
//    then the batch of 3 completing it. Declined: the row failed, nothing else written (402). A
//    crash after the charge leaves the row pending: the stale-payment job (or the same key, later)
//    records the card payment on its own; the desk, which saw the checkout fail, takes the rest again.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cardExpiryState } from 'shared-domain/billing/card';
import { clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import type { Checkout } from 'shared-domain/billing/checkout';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { DeskCheckoutResult } from 'shared-domain/billing/desk-account-views';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { allocatePayment } from 'shared-domain/billing/invoice-ledger';
import { checkoutCashRounding } from 'shared-domain/billing/cash-rounding';
import { chargeRefusalMessages, paymentMessages } from 'shared-domain/billing/payment';
import { loadEmailClinic } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { paymentMethods } from '../../platform/db/schema';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { pairCredit } from '../account/apply-credit';
import { creditSources, takeFromSources } from '../account/credit-sources';
import { loadPatient } from '../account/patient-account';
import { refuseClosedDay, refuseDayBeforeOpenDays } from '../cash-closing/closed-day';
import { cashingDay } from '../cash-closing/settling-day';
import {
  chargeCard,
  loadPendingCardPayment,
  patientChargeKey,
  recordChargedCard,
  recordRefusedCharge,
  resumeStalePayments,
} from './card-payment';
import { claimCard } from './card-claim';
import { writeCheckout } from './checkout-batch';
import { answerFromCheckout, checkoutIdOf, checkoutRequestDigest, checkoutStarted } from './checkout-replay';
import type { CheckoutPlan, TenderPlan } from './checkout-plan';
import { invoiceSequence } from './checkout-receipt-mail';
import { refusePaymentBeforeInvoice } from './payment-date';
import { chosenInvoices } from './chosen-invoices';

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
  const receivedOn = request.receivedOn ?? today;
  if (receivedOn > today) throw fieldRefusal('receivedOn', deskMessages.receivedInFuture);
  // Taken today after the close: counted on the next open day. An earlier day's close stands.
  const { businessDate, authorizedOn } =
    receivedOn === today ? await cashingDay(deps.db, today) : { businessDate: receivedOn, authorizedOn: null };
  await refuseClosedDay(deps.db, businessDate);
  await refuseDayBeforeOpenDays(deps.db, businessDate, today, clinic.timeZone);
  await refusePaymentBeforeInvoice(deps.db, receivedOn, request.invoiceIds);

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
  const rounding = checkoutCashRounding(request.tenders, openCents - request.creditAppliedCents);
  const tendered = request.tenders.reduce((sum, tender) => sum + tender.amountCents, 0) - rounding.roundingCents;
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
    const roundingCents = index === rounding.index ? rounding.roundingCents : 0;
    const { allocations, creditCents } = use(tender.amountCents - roundingCents);
    creditKeptCents += creditCents;
    return {
      id: randomUUID(),
      index,
      tender: tender.tender,
      amountCents: tender.amountCents - roundingCents,
      roundingCents,
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
    requestDigest: checkoutRequestDigest(request),
    businessDate,
    authorizedOn,
    // Taken today: now; recorded for an earlier day (a cheque found in the drawer): that day, at noon.
    receivedAt: receivedOn === today ? now.toISOString() : clinicInstant(receivedOn, '12:00', clinic.timeZone).toISOString(),
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
  if (!pending?.token) return answerFromCheckout(deps, request, checkoutId);
  const result = await chargeCard(deps, { ...pending, token: pending.token }, patientChargeKey(pending));
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
