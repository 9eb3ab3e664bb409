// A checkout already started with its key (record-checkout.ts, step 1): its id, derived from the
// patient and the dialog's key; whether it was recorded (its row in `checkouts`: the tenders, the
// invoices, the credit used and kept: checkout-record.ts) or has its card payment under way; and the answer a repeated
// request gets from it, waiting for a card still charging. The audit trail is not read: pruning it
// changes no answer.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { Checkout } from 'shared-domain/billing/checkout';
import type { DeskCheckoutResult } from 'shared-domain/billing/desk-account-views';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { chargeRefusalMessages, paymentMessages } from 'shared-domain/billing/payment';
import { tenderLabel } from 'shared-domain/billing/tender';
import type { AppDeps } from '../../deps';
import { checkouts, paymentTransactions } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { patientInvoiceSummaries } from '../account/invoice-summaries';
import { loadPatient } from '../account/patient-account';
import { cardPaymentTiming, resumeStalePayments } from './card-payment';
import { type RecordedCheckout, recordedCheckout } from './checkout-record';

export const checkoutTiming = {
  /** How long a repeated request waits for the first one, still charging the card, to finish. */
  inFlightWaitMs: 5_000,
  pollMs: 50,
} as const;

/** The checkout's id: one per patient and dialog key, so a repeated request finds it. */
export function checkoutIdOf(patientId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`checkout:${patientId}:${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether the checkout was recorded or has its card payment under way. */
export async function checkoutStarted(deps: Pick<AppDeps, 'db'>, checkoutId: string): Promise<boolean> {
  const [recorded] = await deps.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
  if (recorded) return true;
  const [payment] = await deps.db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.checkoutId, checkoutId))
    .limit(1);
  return payment !== undefined;
}

/**
 * A digest of everything `request` asks for: tenders (with their card) in order, the invoices as a
 * set, the credit used, whether an overpayment is kept, the day it is recorded for. Two requests with
 * the same digest ask for the same checkout.
 */
export function checkoutRequestDigest(request: Checkout): string {
  const asked = {
    patientId: request.patientId,
    tenders: request.tenders.map((tender) => [tender.tender, tender.amountCents, tender.paymentMethodId ?? null]),
    invoiceIds: [...new Set(request.invoiceIds)].sort(),
    creditAppliedCents: request.creditAppliedCents,
    keepOverpaymentAsCredit: request.keepOverpaymentAsCredit,
    receivedOn: request.receivedOn ?? null,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * Whether `request` asks for the checkout that was recorded: its whole request when its digest was
 * kept, else (recorded before digests, or settled by the job) the same tenders and amounts in the
 * same order, the same invoices, the same credit used. A key sent again with another body is another
 * checkout under a reused key, never answered with the first one's result.
 */
export function sameCheckoutRequest(recorded: RecordedCheckout, request: Checkout): boolean {
  if (recorded.requestDigest) return recorded.requestDigest === checkoutRequestDigest(request);
  const sameTenders =
    recorded.tenders.length === request.tenders.length &&
    recorded.tenders.every(
      (tender, index) => tender.tender === request.tenders[index]?.tender && tender.amountCents === request.tenders[index]?.amountCents,
    );
  const asked = new Set(request.invoiceIds);
  const sameInvoices = asked.size === recorded.invoiceIds.length && recorded.invoiceIds.every((id) => asked.has(id));
  return sameTenders && sameInvoices && recorded.creditAppliedCents === request.creditAppliedCents;
}

/**
 * The answer for a checkout already started with `request`'s key: the checkout as recorded (409 when
 * `request` asks for another one); its card's refusal when declined; still charging, another
 * request's: wait for it a little, or finish it when that request is clearly gone.
 */
export async function answerFromCheckout(deps: AppDeps, request: Checkout, checkoutId: string): Promise<DeskCheckoutResult> {
  const { patientId } = request;
  const deadline = Date.now() + checkoutTiming.inFlightWaitMs;
  let resumed = false;
  for (;;) {
    const recorded = await recordedCheckout(deps, checkoutId);
    if (recorded && recorded.patientId === patientId) {
      if (!sameCheckoutRequest(recorded, request)) throw new AppError(errorCodes.checkoutKeyReused, deskMessages.checkoutKeyReused);
      return checkoutResult(deps, recorded);
    }
    const [card] = await deps.db
      .select({
        id: paymentTransactions.id,
        status: paymentTransactions.status,
        notes: paymentTransactions.notes,
        createdAt: paymentTransactions.createdAt,
      })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.checkoutId, checkoutId), eq(paymentTransactions.patientId, patientId)))
      .limit(1);
    if (!card) throw notFound();
    if (card.status === 'failed') throw new AppError(errorCodes.paymentRefused, card.notes || chargeRefusalMessages.failed);
    if (
      card.status === 'pending' &&
      !resumed &&
      deps.clock.now().getTime() - Date.parse(card.createdAt) > cardPaymentTiming.stalePendingMs
    ) {
      resumed = true;
      await resumeStalePayments(deps, patientId);
      continue;
    }
    // Real time, not the clinic's clock: this waits for another request, which takes real time.
    if (Date.now() >= deadline) throw new AppError(errorCodes.billingChanged, paymentMessages.inProgress);
    await sleep(checkoutTiming.pollMs);
  }
}

/** `DeskCheckoutResult` of a recorded checkout, its invoices as they stand now. */
export async function checkoutResult(deps: AppDeps, recorded: RecordedCheckout): Promise<DeskCheckoutResult> {
  const [payments, invoiceRows, patient] = await Promise.all([
    deps.db
      .select({ id: paymentTransactions.id, tender: paymentTransactions.tender, amountCents: paymentTransactions.amount })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.checkoutId, recorded.checkoutId), eq(paymentTransactions.patientId, recorded.patientId)))
      .orderBy(paymentTransactions.idempotencyKey),
    patientInvoiceSummaries(deps.db, recorded.patientId, recorded.invoiceIds),
    loadPatient(deps.db, recorded.patientId),
  ]);
  return {
    checkoutId: recorded.checkoutId,
    payments: payments.map((payment) => {
      const tender = payment.tender ?? 'card_on_file';
      return { id: payment.id, tender, tenderLabel: tenderLabel(tender), amountCents: payment.amountCents };
    }),
    invoices: invoiceRows,
    creditAppliedCents: recorded.creditAppliedCents,
    creditKeptCents: recorded.creditKeptCents,
    receiptEmailedTo: patient.email,
  };
}
