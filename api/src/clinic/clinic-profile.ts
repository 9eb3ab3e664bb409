import { and, asc, gte, isNull, lte } from 'drizzle-orm';
import { bookingNow } from 'shared-domain/scheduling/availability';
import {
  announcedClosureDays,
  type ClinicClosure,
  type ClinicProfile,
  type HomeStatistic,
  type OpeningHours,
} from 'shared-domain/clinic/clinic-profile';
import { addDays, clinicDate } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../deps';
import { blockedTimes, bookingHourBreaks, bookingHours, clinicSettings } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';
import { SiteCache } from '../platform/site-cache/SiteCache';
import { loadSiteTexts } from './site-texts/site-text-versions';

export type ClinicSettings = typeof clinicSettings.$inferSelect;
type ProfileDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function loadClinicSettings(db: AppDeps['db']): Promise<ClinicSettings> {
  const [settings] = await db.select().from(clinicSettings).limit(1);
  if (!settings) throw notFound("La clinique n'est pas encore configurée.");
  return settings;
}

/** The weekly hours, each day with its breaks (lunch) in order. */
export async function loadOpeningHours(db: AppDeps['db']): Promise<OpeningHours[]> {
  const [rows, breaks] = await Promise.all([
    db.select().from(bookingHours).orderBy(asc(bookingHours.weekday)),
    db.select().from(bookingHourBreaks).orderBy(asc(bookingHourBreaks.weekday), asc(bookingHourBreaks.startTime)),
  ]);
  return rows.map((row) => ({
    weekday: row.weekday,
    enabled: row.enabled,
    start: row.startTime,
    end: row.endTime,
    breaks: breaks.filter((entry) => entry.weekday === row.weekday).map((entry) => ({ start: entry.startTime, end: entry.endTime })),
  }));
}

/**
 * The clinic-local now of online booking: with the clinic's minimum notice and same-day rule, the
 * first moment a visitor may take (`ClinicNow.earliest`). The booking page, the server's check and
 * the automatic agenda-full mode all read it from here, so they agree.
 */
export function onlineBookingNow(deps: Pick<AppDeps, 'clock'>, settings: ClinicSettings) {
  return bookingNow(deps.clock.now(), settings.timeZone, {
    minimumNoticeHours: settings.minimumNoticeHours,
    sameDayBooking: settings.sameDayBooking,
  });
}

/**
 * "Agenda full" (DESIGN §7), which the public profile shows: scheduling's rule (it reads the
 * agenda), handed in by whoever asks for the profile.
 */
export type AgendaFullRule = (deps: ProfileDeps, settings: ClinicSettings, hours: OpeningHours[]) => Promise<boolean>;

const profileCache = new SiteCache<ClinicProfile>();

/**
 * The practice as the public site shows it. Read on every visit and rarely changed, it is
 * computed once per change of the site's data (or per minute, for the automatic agenda mode).
 */
export function loadClinicProfile(deps: ProfileDeps, isAgendaFull: AgendaFullRule): Promise<ClinicProfile> {
  return profileCache.get(deps, 'profile', (cacheDeps) => computeClinicProfile(cacheDeps, isAgendaFull));
}

/**
 * Whole days closed (holidays, vacations) that end today or later and begin within the announced
 * days. A period with a time at either end is a partial closure: the public hours do not list it.
 */
export async function loadUpcomingClosures(deps: ProfileDeps, timeZone: string): Promise<ClinicClosure[]> {
  const today = clinicDate(deps.clock.now(), timeZone);
  return deps.db
    .select({ startDate: blockedTimes.startDate, endDate: blockedTimes.endDate, reason: blockedTimes.reason })
    .from(blockedTimes)
    .where(
      and(
        isNull(blockedTimes.startTime),
        isNull(blockedTimes.endTime),
        gte(blockedTimes.endDate, today),
        lte(blockedTimes.startDate, addDays(today, announcedClosureDays - 1)),
      ),
    )
    .orderBy(asc(blockedTimes.startDate), asc(blockedTimes.endDate));
}

/** The stored JSON list of the hero's figures; null (the site's own) when absent or unreadable. */
export function parseHomeStatistics(stored: string | null): HomeStatistic[] | null {
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return null;
    const figures = parsed.filter((entry): entry is HomeStatistic => typeof entry?.value === 'string' && typeof entry?.label === 'string');
    return figures.map(({ value, label }) => ({ value, label }));
  } catch {
    return null;
  }
}

async function computeClinicProfile(deps: ProfileDeps, isAgendaFull: AgendaFullRule): Promise<ClinicProfile> {
  const settings = await loadClinicSettings(deps.db);
  const [openingHours, closures, siteTexts] = await Promise.all([
    loadOpeningHours(deps.db),
    loadUpcomingClosures(deps, settings.timeZone),
    loadSiteTexts(deps.db),
  ]);
  return {
    clinicName: settings.clinicName,
    practitionerName: settings.practitionerName,
    practitionerTitle: settings.practitionerTitle,
    phone: settings.phone,
    email: settings.email,
    address: {
      line: settings.addressLine,
      city: settings.city,
      province: settings.province,
      postalCode: settings.postalCode,
    },
    timeZone: settings.timeZone,
    agendaFull: await isAgendaFull(deps, settings, openingHours),
    showAdminLink: settings.showAdminLink,
    onlineBookingEnabled: settings.onlineBookingEnabled,
    parkingInfo: settings.parkingInfo ?? '',
    openingHours,
    closures,
    showTestimonials: settings.showTestimonials,
    homeStatistics: parseHomeStatistics(settings.homeStatistics),
    siteTexts,
    privacyOfficer: privacyOfficerOf(settings),
  };
}

/**
 * Who answers for personal information (Law 25: someone is always in charge): the named officer, or
 * without one the practitioner at the clinic's address. The public profile shows it; privacy's
 * notices and letters name it.
 */
export function privacyOfficerOf(settings: ClinicSettings): ClinicProfile['privacyOfficer'] {
  return {
    name: settings.privacyOfficerName || settings.practitionerName,
    title: settings.privacyOfficerTitle || (settings.privacyOfficerName ? '' : settings.practitionerTitle),
    email: settings.privacyOfficerEmail || settings.email,
    phone: settings.privacyOfficerPhone || (settings.privacyOfficerName ? '' : settings.phone),
  };
}
