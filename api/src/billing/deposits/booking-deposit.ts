// The deposit of a booking made online (the public page) or from the portal: the card is checked
// with the gateway before the slot is taken, the deposit charged once the appointment is written
// (take-deposit.ts, the key the page made), and the booking kept only when it succeeded. A refused
// card cancels the appointment it held (its slot free again at once) and is said in French: a clinic
// wants no visit on its calendar whose deposit was never paid, and no hold for a visitor who left.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cardExpiryState, parseExpiry } from 'shared-domain/billing/card';
import { type BookingDeposit, depositMessages } from 'shared-domain/billing/deposit';
import { paymentMessages } from 'shared-domain/billing/payment';
import { errorCodes } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { logger } from '../../logger';
import { appointments, paymentMethods, paymentTransactions } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { gatewayRefusalMessages } from '../payments/payment-methods';
import type { TokenizeResult } from '../payments/payment-gateway';
import { answerFromDeposit, takeDeposit } from './take-deposit';

/** How the booker pays the deposit: the card typed online, or a saved card of the portal's patient. */
export type BookingDepositCard =
  | { kind: 'typed'; card: BookingDeposit }
  | { kind: 'saved'; patientId: string; paymentMethodId: string; idempotencyKey: string };

export interface CheckedCard {
  idempotencyKey: string;
  /** The typed card's token and what is kept of it; undefined for a saved card. */
  typed?: { token: string; brand: string; lastFour: string; card: BookingDeposit };
  paymentMethodId?: string;
}

/**
 * The typed card tokenised by the gateway (a refusal is said in French, 402, nothing written); a
 * saved card must be one of the patient's active cards, not expired (refused on `deposit`, 422,
 * before the slot is taken: nothing is booked).
 */
export async function checkBookingCard(deps: AppDeps, deposit: BookingDepositCard): Promise<CheckedCard> {
  if (deposit.kind === 'saved') {
    await refuseUnusableSavedCard(deps, deposit);
    return { idempotencyKey: deposit.idempotencyKey, paymentMethodId: deposit.paymentMethodId };
  }
  const { card } = deposit;
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  let tokenized: TokenizeResult;
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
    logger.error('booking card tokenisation failed', { error: (error as Error)?.name });
    tokenized = { ok: false, reason: 'failed' };
  }
  if (!tokenized.ok) throw new AppError(errorCodes.paymentRefused, gatewayRefusalMessages[tokenized.reason]);
  return {
    idempotencyKey: card.idempotencyKey,
    typed: { token: tokenized.token, brand: tokenized.brand, lastFour: tokenized.lastFour, card },
  };
}

async function refuseUnusableSavedCard(deps: AppDeps, deposit: Extract<BookingDepositCard, { kind: 'saved' }>): Promise<void> {
  const [card] = await deps.db
    .select({ expiryMonth: paymentMethods.expiryMonth, expiryYear: paymentMethods.expiryYear })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, deposit.paymentMethodId),
        eq(paymentMethods.patientId, deposit.patientId),
        eq(paymentMethods.isActive, true),
      ),
    );
  // Another patient's card, a removed one or a card kept only for an earlier deposit: not hers to pick.
  if (!card) throw fieldRefusal({ deposit: depositMessages.cardRequired });
  if (cardExpiryState({ month: card.expiryMonth, year: card.expiryYear }, deps.clock.now()) === 'expired') {
    throw fieldRefusal({ deposit: paymentMessages.cardExpired });
  }
}

/**
 * The appointment a deposit with this key was taken for, when the booker's address is the
 * appointment's: a double submit of the same booking finds the first. Waits for its charge; a
 * refused one is the same refusal.
 */
export async function bookingOfDepositKey(deps: AppDeps, idempotencyKey: string, email: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ id: paymentTransactions.id, appointmentId: paymentTransactions.appointmentId })
    .from(paymentTransactions)
    .innerJoin(appointments, eq(appointments.id, paymentTransactions.appointmentId))
    .where(
      and(
        eq(paymentTransactions.idempotencyKey, idempotencyKey),
        eq(paymentTransactions.transactionType, 'deposit'),
        eq(sql`lower(${appointments.email})`, email.toLowerCase()),
      ),
    );
  if (!row?.appointmentId) return undefined;
  await answerFromDeposit(deps, row.id);
  return row.appointmentId;
}

/**
 * Charges the booked appointment's deposit with the checked card, for `patientId` (the record the
 * money is filed under). Refused: the appointment is cancelled (settleDeposit) and the refusal thrown (402).
 */
export async function payBookingDeposit(
  deps: AppDeps,
  booking: { appointmentId: string; patientId: string; amountCents: number; card: CheckedCard },
): Promise<void> {
  let paymentMethodId = booking.card.paymentMethodId ?? null;
  const { typed } = booking.card;
  if (typed) {
    // Only the token is kept, inactive: it is this deposit's card, not a card saved in the portal.
    const expiry = parseExpiry(typed.card.expiry) ?? { month: 0, year: 0 };
    paymentMethodId = randomUUID();
    await deps.db.insert(paymentMethods).values({
      id: paymentMethodId,
      patientId: booking.patientId,
      cardToken: typed.token,
      cardBrand: typed.brand,
      lastFourDigits: typed.lastFour,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cardholderName: typed.card.cardholderName,
      billingAddressLine1: '',
      billingCity: '',
      billingPostalCode: typed.card.postalCode,
      isPrimary: false,
      isActive: false,
      ...timestamps(deps.clock),
    });
  }
  // A refused card cancels the appointment it held (settleDeposit), and the refusal is thrown (402).
  await takeDeposit(deps, {
    appointmentId: booking.appointmentId,
    patientId: booking.patientId,
    amountCents: booking.amountCents,
    tender: 'card_on_file',
    paymentMethodId,
    idempotencyKey: booking.card.idempotencyKey,
    staffId: null,
  });
}
