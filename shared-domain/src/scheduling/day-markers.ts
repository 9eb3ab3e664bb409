// The day view's markers (specification §4): which appointment is under way, which comes next and
// which are late, from the appointments and the clinic's "now". A pure function, so the screen can
// recompute it every minute from its clock without asking the server again.
import type { AppointmentStatus } from './appointment-status';
import { clinicDate, clinicTime } from '../platform/clinic-time';

export type DayMarker = 'current' | 'next' | 'late';

/** The markers as the day view writes them (text, never colour alone). */
export const dayMarkerLabels: Record<DayMarker, string> = {
  current: 'En cours',
  next: 'Suivant',
  late: 'En retard',
};

/** What the markers read of an appointment (an `AdminAppointment` fits). */
export interface MarkableAppointment {
  id: string;
  status: string;
  /** Clinic-local `YYYY-MM-DD`; null for a request without a slot. */
  scheduledDate: string | null;
  /** Clinic-local `HH:MM`. */
  scheduledTime: string | null;
  durationMinutes: number;
}

/** The clinic's wall clock: its local date and `HH:MM` time (`clinicDate`, `clinicTime`). */
export interface ClinicNow {
  date: string;
  time: string;
}

/** `instant` on the clinic's wall clock, in its own time zone (the clinic's settings), not this device's. */
export function clinicNowAt(instant: Date, timeZone: string): ClinicNow {
  return { date: clinicDate(instant, timeZone), time: clinicTime(instant, timeZone) };
}

// A visit that ended one way or another no longer needs anyone's attention.
const settled: ReadonlySet<string> = new Set<AppointmentStatus>(['completed', 'cancelled', 'no_show']);

const clock = /^(\d{1,2}):(\d{2})/;

function minutesOf(time: string): number | undefined {
  const match = clock.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes from the start of `now.date` to the appointment's start (negative on an earlier day). */
function startOffset(date: string, minutes: number, today: string): number {
  if (date === today) return minutes;
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days * 24 * 60 + minutes;
}

/**
 * The marker of each appointment that has one, by id: `current` when it is not settled and
 * start ≤ now < start + duration; `next` for the first unsettled one starting after now (ties: all
 * of them); `late` when unsettled, started before now, and not current.
 */
export function dayMarkers(appointments: readonly MarkableAppointment[], now: ClinicNow): Map<string, DayMarker> {
  const markers = new Map<string, DayMarker>();
  const nowMinutes = minutesOf(now.time);
  if (nowMinutes === undefined) return markers;
  const upcoming: { id: string; start: number }[] = [];
  for (const appointment of appointments) {
    if (settled.has(appointment.status) || !appointment.scheduledDate || !appointment.scheduledTime) continue;
    const minutes = minutesOf(appointment.scheduledTime);
    if (minutes === undefined) continue;
    const start = startOffset(appointment.scheduledDate, minutes, now.date);
    if (start > nowMinutes) upcoming.push({ id: appointment.id, start });
    else if (nowMinutes < start + appointment.durationMinutes) markers.set(appointment.id, 'current');
    else if (start < nowMinutes) markers.set(appointment.id, 'late');
  }
  const first = Math.min(...upcoming.map((appointment) => appointment.start));
  for (const appointment of upcoming) if (appointment.start === first) markers.set(appointment.id, 'next');
  return markers;
}
