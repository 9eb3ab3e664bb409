// When the desk may say how a visit went: « Arrivé » only on the visit's own day, « Absent » only
// once its start has passed, both on the clinic's wall clock (its date and time in its own time
// zone). The screens offer the buttons only then, and the API refuses them otherwise, so a visit
// marked absent hours early never drafts a fee.

/** The clinic's wall clock: 'YYYY-MM-DD' and 'HH:MM' in its time zone. */
export interface VisitClock {
  date: string;
  time: string;
}

/** What the rule reads of a visit: its clinic-local date and start ('HH:MM'). */
export interface TimedVisit {
  scheduledDate: string | null;
  scheduledTime: string | null;
}

export const visitTimingMessages = {
  /** APPT_002: « Arrivé » on another day than the visit's. */
  arrivalNotToday: 'Le patient ne peut être marqué arrivé que le jour de son rendez-vous.',
  /** APPT_002: « Absent » before the visit's start. */
  noShowTooEarly: 'Un rendez-vous ne peut être marqué absent qu’une fois son heure de début passée.',
} as const;

const clockTime = /^(\d{1,2}):(\d{2})/;

function minutesOf(time: string): number | undefined {
  const match = clockTime.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** « Arrivé »: the visit is today at the clinic. */
export function mayMarkArrived(visit: TimedVisit, now: VisitClock): boolean {
  return visit.scheduledDate !== null && visit.scheduledDate === now.date;
}

/** « Absent »: the visit's start has passed at the clinic (an earlier day, or today at or after its time). */
export function mayMarkNoShow(visit: TimedVisit, now: VisitClock): boolean {
  if (visit.scheduledDate === null) return false;
  if (visit.scheduledDate !== now.date) return visit.scheduledDate < now.date;
  const start = minutesOf(visit.scheduledTime ?? '');
  const current = minutesOf(now.time);
  return start !== undefined && current !== undefined && current >= start;
}
