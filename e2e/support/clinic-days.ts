// The clinic's days as the suite's tests name them. The demo clinic is in Montréal's time zone and
// open Monday to Friday; its seed places visits and blocked times by "open day" (0 is today when
// open, else the next open day). The tests share one server, so each books on an open day of its
// own, declared in `suiteOpenDays`. Five open days a week, so open days n and n + 5 share a weekday:
// the days where slots are freed (back-office, portal, booking) avoid the waitlist days' weekdays
// (7 and 10), or a freed slot would be offered to the people waiting there. Open days 5 (the demo's
// busy morning, seed `busyDay`) and 8 (its training afternoon, `demoBlockedTimes`) are the seed's:
// no test books on them.
//
// A test never picks its day by its rank in the booking page's list: late in the day, today has no
// hour left and drops off that list, which shifts every rank by one (CI on a Thursday evening booked
// into the demo's training afternoon, and rank 13 did not exist). An open day is a date, the same
// whatever the hour, as the seed counts it.
//
// Open days 0 to 13 are all bookable: the demo's holiday closure starts three weeks away or more
// (`demoHolidayClosure`), past the 14 open days the booking page shows first.
import type { APIRequestContext } from '@playwright/test';

/** The open day of each use, for the desktop and the phone where each project needs its own. */
export const suiteOpenDays = {
  /** back-office.spec: staff schedule, create, move and offer here. */
  backOffice: { ordinateur: 1, téléphone: 3 },
  /** portal.spec: the patient books, moves and cancels here. */
  portal: { ordinateur: 6, téléphone: 4 },
  /** waitlist.spec: slots freed here are offered to the people waiting. */
  waitlist: { ordinateur: 7, téléphone: 10 },
  /** online-booking.spec: a visitor books, reschedules and cancels here. */
  booking: { ordinateur: 9, téléphone: 11 },
  /** portal.spec: the patient books a service that asks a deposit, paid with her saved card. */
  portalDeposit: 2,
  /** online-booking.spec: one long visit takes the whole day. */
  fullDay: 13,
  /** intake.spec: a new patient books her first visit here (the day's first free time), and fills its intake form. */
  intake: 12,
  /**
   * family.spec: a mother books for her son (the day's last free time; the demo's Camille has her
   * deposit visit there at 14:00, Félix at 10:30).
   */
  family: 12,
  /**
   * family-payment.spec: a mother books for her son and her baby (the day's first two free times;
   * the demo blocks its afternoon, none of its morning).
   */
  familyPayment: 8,
} as const;

type Project = 'ordinateur' | 'téléphone';

/** This project's open day of a use that gives each project its own. */
export function projectOpenDay(use: { ordinateur: number; téléphone: number }, project: string): number {
  return use[project as Project] ?? use.ordinateur;
}

/** The demo clinic's weekdays open to online booking (0 Sunday … 6 Saturday). */
const openWeekdays = new Set([1, 2, 3, 4, 5]);

/** Today's date at the clinic, YYYY-MM-DD. */
export function clinicToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

/** The clinic's calendar day `days` from today. */
export function clinicDay(days: number): string {
  const [year, month, day] = clinicToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The date `n` open days from today (0 and up), counted as the demo's seed counts them. */
export function openDay(n: number): string {
  let remaining = n;
  for (let offset = 0; ; offset += 1) {
    const date = clinicDay(offset);
    if (!openWeekdays.has(weekdayOf(date))) continue;
    if (remaining === 0) return date;
    remaining -= 1;
  }
}

/** The first open day after today: the demo's « tomorrow » (Monday from a Friday evening to a Sunday), as its seed counts it. */
export function nextOpenDay(): string {
  return openDay(openWeekdays.has(weekdayOf(clinicToday())) ? 1 : 0);
}

/** 'lundi 7 décembre' for '2026-12-07', as the day buttons start. */
export const spokenDay = (date: string) =>
  new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A day button's accessible name, « vendredi 4 décembre 18 créneaux libres », matched by its day. */
export const dayButtonName = (date: string) => new RegExp(`^${spokenDay(date)}`);

/** '14:30' as the pickers name it: '14 h 30'; '15:00': '15 h'. */
export const spokenTime = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_, hours: string, minutes: string) => (minutes === '00' ? `${hours} h` : `${hours} h ${minutes}`));

export interface BookingDay {
  date: string;
  slots: { time: string; available: boolean }[];
}

/**
 * The follow-up service and the booking page's view of open day `n`: its free times, in order.
 * Fails plainly when the page does not offer that day.
 */
export async function followUpDay(
  request: APIRequestContext,
  headers: Record<string, string>,
  n: number,
): Promise<{ serviceId: string; day: BookingDay; date: string; free: string[] }> {
  const { services } = (await (await request.get('/api/public/booking/services', { headers })).json()) as {
    services: { id: string; name: string }[];
  };
  const serviceId = services.find((service) => service.name === 'Suivi chiropratique')?.id as string;
  const { days } = (await (await request.get(`/api/public/booking/availability?serviceId=${serviceId}`, { headers })).json()) as {
    days: BookingDay[];
  };
  const date = openDay(n);
  const day = days.find((candidate) => candidate.date === date);
  if (!day) throw new Error(`open day ${n} (${date}) is not on the booking page: ${days.map((each) => each.date).join(', ')}`);
  return { serviceId, day, date, free: day.slots.filter((slot) => slot.available).map((slot) => slot.time) };
}
