// What the availability rules need from the database for a range of clinic-local days: the
// appointments that hold a slot and the periods the clinic blocked.
import { and, gte, inArray, lte } from 'drizzle-orm';
import { type BlockedPeriod, type BookedAppointment, slotHoldingStatuses } from 'shared-domain/availability';
import type { AppDeps } from '../deps';
import { appointments, blockedTimes } from '../db/schema';

export interface Agenda {
  appointments: BookedAppointment[];
  blocked: BlockedPeriod[];
}

export async function loadAgenda(db: AppDeps['db'], firstDay: string, lastDay: string): Promise<Agenda> {
  const [held, blocked] = await Promise.all([
    db
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
      ),
    db
      .select({
        startDate: blockedTimes.startDate,
        endDate: blockedTimes.endDate,
        startTime: blockedTimes.startTime,
        endTime: blockedTimes.endTime,
      })
      .from(blockedTimes)
      .where(and(lte(blockedTimes.startDate, lastDay), gte(blockedTimes.endDate, firstDay))),
  ]);
  return { appointments: held, blocked };
}
