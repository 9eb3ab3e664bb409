// The text of a staff member's calendar feed: her visits from a month back to six months ahead, one
// VEVENT each, written by the `ics` library in UTC from the clinic-local date and time (so every
// phone shows the right hour across daylight-saving changes). A visit keeps one UID for good, so a
// move updates the event in place and a calendar never holds it twice; a cancelled visit leaves the
// feed, so the next refresh takes it out. The reason for the visit is health text: never written.
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { calendarFeedWindow, patientInitials } from 'shared-domain/scheduling/calendar-feed';
import { addDays, clinicDate, clinicInstant } from 'shared-domain/platform/clinic-time';
import { paths } from 'shared-domain/platform/paths';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { foldLines } from '../emails/appointment-calendar';

/** Visits a calendar shows: booked ones, kept, missed or still to come; cancelled ones leave. */
const shownStatuses = ['pending', 'confirmed', 'completed', 'no_show'] as const;

export interface FeedVisit {
  id: string;
  name: string;
  serviceName: string | null;
  date: string;
  time: string;
  durationMinutes: number;
  status: (typeof shownStatuses)[number];
  updatedAt: string;
}

/** The visits in the feed's window around `today` (clinic days), in time order. */
export async function feedVisits(deps: Pick<AppDeps, 'db'>, today: string): Promise<FeedVisit[]> {
  const rows = await deps.db
    .select({
      id: appointments.id,
      name: appointments.name,
      serviceName: serviceTypes.name,
      date: appointments.scheduledDate,
      time: appointments.scheduledTime,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
      updatedAt: appointments.updatedAt,
    })
    .from(appointments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, appointments.serviceTypeId))
    .where(
      and(
        inArray(appointments.status, [...shownStatuses]),
        isNotNull(appointments.scheduledTime),
        gte(appointments.scheduledDate, addDays(today, -calendarFeedWindow.daysBack)),
        lte(appointments.scheduledDate, addDays(today, calendarFeedWindow.daysAhead)),
      ),
    )
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime));
  // The filter above leaves only dated visits of the shown statuses; this says it to the types.
  return rows.flatMap(({ date, time, status, ...row }) => (date && time && status !== 'cancelled' ? [{ ...row, date, time, status }] : []));
}

export interface FeedRequest {
  visits: FeedVisit[];
  fullNames: boolean;
  clinicName: string;
  timeZone: string;
  /** The site's address: its host names the events' UIDs, its back-office the link in each. */
  publicUrl: string;
  now: Date;
}

const statusLabels: Record<FeedVisit['status'], string | null> = {
  pending: 'À confirmer',
  confirmed: null,
  completed: 'Venue',
  no_show: 'Absence',
};

/** The same for every version of one visit, and apart from the patient's own .ics (another calendar). */
export function feedEventUid(appointmentId: string, publicUrl: string): string {
  return `visite-${appointmentId}@${new URL(publicUrl).hostname}`;
}

function utcParts(date: Date): [number, number, number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
}

export function feedCalendar(request: FeedRequest): string {
  const events = request.visits.map((visit): EventAttributes & { timestamp: number } => {
    const who = request.fullNames ? visit.name.replace(/[\r\n]+/g, ' ') : patientInitials(visit.name);
    const label = statusLabels[visit.status];
    const adminUrl = `${request.publicUrl}${paths.adminCalendar.build()}?vue=jour&date=${visit.date}`;
    return {
      uid: feedEventUid(visit.id, request.publicUrl),
      timestamp: request.now.getTime(),
      lastModified: utcParts(new Date(visit.updatedAt)),
      title: [visit.serviceName ?? 'Rendez-vous', who].join(' – ') + (label ? ` (${label})` : ''),
      description: `Ouvrir dans la clinique : ${adminUrl}`,
      start: clinicInstant(visit.date, visit.time, request.timeZone).getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: visit.durationMinutes },
      status: visit.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      classification: 'PRIVATE',
      busyStatus: 'BUSY',
    };
  });
  const { error, value } = createEvents(events, {
    productId: 'clinique/agenda',
    calName: `Agenda – ${request.clinicName}`,
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('calendar feed not written');
  return foldLines(value);
}

/** The clinic day `now` falls on, for the feed's window. */
export const feedToday = (now: Date, timeZone: string) => clinicDate(now, timeZone);
