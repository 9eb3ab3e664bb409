// The booking page's funnel summed by day and step from `since` on (an indexed range read).
import { count, gte } from 'drizzle-orm';
import type { BookingFunnelDay } from 'shared-domain/analytics/booking-funnel';
import type { AppDeps } from '../../deps';
import { bookingFunnelVisits } from '../../platform/db/schema';

export async function loadBookingFunnelDays(deps: Pick<AppDeps, 'db'>, since: string): Promise<BookingFunnelDay[]> {
  return deps.db
    .select({ day: bookingFunnelVisits.day, step: bookingFunnelVisits.step, visits: count() })
    .from(bookingFunnelVisits)
    .where(gte(bookingFunnelVisits.day, since))
    .groupBy(bookingFunnelVisits.day, bookingFunnelVisits.step);
}
