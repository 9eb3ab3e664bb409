// Ma Journée (specification §2.13, §9): one day's appointments in order, whatever their
// status, and the figures beside them — requests waiting for a slot, people on the waitlist, the
// day's estimated revenue, the average length of its completed visits and the clinic's recorded
// satisfaction score, if any. Read every 30 s by each open day view, so each
// part is one indexed query: the day on `appointments_schedule_idx` (scheduled_date, scheduled_time,
// which also gives the order), the undated requests on the same index (scheduled_date is null), the
// waitlist on `waitlist_entries_status_created_idx`.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { clinicDate } from 'shared-domain/platform/clinic-time';
import { adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from '../calendar/appointment-view';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { analyticsMetrics, appointments, serviceTypes, waitlistEntries } from '../../platform/db/schema';
import { firstVisitIntakes } from '../intake/first-visit-intake';

type DayDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Specification §9: a completed visit without a service (or whose service is gone) counts 85 $. */
export const fallbackVisitPriceCents = 8500;

/**
 * The satisfaction score is not measured by the product: it is the clinic's own figure, shown only
 * when the clinic has recorded it in `analytics_metrics` (a fixed « 4,9 / 5 » read
 * like a measurement).
 */
const satisfactionMetric = 'patient_satisfaction';

/**
 * The day's average visit length in whole minutes, from its completed visits' own durations (set
 * from their service when booked, changed when staff move or lengthen them); null when none is
 * completed yet, rather than a made-up figure.
 */
export function averageVisitMinutes(visits: readonly { status: string; durationMinutes: number }[]): number | null {
  const completed = visits.filter((visit) => visit.status === 'completed');
  if (completed.length === 0) return null;
  return Math.round(completed.reduce((sum, visit) => sum + visit.durationMinutes, 0) / completed.length);
}

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
  const [rows, [requests], [waitlist], [satisfaction]] = await Promise.all([
    dayAppointmentsQuery(deps.db, date),
    deps.db.select({ total: count() }).from(appointments).where(isUndatedRequest),
    deps.db
      .select({ total: count() })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.status, [...onWaitlist])),
    deps.db
      .select({ value: analyticsMetrics.metricValue })
      .from(analyticsMetrics)
      .where(eq(analyticsMetrics.metricName, satisfactionMetric)),
  ]);
  const intakes = await firstVisitIntakes(
    deps.db,
    rows.filter((row) => row.appointment.status !== 'cancelled').map((row) => row.appointment.id),
  );
  const dayAppointments = rows.map((row) => ({
    ...describeAdminAppointment(row),
    /** A first visit's intake form: « Questionnaire reçu » or « à recevoir »; null for any other visit (the desk reads no answer). */
    intake: intakes.has(row.appointment.id) ? (intakes.get(row.appointment.id) ? ('received' as const) : ('waiting' as const)) : null,
  }));
  const completed = dayAppointments.filter((appointment) => appointment.status === 'completed');
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
      /** Minutes, over the day's completed visits; null while none is completed. */
      averageVisitMinutes: averageVisitMinutes(dayAppointments),
      /** The clinic's recorded score out of 5; null when it records none (the screen omits it). */
      satisfaction: satisfaction?.value ?? null,
    },
  };
}

export type DayOverview = Awaited<ReturnType<typeof loadDayOverview>>;
