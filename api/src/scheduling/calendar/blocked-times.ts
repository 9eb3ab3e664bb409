// Times the clinic blocks (a holiday, a training afternoon): no booking may overlap them, online or
// at the desk. The public booking reads blocked periods fresh on every availability request
// (booking/booking-calendar.ts), so a new one stops being offered at once; the site's version is
// bumped as well, in the same batch, so the cached clinic profile (the automatic "agenda full")
// is computed again rather than at the next minute.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { overlapsTaken, slotHoldingStatuses, takenIntervals } from 'shared-domain/scheduling/availability';
import type { AppDeps } from '../../deps';
import { appointments, blockedTimes, serviceTypes, siteVersion } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { type AdminAppointment, adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from './appointment-view';
import { type BlockedTimeInput, calendarMessages } from 'shared-domain/scheduling/calendar-input';
import { type BlockedTime, blockedTimeColumns } from './calendar-view';
import { clinicNowIn } from '../../clinic/public';

const bumpSiteVersion = (db: AppDeps['db']) =>
  db
    .update(siteVersion)
    .set({ version: sql`${siteVersion.version} + 1` })
    .where(eq(siteVersion.id, 1));

/** Pending and confirmed appointments that overlap `period`: the ones staff must now move or cancel. */
export async function appointmentsInPeriod(db: AppDeps['db'], period: BlockedTimeInput): Promise<AdminAppointment[]> {
  const rows = await db
    .select(adminAppointmentColumns)
    .from(appointments)
    .leftJoin(serviceTypes, adminAppointmentJoin)
    .where(
      and(
        gte(appointments.scheduledDate, period.startDate),
        lte(appointments.scheduledDate, period.endDate),
        isNotNull(appointments.scheduledTime),
        inArray(appointments.status, [...slotHoldingStatuses]),
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
  return rows.map(describeAdminAppointment).filter(
    // The same overlap rule as availability: touching ends do not overlap.
    (appointment) =>
      appointment.scheduledDate !== null &&
      appointment.scheduledTime !== null &&
      overlapsTaken(
        appointment.scheduledTime,
        Math.max(appointment.durationMinutes, 1),
        takenIntervals(appointment.scheduledDate, [], [period]),
      ),
  );
}

/** Blocks `period`; refused when it is already over. */
export async function blockTime(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  timeZone: string,
  staffId: string,
  period: BlockedTimeInput,
): Promise<{ blockedTime: BlockedTime; overlapping: AdminAppointment[] }> {
  if (period.endDate < clinicNowIn(deps, timeZone).today) {
    throw fieldRefusal('endDate', calendarMessages.blockedPast);
  }
  const blockedTime: BlockedTime = { id: randomUUID(), ...period };
  await deps.db.batch([
    deps.db.insert(blockedTimes).values({ ...blockedTime, createdBy: staffId, ...timestamps(deps.clock) }),
    bumpSiteVersion(deps.db),
  ]);
  return { blockedTime, overlapping: await appointmentsInPeriod(deps.db, period) };
}

/** Removes a blocked period: its time is offered again at once. */
export async function unblockTime(deps: Pick<AppDeps, 'db'>, id: string): Promise<BlockedTime> {
  const [removed] = await deps.db.batch([
    deps.db.delete(blockedTimes).where(eq(blockedTimes.id, id)).returning(blockedTimeColumns),
    bumpSiteVersion(deps.db),
  ]);
  const [row] = removed;
  if (!row) throw notFound(calendarMessages.blockedTimeNotFound);
  return row;
}
