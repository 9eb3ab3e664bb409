// The agenda-full rule (DESIGN §7), scheduling's since it reads the agenda: the booking page, the
// server's check of a booking, the request form and the public profile all ask it.
import { and, eq } from 'drizzle-orm';
import { hasFreeSlot } from 'shared-domain/scheduling/availability';
import type { OpeningHours } from 'shared-domain/clinic/clinic-profile';
import { addDays } from 'shared-domain/platform/clinic-time';
import { type ClinicSettings, loadOpeningHours, onlineBookingNow } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { serviceTypes } from '../../platform/db/schema';
import { loadAgenda } from './agenda';

/**
 * "Agenda full" (DESIGN §7): set by hand, or in automatic mode when no service open to online
 * booking has a free slot left within the booking horizon, as of the clinic's own today and now.
 */
export async function isAgendaFull(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  settings: ClinicSettings,
  hours?: OpeningHours[],
): Promise<boolean> {
  if (settings.bookingMode !== 'automatic') return settings.bookingMode === 'full';
  const now = onlineBookingNow(deps, settings);
  const today = now.today;
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
    nowTime: now.time,
    earliest: now.earliest,
    advanceBookingDays: settings.advanceBookingDays,
  });
}
