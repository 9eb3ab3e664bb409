// A day's closes and reopenings as « Fermeture de caisse » lists them: each close, then the
// reopening that undid it with the admin's reason, in the order of the closes' sequence (a close
// and its reopening may share an instant; their order never depends on it).
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { DeskCashDayEvent } from 'shared-domain/billing/desk-cash-views';
import type { Database } from '../../platform/db/client';
import { cashClosings, cashDayReopenings, staffUsers } from '../../platform/db/schema';

const closer = alias(staffUsers, 'closer');
const reopener = alias(staffUsers, 'reopener');

export async function dayHistory(db: Database, businessDate: string): Promise<DeskCashDayEvent[]> {
  const rows = await db
    .select({
      closedAt: cashClosings.closedAt,
      closedByName: closer.fullName,
      reopenedAt: cashDayReopenings.reopenedAt,
      reopenedByName: reopener.fullName,
      reason: cashDayReopenings.reason,
    })
    .from(cashClosings)
    .leftJoin(closer, eq(closer.id, cashClosings.closedBy))
    .leftJoin(cashDayReopenings, eq(cashDayReopenings.closingId, cashClosings.id))
    .leftJoin(reopener, eq(reopener.id, cashDayReopenings.reopenedBy))
    .where(eq(cashClosings.businessDate, businessDate))
    .orderBy(asc(cashClosings.sequence));
  return rows.flatMap((row): DeskCashDayEvent[] => [
    { kind: 'closed', at: row.closedAt, byName: row.closedByName, reason: null },
    ...(row.reopenedAt === null ? [] : [{ kind: 'reopened' as const, at: row.reopenedAt, byName: row.reopenedByName, reason: row.reason }]),
  ]);
}
