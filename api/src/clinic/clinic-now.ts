// The clinic's own « now »: its calendar day and its wall-clock time in the clinic's time zone,
// read from the injected clock (never the machine's), which is what dates, due dates, past slots and
// « upcoming » visits count from in every context.
import { clinicDate, clinicTime } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../deps';
import { loadClinicSettings } from './clinic-profile';

/** The clinic's own date and time now ('YYYY-MM-DD', 'HH:MM'). */
export interface ClinicNow {
  today: string;
  time: string;
}

/** The clinic's date and time now when its time zone is already at hand. */
export function clinicNowIn(deps: Pick<AppDeps, 'clock'>, timeZone: string): ClinicNow {
  const instant = deps.clock.now();
  return { today: clinicDate(instant, timeZone), time: clinicTime(instant, timeZone) };
}

/** The clinic's date and time now, in the time zone of its settings. */
export async function clinicNow(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<ClinicNow> {
  return clinicNowIn(deps, (await loadClinicSettings(deps.db)).timeZone);
}

/** The clinic's calendar day now ('YYYY-MM-DD'). */
export async function clinicToday(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string> {
  return (await clinicNow(deps)).today;
}
