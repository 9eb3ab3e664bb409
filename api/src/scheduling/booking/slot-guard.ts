// The database's own check that a slot is free, evaluated inside the statement that takes it
// (`insertWhere`, the move's `update … where`): the same overlap rule as `shared-domain/scheduling/availability`
// (`takenIntervals`, `overlapsTaken`), in SQL, with minutes computed from the stored 'HH:MM'. The
// pure `slotRefusal` runs first for a clear message; this is what makes a lost race a refusal
// instead of a double booking.
import { and, eq, inArray, isNotNull, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import type { AppDeps } from '../../deps';
import { appointments, blockedTimes } from '../../platform/db/schema';

export interface Slot {
  date: string;
  time: string;
  durationMinutes: number;
}

const endOfDay = 24 * 60;

function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes after midnight of a stored 'HH:MM' column. */
const minutesOf = (time: SQLiteColumn) =>
  sql<number>`(cast(substr(${time}, 1, 2) as integer) * 60 + cast(substr(${time}, 4, 2) as integer))`;

const held = alias(appointments, 'held');

/**
 * True when `slot` overlaps no pending or confirmed appointment (other than `exceptAppointmentId`,
 * the one being moved) and no blocked period. Touching ends do not overlap.
 */
export function slotIsFree(db: AppDeps['db'], slot: Slot, exceptAppointmentId?: string): SQL | undefined {
  const start = minutesOfTime(slot.time);
  const end = start + slot.durationMinutes;
  const heldStart = minutesOf(held.scheduledTime);
  const blockedStart = sql<number>`(case when ${blockedTimes.startDate} = ${slot.date} and ${blockedTimes.startTime} is not null then ${minutesOf(blockedTimes.startTime)} else 0 end)`;
  const blockedEnd = sql<number>`(case when ${blockedTimes.endDate} = ${slot.date} and ${blockedTimes.endTime} is not null then ${minutesOf(blockedTimes.endTime)} else ${endOfDay} end)`;
  return and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(held)
        .where(
          and(
            eq(held.scheduledDate, slot.date),
            inArray(held.status, [...slotHoldingStatuses]),
            isNotNull(held.scheduledTime),
            exceptAppointmentId === undefined ? undefined : ne(held.id, exceptAppointmentId),
            sql`${heldStart} < ${end}`,
            // Without a length (an old row), an appointment holds at least its start.
            sql`${start} < ${heldStart} + max(${held.durationMinutes}, 1)`,
          ),
        ),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(blockedTimes)
        .where(
          and(
            sql`${blockedTimes.startDate} <= ${slot.date}`,
            sql`${blockedTimes.endDate} >= ${slot.date}`,
            // An empty or inverted period blocks nothing, as in `takenIntervals`.
            sql`${blockedStart} < ${blockedEnd}`,
            sql`${blockedStart} < ${end}`,
            sql`${start} < ${blockedEnd}`,
          ),
        ),
    ),
  );
}
