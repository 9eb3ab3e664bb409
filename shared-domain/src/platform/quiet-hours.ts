// Quiet hours (« Liste d'attente et rappels »): no e-mail leaves the clinic at night.
// Mail queued during the quiet period waits for its end. The period is clinic-local wall-clock
// time and may span midnight (21:00 → 08:00); a daylight-saving night is as long as it really is.
import { addDays, clinicDate, clinicInstant, clinicTime } from './clinic-time';

/** Clinic-local 'HH:MM' start and end; the same time at both ends means no quiet period. */
export interface QuietHours {
  start: string;
  end: string;
}

/** The quiet hours of the stored columns: both set, or none. */
export function quietHoursOf(start: string | null, end: string | null): QuietHours | null {
  return start && end && start !== end ? { start, end } : null;
}

/** When the quiet period `instant` falls in ends, or null when `instant` is not in one. */
export function quietPeriodEnd(instant: Date, quiet: QuietHours | null, timeZone: string): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const today = clinicDate(instant, timeZone);
  const time = clinicTime(instant, timeZone);
  if (quiet.start < quiet.end) {
    // Within one day (a lunch hour): from start, up to its end.
    return time >= quiet.start && time < quiet.end ? clinicInstant(today, quiet.end, timeZone) : null;
  }
  // Across midnight: the evening part ends tomorrow, the morning part today.
  if (time >= quiet.start) return clinicInstant(addDays(today, 1), quiet.end, timeZone);
  if (time < quiet.end) return clinicInstant(today, quiet.end, timeZone);
  return null;
}
