// The patient's saved cards (spec §3 payment_methods, §7 reads and writes): every query is scoped to
// one patient, and what is kept is the gateway's token, never the number or the CVV.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { type AddCard, cardExpiryState, cardMessages, parseExpiry } from 'shared-domain/billing/card';
import { errorCodes } from 'shared-domain/platform/errors';
import { chargeRefusalMessages } from 'shared-domain/billing/payment';
import type { AppDeps } from '../../deps';
import { paymentMethods } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, notFound } from '../../platform/http/app-error';
import { logger } from '../../logger';
import type { GatewayRefusal } from './payment-gateway';

/** Beyond the spec, which only names the generic failure: what the alert says after `Erreur: `. */
export const gatewayRefusalMessages = {
  // Said the same way as when a charge is refused.
  declined: chargeRefusalMessages.declined,
  'insufficient-funds': chargeRefusalMessages['insufficient-funds'],
  'invalid-request': cardMessages.tokenizationFailed,
  failed: cardMessages.tokenizationFailed,
} as const satisfies Record<GatewayRefusal, string>;

const activeOf = (patientId: string) => and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.isActive, true));

/** Primary first, then newest (§7). */
const listOrder = [desc(paymentMethods.isPrimary), desc(paymentMethods.createdAt)];

const cardColumns = {
  id: paymentMethods.id,
  brand: paymentMethods.cardBrand,
  lastFour: paymentMethods.lastFourDigits,
  expiryMonth: paymentMethods.expiryMonth,
  expiryYear: paymentMethods.expiryYear,
  cardholderName: paymentMethods.cardholderName,
  nickname: paymentMethods.cardNickname,
  isPrimary: paymentMethods.isPrimary,
};

interface CardRow {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
  nickname: string | null;
  isPrimary: boolean;
}

function describeCard(deps: Pick<AppDeps, 'clock'>, row: CardRow) {
  const expiryState = cardExpiryState({ month: row.expiryMonth, year: row.expiryYear }, deps.clock.now());
  return { ...row, nickname: row.nickname || null, expiryState };
}

export async function listPaymentMethods(deps: AppDeps, patientId: string) {
  const rows = await deps.db
    .select(cardColumns)
    .from(paymentMethods)
    .where(activeOf(patientId))
    .orderBy(...listOrder);
  return rows.map((row) => describeCard(deps, row));
}

/** Tokenises through the gateway, then keeps the token; the first card, or one asked to be, becomes primary. */
export async function addPaymentMethod(deps: AppDeps, patientId: string, card: AddCard) {
  // The schema has accepted the expiry already, so it parses.
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  let tokenized: Awaited<ReturnType<AppDeps['paymentGateway']['tokenize']>>;
  try {
    tokenized = await deps.paymentGateway.tokenize({
      number: card.number,
      cvv: card.cvv,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cardholderName: card.cardholderName,
      postalCode: card.postalCode,
    });
  } catch (error) {
    // A gateway's error may quote the request: only its kind is logged.
    logger.error('card tokenisation failed', { error: (error as Error)?.name });
    tokenized = { ok: false, reason: 'failed' };
  }
  if (!tokenized.ok) {
    logger.info('card tokenisation refused', { reason: tokenized.reason });
    throw new AppError(errorCodes.validationFailed, gatewayRefusalMessages[tokenized.reason]);
  }
  const [existing] = await deps.db.select({ id: paymentMethods.id }).from(paymentMethods).where(activeOf(patientId)).limit(1);
  const id = randomUUID();
  const isPrimary = card.makePrimary || !existing;
  const insert = deps.db
    .insert(paymentMethods)
    .values({
      ...timestamps(deps.clock),
      id,
      patientId,
      cardToken: tokenized.token,
      cardBrand: tokenized.brand,
      lastFourDigits: tokenized.lastFour,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cardholderName: card.cardholderName,
      billingAddressLine1: card.addressLine1,
      billingAddressLine2: card.addressLine2 || null,
      billingCity: card.city,
      billingProvince: card.province,
      billingPostalCode: card.postalCode,
      billingCountry: 'CA',
      cardNickname: card.nickname || null,
      isPrimary,
      isActive: true,
    })
    .returning(cardColumns);
  // The new primary and the others' loss of it land together: never two primaries.
  const [[row]] = isPrimary ? await deps.db.batch([insert, demoteOthers(deps, patientId, id)]) : [await insert];
  if (!row) throw new Error('the new card was not returned');
  return describeCard(deps, row);
}

/** The statement taking primary from the patient's other cards. */
function demoteOthers(deps: AppDeps, patientId: string, keptId: string) {
  return deps.db
    .update(paymentMethods)
    .set({ isPrimary: false, updatedAt: deps.clock.now().toISOString() })
    .where(and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.isPrimary, true), ne(paymentMethods.id, keptId)));
}

/** The patient's own active card, else 404: another patient's id is not told apart from an unknown one. */
async function ownCard(deps: AppDeps, patientId: string, cardId: string) {
  const [row] = await deps.db
    .select({ id: paymentMethods.id, isPrimary: paymentMethods.isPrimary })
    .from(paymentMethods)
    .where(and(activeOf(patientId), eq(paymentMethods.id, cardId)));
  if (!row) throw notFound();
  return row;
}

/** Soft delete (past transactions keep their reference); a removed primary passes to the newest card left. */
export async function removePaymentMethod(deps: AppDeps, patientId: string, cardId: string): Promise<void> {
  const card = await ownCard(deps, patientId, cardId);
  const updatedAt = deps.clock.now().toISOString();
  const deactivate = deps.db
    .update(paymentMethods)
    .set({ isActive: false, isPrimary: false, updatedAt })
    .where(and(eq(paymentMethods.patientId, patientId), eq(paymentMethods.id, cardId)));
  if (!card.isPrimary) {
    await deactivate;
    return;
  }
  const [successor] = await deps.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(activeOf(patientId), ne(paymentMethods.id, cardId)))
    .orderBy(desc(paymentMethods.createdAt))
    .limit(1);
  if (!successor) {
    await deactivate;
    return;
  }
  await deps.db.batch([
    deactivate,
    deps.db
      .update(paymentMethods)
      .set({ isPrimary: true, updatedAt })
      .where(and(activeOf(patientId), eq(paymentMethods.id, successor.id))),
  ]);
}

export async function makePaymentMethodPrimary(deps: AppDeps, patientId: string, cardId: string) {
  await ownCard(deps, patientId, cardId);
  const [[row]] = await deps.db.batch([
    deps.db
      .update(paymentMethods)
      .set({ isPrimary: true, updatedAt: deps.clock.now().toISOString() })
      .where(and(activeOf(patientId), eq(paymentMethods.id, cardId)))
      .returning(cardColumns),
    demoteOthers(deps, patientId, cardId),
  ]);
  if (!row) throw notFound();
  return describeCard(deps, row);
}
