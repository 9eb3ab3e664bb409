// What the booking page reads on every visit and every step: whether online booking is open, the
// services offered online, the days shown and the appointments holding slots on them. Kept per
// change of the site's data and per minute (`SiteCache`: appointments and services bump the site's
// version), so 50 visitors choosing a time cost one small query each, not the whole horizon.
// Blocked times are read on each call (they bump the site version too, but a fresh
// read keeps a closure the clinic just entered out of the very next answer). The clinic's booking
// rules (minimum notice, same-day booking) set the calendar's `now.earliest`.
import { and, asc, eq } from 'drizzle-orm';
import {
  type BlockedPeriod,
  type BookedAppointment,
  type ClinicNow,
  closureOfDay,
  type DaySlot,
  displayedBookingDays,
  slotsOfDay,
} from 'shared-domain/scheduling/availability';
import type { OpeningHours } from 'shared-domain/clinic/clinic-profile';
import { isAgendaFull } from './agenda-full';
import { loadClinicSettings, loadOpeningHours, onlineBookingNow } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { serviceTypes } from '../../platform/db/schema';
import { SiteCache } from '../../platform/site-cache/SiteCache';
import { loadBlockedPeriods, loadHeldAppointments } from './agenda';
import { type PreparedJson, prepareJson } from '../../platform/db/prepared-json';

type CalendarDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A service as the booking page offers it. */
export interface OnlineService {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  durationMinutes: number;
  requiresDeposit: boolean;
  depositCents: number;
}

export interface BookingCalendar {
  enabled: boolean;
  /** The agenda is full (DESIGN §7): online booking gives way to the waitlist. */
  full: boolean;
  /** Whether someone the clinic does not know yet may book online, or must send a request. */
  newPatientsBookOnline: boolean;
  /** The weekly hours, breaks included. */
  hours: OpeningHours[];
  /** The clinic-local minute the calendar was read at, and the first one the booking rules allow. */
  now: ClinicNow;
  /** The offered days shown (at most 14). */
  days: string[];
  /** Active services open to online booking, in display order. */
  services: OnlineService[];
  /** Appointments holding a slot on the shown days. */
  appointments: BookedAppointment[];
}

export interface DayAvailability {
  date: string;
  slots: DaySlot[];
  /** Set on a day a closure takes whole: its reason ('' when none), which the page shows instead of « Complet ». */
  closure?: string;
}

const calendarCache = new SiteCache<BookingCalendar>();

/** The booking calendar as of this minute and this version of the site's data. */
export function loadBookingCalendar(deps: CalendarDeps): Promise<BookingCalendar> {
  return calendarCache.get(deps, 'booking-calendar', readBookingCalendar);
}

async function readBookingCalendar(deps: CalendarDeps): Promise<BookingCalendar> {
  const [settings, hours, services] = await Promise.all([
    loadClinicSettings(deps.db),
    loadOpeningHours(deps.db),
    loadOnlineServices(deps.db),
  ]);
  const now = onlineBookingNow(deps, settings);
  // Without same-day booking (or with a notice past today's end) today has nothing to offer: not shown.
  const days = displayedBookingDays(hours, now.today, settings.advanceBookingDays).filter(
    (date) => !now.earliest || date >= now.earliest.date,
  );
  const first = days[0];
  const last = days.at(-1);
  const [held, full] = await Promise.all([
    first && last ? loadHeldAppointments(deps.db, first, last) : [],
    isAgendaFull(deps, settings, hours),
  ]);
  return {
    enabled: settings.onlineBookingEnabled,
    full,
    newPatientsBookOnline: settings.newPatientsBookOnline,
    hours,
    now,
    days,
    services,
    appointments: held,
  };
}

async function loadOnlineServices(db: AppDeps['db']): Promise<OnlineService[]> {
  const rows = await db
    .select({
      id: serviceTypes.id,
      name: serviceTypes.name,
      description: serviceTypes.description,
      priceCents: serviceTypes.price,
      durationMinutes: serviceTypes.durationMinutes,
      requiresDeposit: serviceTypes.requiresDeposit,
      depositCents: serviceTypes.depositAmount,
    })
    .from(serviceTypes)
    .where(and(eq(serviceTypes.isActive, true), eq(serviceTypes.allowOnlineBooking, true)))
    .orderBy(asc(serviceTypes.displayOrder), asc(serviceTypes.name));
  // A deposit is only asked when the service requires one.
  return rows.map((row) => ({ ...row, depositCents: row.requiresDeposit ? row.depositCents : 0 }));
}

/** The blocked periods overlapping the shown days (read fresh: see the header). */
export function loadBlockedDays(db: AppDeps['db'], calendar: BookingCalendar): Promise<BlockedPeriod[]> {
  const first = calendar.days[0];
  const last = calendar.days.at(-1);
  return first && last ? loadBlockedPeriods(db, first, last) : Promise.resolve([]);
}

/**
 * The shown days and their slots for a visit of `durationMinutes`. `ownSlot` is the appointment
 * being moved: its own place does not count as taken.
 */
export function availabilityOfDays(
  calendar: BookingCalendar,
  blocked: readonly BlockedPeriod[],
  durationMinutes: number,
  ownSlot?: BookedAppointment,
): DayAvailability[] {
  const appointments = withoutOwnSlot(calendar.appointments, ownSlot);
  return calendar.days.map((date) => {
    const slots = slotsOfDay({ hours: calendar.hours, date, durationMinutes, appointments, blocked, now: calendar.now });
    const closure = closureOfDay(date, blocked);
    return closure === undefined ? { date, slots } : { date, slots, closure };
  });
}

export interface ServiceAvailability {
  serviceId: string;
  days: DayAvailability[];
}

// Per calendar (one per minute and version of the site's data), so old answers go with it.
const preparedAvailability = new WeakMap<BookingCalendar, Map<string, PreparedJson<ServiceAvailability>>>();

/**
 * The booking page's answer for `service`, serialised and compressed once per calendar and
 * blocked periods: every visitor of the same minute gets the same bytes.
 */
export function serviceAvailability(
  calendar: BookingCalendar,
  blocked: readonly BlockedPeriod[],
  service: Pick<OnlineService, 'id' | 'durationMinutes'>,
): PreparedJson<ServiceAvailability> {
  let byKey = preparedAvailability.get(calendar);
  if (!byKey) {
    byKey = new Map();
    preparedAvailability.set(calendar, byKey);
  }
  const key = `${service.id}|${JSON.stringify(blocked)}`;
  let prepared = byKey.get(key);
  if (!prepared) {
    prepared = prepareJson({ serviceId: service.id, days: availabilityOfDays(calendar, blocked, service.durationMinutes) });
    byKey.set(key, prepared);
  }
  return prepared;
}

/** `appointments` less one entry for `own` (the appointment itself), if it holds a slot among them. */
export function withoutOwnSlot(appointments: readonly BookedAppointment[], own: BookedAppointment | undefined): BookedAppointment[] {
  if (!own) return [...appointments];
  const index = appointments.findIndex(
    (entry) =>
      entry.scheduledDate === own.scheduledDate &&
      entry.scheduledTime === own.scheduledTime &&
      entry.durationMinutes === own.durationMinutes &&
      entry.status === own.status,
  );
  return index < 0 ? [...appointments] : [...appointments.slice(0, index), ...appointments.slice(index + 1)];
}
