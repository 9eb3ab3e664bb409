// A clinic day closed (or reopened) for a test: its `cash_closings` row, nothing counted (what the
// closing counted does not matter to the rules that read whether the day is closed), and a
// reopening of its latest close.
import { count, desc, eq } from 'drizzle-orm';
import { cashClosings, cashDayReopenings } from '../../platform/db/schema';
import type { TestApp } from '../../testing/test-app';

/** Closes `businessDate` (again, after a reopening), at `closedAt` (the test clock's now unless given). */
export async function closeDay(testApp: Pick<TestApp, 'db' | 'clock'>, businessDate: string, closedAt?: string): Promise<void> {
  const [closes] = await testApp.db.select({ n: count() }).from(cashClosings).where(eq(cashClosings.businessDate, businessDate));
  await testApp.db.insert(cashClosings).values({
    businessDate,
    sequence: (closes?.n ?? 0) + 1,
    expected: '{}',
    counted: '{}',
    expectedCents: 0,
    countedCents: 0,
    differenceCents: 0,
    closedAt: closedAt ?? testApp.clock.now().toISOString(),
  });
}

/** Reopens `businessDate`'s latest close, as an admin's « Rouvrir la journée » records it. */
export async function reopenDay(
  testApp: Pick<TestApp, 'db' | 'clock'>,
  businessDate: string,
  reason = 'Correction d’un paiement',
): Promise<void> {
  const [latest] = await testApp.db
    .select({ id: cashClosings.id })
    .from(cashClosings)
    .where(eq(cashClosings.businessDate, businessDate))
    .orderBy(desc(cashClosings.sequence))
    .limit(1);
  if (!latest) throw new Error(`${businessDate} was never closed`);
  await testApp.db
    .insert(cashDayReopenings)
    .values({ businessDate, closingId: latest.id, reason, reopenedAt: testApp.clock.now().toISOString() });
}
