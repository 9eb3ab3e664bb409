// What the availability rules need from the database for a range of clinic-local days: the
// appointments that hold a slot and the periods the clinic blocked.
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { type BlockedPeriod, type BookedAppointment, slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import type { AppDeps } from '../../deps';
import { appointments, blockedTimes } from '../../platform/db/schema';

export interface Agenda {
  appointments: BookedAppointment[];
  blocked: BlockedPeriod[];
}

export async function loadAgenda(db: AppDeps['db'], firstDay: string, lastDay: string): Promise<Agenda> {
  const [held, blocked] = await Promise.all([loadHeldAppointments(db, firstDay, lastDay), loadBlockedPeriods(db, firstDay, lastDay)]);
  return { appointments: held, blocked };
}

/** Pending and confirmed appointments from `firstDay` to `lastDay`. */
export function loadHeldAppointments(db: AppDeps['db'], firstDay: string, lastDay: string): Promise<BookedAppointment[]> {
  return db
    .select({
      scheduledDate: appointments.scheduledDate,
      scheduledTime: appointments.scheduledTime,
      status: appointments.status,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, [...slotHoldingStatuses]),
        gte(appointments.scheduledDate, firstDay),
        lte(appointments.scheduledDate, lastDay),
      ),
    );
}

/** Blocked periods overlapping `firstDay` to `lastDay`. */
export function loadBlockedPeriods(db: AppDeps['db'], firstDay: string, lastDay: string): Promise<BlockedPeriod[]> {
  let query = blockedPeriodQueries.get(db);
  if (!query) {
    query = blockedPeriodQuery(db);
    blockedPeriodQueries.set(db, query);
  }
  return query.all({ firstDay, lastDay });
}

// Read on every availability request (blocked times are not cached, see booking-calendar.ts):
// prepared once per database, it costs half of building the query each time.
const blockedPeriodQueries = new WeakMap<AppDeps['db'], ReturnType<typeof blockedPeriodQuery>>();

function blockedPeriodQuery(db: AppDeps['db']) {
  return db
    .select({
      startDate: blockedTimes.startDate,
      endDate: blockedTimes.endDate,
      startTime: blockedTimes.startTime,
      endTime: blockedTimes.endTime,
      reason: blockedTimes.reason,
    })
    .from(blockedTimes)
    .where(and(lte(blockedTimes.startDate, sql.placeholder('lastDay')), gte(blockedTimes.endDate, sql.placeholder('firstDay'))))
    .prepare();
}
