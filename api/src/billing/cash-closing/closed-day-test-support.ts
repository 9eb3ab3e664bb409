// A clinic day closed for a test: its `cash_closings` row, nothing counted (what the closing counted
// does not matter to the rules that read whether the day is closed).
import { cashClosings } from '../../platform/db/schema';
import type { TestApp } from '../../testing/test-app';

/** Closes `businessDate`, at `closedAt` (the test clock's now unless given). */
export async function closeDay(testApp: Pick<TestApp, 'db' | 'clock'>, businessDate: string, closedAt?: string): Promise<void> {
  await testApp.db.insert(cashClosings).values({
    businessDate,
    expected: '{}',
    counted: '{}',
    expectedCents: 0,
    countedCents: 0,
    differenceCents: 0,
    closedAt: closedAt ?? testApp.clock.now().toISOString(),
  });
}
