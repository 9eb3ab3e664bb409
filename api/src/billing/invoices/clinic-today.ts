// The clinic's calendar day now, in its own time zone: what due dates and statuses count from.
import { eq } from 'drizzle-orm';
import { clinicDate, defaultClinicTimeZone } from 'shared-domain/clinic-time';
import type { AppDeps } from '../../deps';
import { clinicSettings } from '../../platform/db/schema';

export async function clinicToday(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string> {
  const [row] = await deps.db.select({ timeZone: clinicSettings.timeZone }).from(clinicSettings).where(eq(clinicSettings.id, 1));
  return clinicDate(deps.clock.now(), row?.timeZone ?? defaultClinicTimeZone);
}
