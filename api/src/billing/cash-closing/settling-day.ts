// The clinic day a card payment or refund is counted on when the gateway settles it. Its own day,
// while that day is open; once the desk has closed it (its count never changes, and the database
// refuses the write: migration 0016), the first open day from the day it settled, so the money is
// counted once, on a day still to be counted, with the day it was authorized on kept beside it.
// Money taken after today's close (at the desk, a refund, the portal) is counted the same way:
// on the next open day, with today kept as the day it was received.
import { gte } from 'drizzle-orm';
import { addDays } from 'shared-domain/platform/clinic-time';
import type { Database } from '../../platform/db/client';
import { closedCashDays } from '../../platform/db/schema';
import { isDayClosed } from './closed-day';

/** What a settling row's update sets: nothing on an open day; the landing day and why otherwise. */
export async function settlingDay(
  db: Database,
  businessDate: string | null,
  today: string,
): Promise<{ businessDate: string; authorizedOn: string } | Record<string, never>> {
  if (!businessDate || !(await isDayClosed(db, businessDate))) return {};
  return { businessDate: await firstOpenDay(db, businessDate < today ? today : addDays(businessDate, 1)), authorizedOn: businessDate };
}

/** `from`, or the first day after it the desk has not closed. */
export async function firstOpenDay(db: Database, from: string): Promise<string> {
  const closed = new Set(
    (await db.select({ day: closedCashDays.businessDate }).from(closedCashDays).where(gte(closedCashDays.businessDate, from))).map(
      (row) => row.day,
    ),
  );
  let day = from;
  while (closed.has(day)) day = addDays(day, 1);
  return day;
}

/**
 * The day money taken now is counted on: today while it is open; once the desk has closed today,
 * the next day it has not closed, today kept as the day the money came in (`authorizedOn`).
 */
export async function cashingDay(db: Database, today: string): Promise<{ businessDate: string; authorizedOn: string | null }> {
  if (!(await isDayClosed(db, today))) return { businessDate: today, authorizedOn: null };
  return { businessDate: await firstOpenDay(db, addDays(today, 1)), authorizedOn: today };
}
