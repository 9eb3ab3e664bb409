import { and, asc, eq } from 'drizzle-orm';
import { hasFreeSlot } from 'shared-domain/availability';
import type { ClinicProfile, OpeningHours } from 'shared-domain/clinic-profile';
import { addDays, clinicDate, clinicTime } from 'shared-domain/clinic-time';
import type { AppDeps } from '../deps';
import { loadAgenda } from '../scheduling/public';
import { bookingHours, clinicSettings, serviceTypes } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';
import { SiteCache } from '../platform/site-cache/SiteCache';

type ClinicSettings = typeof clinicSettings.$inferSelect;
type ProfileDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function loadClinicSettings(db: AppDeps['db']): Promise<ClinicSettings> {
  const [settings] = await db.select().from(clinicSettings).limit(1);
  if (!settings) throw notFound("La clinique n'est pas encore configurée.");
  return settings;
}

export async function loadOpeningHours(db: AppDeps['db']): Promise<OpeningHours[]> {
  const rows = await db.select().from(bookingHours).orderBy(asc(bookingHours.weekday));
  return rows.map((row) => ({
    weekday: row.weekday,
    enabled: row.enabled,
    start: row.startTime,
    end: row.endTime,
  }));
}

/**
 * "Agenda full" (DESIGN §7): set by hand, or in automatic mode when no service open to online
 * booking has a free slot left within the booking horizon, as of the clinic's own today and now.
 */
export async function isAgendaFull(deps: ProfileDeps, settings: ClinicSettings, hours?: OpeningHours[]): Promise<boolean> {
  if (settings.bookingMode !== 'automatic') return settings.bookingMode === 'full';
  const now = deps.clock.now();
  const today = clinicDate(now, settings.timeZone);
  const lastDay = addDays(today, settings.advanceBookingDays - 1);
  const [openingHours, agenda, services] = await Promise.all([
    hours ?? loadOpeningHours(deps.db),
    loadAgenda(deps.db, today, lastDay),
    deps.db
      .select({
        durationMinutes: serviceTypes.durationMinutes,
        allowOnlineBooking: serviceTypes.allowOnlineBooking,
      })
      .from(serviceTypes)
      .where(and(eq(serviceTypes.isActive, true), eq(serviceTypes.allowOnlineBooking, true))),
  ]);
  return !hasFreeSlot({
    hours: openingHours,
    ...agenda,
    services,
    today,
    nowTime: clinicTime(now, settings.timeZone),
    advanceBookingDays: settings.advanceBookingDays,
  });
}

const profileCache = new SiteCache<ClinicProfile>();

/**
 * The practice as the public site shows it. Read on every visit and rarely changed, it is
 * computed once per change of the site's data (or per minute, for the automatic agenda mode).
 */
export function loadClinicProfile(deps: ProfileDeps): Promise<ClinicProfile> {
  return profileCache.get(deps, 'profile', computeClinicProfile);
}

async function computeClinicProfile(deps: ProfileDeps): Promise<ClinicProfile> {
  const settings = await loadClinicSettings(deps.db);
  const openingHours = await loadOpeningHours(deps.db);
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
    privacyOfficer: {
      name: settings.privacyOfficerName ?? settings.practitionerName,
      email: settings.privacyOfficerEmail ?? settings.email,
    },
  };
}
