// Ma Journée (specification §2.13, §9; issue 13): one day's appointments in order, whatever their
// status, and the figures beside them — requests waiting for a slot, people on the waitlist, the
// day's estimated revenue and the practice's stats. Read every 30 s by each open day view, so each
// part is one indexed query: the day on `appointments_schedule_idx` (scheduled_date, scheduled_time,
// which also gives the order), the undated requests on the same index (scheduled_date is null), the
// waitlist on `waitlist_entries_status_created_idx`.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/clinic-time';
import { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from '../calendar/appointment-view';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { analyticsMetrics, appointments, serviceTypes, waitlistEntries } from '../../platform/db/schema';

type DayDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Specification §9: a completed visit without a service (or whose service is gone) counts 85 $. */
export const fallbackVisitPriceCents = 8500;

/** Specification §2.13, §9: the stats shown while `analytics_metrics` has none. */
export const defaultDayStats = { averageVisitMinutes: 30, satisfaction: 4.9 } as const;

const metricNames = { averageVisitMinutes: 'avg_visit_duration', satisfaction: 'patient_satisfaction' } as const;

/** The waitlist's people still hoping for a slot: waiting, or holding an invitation not yet answered. */
const onWaitlist = ['waiting', 'invited'] as const;

/** A request from the public modal not yet given a slot. */
export const isUndatedRequest = and(eq(appointments.status, 'pending'), isNull(appointments.scheduledDate));

/** The day's appointments (every status, by time). */
export function dayAppointmentsQuery(db: AppDeps['db'], date: string) {
  return db
    .select(adminAppointmentColumns)
    .from(appointments)
    .leftJoin(serviceTypes, adminAppointmentJoin)
    .where(eq(appointments.scheduledDate, date))
    .orderBy(asc(appointments.scheduledTime), asc(appointments.createdAt), asc(appointments.id));
}

export async function loadDayOverview(deps: DayDeps, requestedDate: string | undefined) {
  const instant = deps.clock.now();
  const { timeZone } = await loadClinicSettings(deps.db);
  const date = requestedDate ?? clinicDate(instant, timeZone);
  const [rows, [requests], [waitlist], metrics] = await Promise.all([
    dayAppointmentsQuery(deps.db, date),
    deps.db.select({ total: count() }).from(appointments).where(isUndatedRequest),
    deps.db
      .select({ total: count() })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.status, [...onWaitlist])),
    deps.db
      .select({ name: analyticsMetrics.metricName, value: analyticsMetrics.metricValue })
      .from(analyticsMetrics)
      .where(inArray(analyticsMetrics.metricName, Object.values(metricNames))),
  ]);
  const dayAppointments = rows.map(describeAdminAppointment);
  const completed = dayAppointments.filter((appointment) => appointment.status === 'completed');
  const metric = (name: string, fallback: number) => metrics.find((row) => row.name === name)?.value ?? fallback;
  return {
    date,
    /** The server's instant (ISO): the screen places the current, next and late markers with it. */
    now: instant.toISOString(),
    /** The clinic's time zone (its settings): the screen reads `now` as the clinic's wall clock in it. */
    timeZone,
    appointments: dayAppointments,
    pendingRequests: requests?.total ?? 0,
    waitlistCount: waitlist?.total ?? 0,
    revenue: {
      completedCount: completed.length,
      estimatedCents: completed.reduce((sum, appointment) => sum + (appointment.priceCents ?? fallbackVisitPriceCents), 0),
    },
    stats: {
      averageVisitMinutes: metric(metricNames.averageVisitMinutes, defaultDayStats.averageVisitMinutes),
      satisfaction: metric(metricNames.satisfaction, defaultDayStats.satisfaction),
    },
  };
}

export type DayOverview = Awaited<ReturnType<typeof loadDayOverview>>;
