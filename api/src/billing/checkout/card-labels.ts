// A saved card as a receipt names it (« Visa •••• 4242 »), for the cards a checkout was paid with.
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { paymentMethods } from '../../platform/db/schema';
import { cardLabel } from '../account/patient-account';

export async function cardLabels(deps: Pick<AppDeps, 'db'>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: paymentMethods.id, brand: paymentMethods.cardBrand, lastFour: paymentMethods.lastFourDigits })
    .from(paymentMethods)
    .where(inArray(paymentMethods.id, [...ids]));
  return new Map(rows.map((row) => [row.id, cardLabel(row)]));
}
