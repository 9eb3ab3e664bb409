// The online booking funnel of the demo's last two months, so « Analyses » shows it after
// `npm start`: each day up to yesterday, a handful of visits of the booking page, most choosing a
// service, fewer a slot, and some booking, as the page's beacons would have counted them.
import { randomUUID } from 'node:crypto';
import type { BookingFunnelStep } from 'shared-domain/analytics/booking-funnel';
import { addDays, type Clock, clinicDate } from 'shared-domain/platform/clinic-time';
import type { Database } from '../platform/db/client';
import { bookingFunnelVisits } from '../platform/db/schema';
import { demoSettings } from './demo-clinic';

const daysBack = 62;

export async function seedDemoBookingFunnel(db: Database, clock: Clock): Promise<void> {
  const today = clinicDate(clock.now(), demoSettings.timeZone);
  const rows: (typeof bookingFunnelVisits.$inferInsert)[] = [];
  for (let back = daysBack; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    // 6 to 12 visits a day; each later step keeps a share of the one before.
    const opened = 6 + ((back * 5) % 7);
    for (let visit = 0; visit < opened; visit += 1) {
      const reached: BookingFunnelStep[] = ['opened'];
      if (visit % 4 !== 3) reached.push('service');
      if (visit % 4 < 2) reached.push('slot');
      if (visit % 4 === 0) reached.push('booked');
      const visitId = randomUUID();
      for (const step of reached) rows.push({ visitId, step, day });
    }
  }
  for (let start = 0; start < rows.length; start += 500) await db.insert(bookingFunnelVisits).values(rows.slice(start, start + 500));
}
