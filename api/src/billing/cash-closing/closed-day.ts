// A closed day (« Fermeture de caisse », DESIGN §6): while a clinic day's latest close is not
// reopened (the `closed_cash_days` view, the one definition the database's triggers share), its
// payments and refunds are frozen — a later correction is a dated adjustment on a later day, or an
// admin reopens the day (reopen-cash-day.ts). Writers guard on it in two ways: `dayIsOpen` inside the batch's guarded
// statements (so a close that lands between a check and the write still wins), `refuseClosedDay`
// before it, to answer in French instead of a bare « changed ».
import { and, eq, exists, gte, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import { deskMessages } from 'shared-domain/billing/desk-messages';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate } from 'shared-domain/platform/format';
import type { Database } from '../../platform/db/client';
import { cashDayReopenings, closedCashDays, paymentTransactions } from '../../platform/db/schema';
import { AppError, fieldRefusal } from '../../platform/http/app-error';

/**
 * `not exists (select 1 from closed_cash_days where business_date = …)`: a condition for
 * `insertWhere` and guarded updates. `businessDate` is a clinic day 'YYYY-MM-DD' or an SQL
 * expression (e.g. the business date column of the row being updated).
 */
export function dayIsOpen(db: Database, businessDate: string | SQL): SQL {
  return notExists(db.select({ one: sql`1` }).from(closedCashDays).where(eq(closedCashDays.businessDate, businessDate)));
}

/** Whether the clinic day is closed (closed and not reopened since). */
export async function isDayClosed(db: Database, businessDate: string): Promise<boolean> {
  return (await closingOfDay(db, businessDate)) !== null;
}

/** The id of the close that keeps the day closed, or null while it is open. */
export async function closingOfDay(db: Database, businessDate: string): Promise<string | null> {
  const [closed] = await db
    .select({ id: closedCashDays.closingId })
    .from(closedCashDays)
    .where(eq(closedCashDays.businessDate, businessDate))
    .limit(1);
  return closed?.id ?? null;
}

/** The day was reopened and is open now: a payment may be dated on it though later days are closed. */
function reopenedAndOpen(db: Database, businessDate: string): SQL {
  return and(
    exists(db.select({ one: sql`1` }).from(cashDayReopenings).where(eq(cashDayReopenings.businessDate, businessDate))),
    dayIsOpen(db, businessDate),
  ) as SQL;
}

/** Refuses (409 BILL_003, in French, with the day written out) a change to a closed day's money. */
export async function refuseClosedDay(db: Database, businessDate: string): Promise<void> {
  if (await isDayClosed(db, businessDate)) {
    throw new AppError(errorCodes.dayClosed, deskMessages.dayClosed(formatDate(businessDate)));
  }
}

/**
 * The earliest day a payment taken now may be dated on: the day after the last closed day; before the
 * clinic's first close, the day of its first payment in the product (the days before it count as
 * closed: nothing the product recorded was taken then), or `today` when it has none yet. A payment's
 * day is its business date; a payment recorded before business dates existed counts on the clinic
 * day of its row (never the UTC date: an evening payment would move to the next day). A charge that
 * failed or is still pending took nothing, and opens no earlier day.
 */
export async function earliestOpenDay(db: Database, today: string, timeZone: string): Promise<string> {
  const [closed] = await db.select({ last: sql<string | null>`max(${closedCashDays.businessDate})` }).from(closedCashDays);
  if (closed?.last) return addDays(closed.last, 1);
  const [first] = await db
    .select({
      dated: sql<string | null>`min(${paymentTransactions.businessDate})`,
      undated: sql<string | null>`min(case when ${paymentTransactions.businessDate} is null then ${paymentTransactions.createdAt} end)`,
    })
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.status, ['completed', 'refunded']));
  const days = [first?.dated, first?.undated ? clinicDate(new Date(first.undated), timeZone) : null].filter((day): day is string => !!day);
  const day = days.sort()[0];
  return day && day < today ? day : today;
}

/**
 * Refuses (422 beside « Reçu le », in French) a payment dated before `earliestOpenDay`, unless an
 * admin reopened that day; a closed day itself is refused by `refuseClosedDay` with its own message,
 * so it is checked first by callers.
 */
export async function refuseDayBeforeOpenDays(db: Database, businessDate: string, today: string, timeZone: string): Promise<void> {
  const earliest = await earliestOpenDay(db, today, timeZone);
  if (businessDate >= earliest) return;
  const [reopened] = await db.all<{ open: number }>(sql`select ${reopenedAndOpen(db, businessDate)} as open`);
  if (!reopened?.open) throw fieldRefusal('receivedOn', deskMessages.receivedBeforeOpenDays(formatDate(earliest)));
}

/**
 * No closed day on `businessDate` nor after it, or the day was reopened and is open: the day is still
 * among the days a payment may be dated on (for a batch's guard).
 */
export function noCloseSince(db: Database, businessDate: string): SQL {
  return or(
    notExists(db.select({ one: sql`1` }).from(closedCashDays).where(gte(closedCashDays.businessDate, businessDate))),
    reopenedAndOpen(db, businessDate),
  ) as SQL;
}
