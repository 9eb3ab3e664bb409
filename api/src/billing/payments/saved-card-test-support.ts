// A patient's saved card as the tests need it: tokenised by the test app's sandbox gateway, then
// stored the way the add-card route stores it (primary, expiring in 2029).
import { sandboxCards } from 'shared-domain/billing/card';
import { paymentMethods } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import type { TestApp } from '../../testing/test-app';

export interface SavedCardOptions {
  /** The sandbox card number (`sandboxCards`): one that is declined, or needs more, tests those paths. */
  number?: string;
  /** Any column to set otherwise (an expired card, one no longer primary). */
  fields?: Partial<typeof paymentMethods.$inferInsert>;
}

/** The id of a new saved card of `patientId`. */
export async function savedCard(
  testApp: Pick<TestApp, 'db' | 'deps' | 'clock'>,
  patientId: string,
  { number = sandboxCards.success, fields = {} }: SavedCardOptions = {},
): Promise<string> {
  const tokenized = await testApp.deps.paymentGateway.tokenize({
    number,
    cvv: '123',
    expiryMonth: 8,
    expiryYear: 2029,
    cardholderName: 'JULIE MARTIN',
    postalCode: 'H2X 1Y4',
  });
  if (!tokenized.ok) throw new Error('tokenisation refused');
  const [card] = await testApp.db
    .insert(paymentMethods)
    .values({
      patientId,
      cardToken: tokenized.token,
      cardBrand: tokenized.brand,
      lastFourDigits: tokenized.lastFour,
      expiryMonth: 8,
      expiryYear: 2029,
      cardholderName: 'JULIE MARTIN',
      billingAddressLine1: '123 rue Saint-Denis',
      billingCity: 'Montréal',
      billingPostalCode: 'H2X 1Y4',
      isPrimary: true,
      ...timestamps(testApp.clock),
      ...fields,
    })
    .returning({ id: paymentMethods.id });
  if (!card) throw new Error('card not saved');
  return card.id;
}
