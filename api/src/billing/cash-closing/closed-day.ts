// A closed day (« Fermeture de caisse », DESIGN §6): once a clinic day has its
// cash_closings row, its payments and refunds are frozen — a later correction is a dated adjustment
// on a later day. Writers guard on it in two ways: `dayIsOpen` inside the batch's guarded
// statements (so a close that lands between a check and the write still wins), `refuseClosedDay`
// before it, to answer in French instead of a bare « changed ».
import { eq, notExists, type SQL, sql } from 'drizzle-orm';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate } from 'shared-domain/platform/format';
import type { Database } from '../../platform/db/client';
import { cashClosings } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/**
 * `not exists (select 1 from cash_closings where business_date = …)`: a condition for
 * `insertWhere` and guarded updates. `businessDate` is a clinic day 'YYYY-MM-DD' or an SQL
 * expression (e.g. the business date column of the row being updated).
 */
export function dayIsOpen(db: Database, businessDate: string | SQL): SQL {
  return notExists(db.select({ one: sql`1` }).from(cashClosings).where(eq(cashClosings.businessDate, businessDate)));
}

/** Whether the clinic day was closed. */
export async function isDayClosed(db: Database, businessDate: string): Promise<boolean> {
  const [closed] = await db.select({ id: cashClosings.id }).from(cashClosings).where(eq(cashClosings.businessDate, businessDate)).limit(1);
  return closed !== undefined;
}

/** Refuses (409 BILL_003, in French, with the day written out) a change to a closed day's money. */
export async function refuseClosedDay(db: Database, businessDate: string): Promise<void> {
  if (await isDayClosed(db, businessDate)) {
    throw new AppError(errorCodes.dayClosed, deskMessages.dayClosed(formatDate(businessDate)));
  }
}
