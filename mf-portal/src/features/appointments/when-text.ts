// When an appointment is, as its card and dialogs name it.
import { formatDate, formatTime } from 'shared-domain/platform/format';
import { appointmentsText } from './appointments-text';

/** 'lundi 23 novembre 2026 à 9 h 30'; the day alone when the clinic has not set the hour yet. */
export function whenText({ scheduledDate, scheduledTime }: { scheduledDate: string | null; scheduledTime: string | null }): string {
  if (!scheduledDate) return appointmentsText.undated;
  const day = formatDate(scheduledDate);
  return scheduledTime ? `${day} à ${formatTime(scheduledTime)}` : day;
}
