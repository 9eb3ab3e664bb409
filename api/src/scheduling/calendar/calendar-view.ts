// The calendar's day and week views: the clinic's hours, the services to colour and
// book, the appointments of the range (cancelled ones are off the agenda) and the blocked periods.
import { and, asc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import { loadOpeningHours } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { appointments, blockedTimes, serviceTypes } from '../../platform/db/schema';
import { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from './appointment-view';

export const blockedTimeColumns = {
  id: blockedTimes.id,
  startDate: blockedTimes.startDate,
  endDate: blockedTimes.endDate,
  startTime: blockedTimes.startTime,
  endTime: blockedTimes.endTime,
  reason: blockedTimes.reason,
};

export type BlockedTime = {
  id: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
};

/** Blocked periods overlapping `from`…`to` (either end open), in order. */
export function loadBlockedTimes(db: AppDeps['db'], range: { from?: string; to?: string }): Promise<BlockedTime[]> {
  return db
    .select(blockedTimeColumns)
    .from(blockedTimes)
    .where(
      and(
        range.to === undefined ? undefined : lte(blockedTimes.startDate, range.to),
        range.from === undefined ? undefined : gte(blockedTimes.endDate, range.from),
      ),
    )
    .orderBy(asc(blockedTimes.startDate), asc(blockedTimes.startTime), asc(blockedTimes.id));
}

export async function loadCalendar(db: AppDeps['db'], range: { from: string; to: string }) {
  const [hours, services, rows, blocked] = await Promise.all([
    loadOpeningHours(db),
    db
      .select({
        id: serviceTypes.id,
        name: serviceTypes.name,
        color: serviceTypes.color,
        durationMinutes: serviceTypes.durationMinutes,
        priceCents: serviceTypes.price,
      })
      .from(serviceTypes)
      .where(eq(serviceTypes.isActive, true))
      .orderBy(asc(serviceTypes.displayOrder), asc(serviceTypes.name)),
    db
      .select(adminAppointmentColumns)
      .from(appointments)
      .leftJoin(serviceTypes, adminAppointmentJoin)
      .where(
        and(
          gte(appointments.scheduledDate, range.from),
          lte(appointments.scheduledDate, range.to),
          isNotNull(appointments.scheduledTime),
          ne(appointments.status, 'cancelled'),
        ),
      )
      .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime), asc(appointments.id)),
    loadBlockedTimes(db, range),
  ]);
  return {
    from: range.from,
    to: range.to,
    hours: hours.map((day) => ({
      weekday: day.weekday,
      enabled: day.enabled,
      startTime: day.start,
      endTime: day.end,
      // The breaks (lunch) are shaded on the grid like the hours outside.
      breaks: (day.breaks ?? []).map((pause) => ({ startTime: pause.start, endTime: pause.end })),
    })),
    services,
    appointments: rows.map(describeAdminAppointment),
    blockedTimes: blocked,
  };
}
