// The clinic's day and time of many instants at once: formatting an instant in a time zone is the
// figures' costliest step, so the zone's offset is found once per UTC day (at its first and last
// minute) and added to each instant of that day; a day whose offset changes (daylight saving) is
// formatted instant by instant.
import { clinicDate, clinicTime } from '../platform/clinic-time';

const minute = 60_000;
const day = 24 * 60 * minute;

export interface ClinicClock {
  /** 'YYYY-MM-DD' at the clinic. */
  dayOf(instant: string): string;
  /** 'HH:MM' at the clinic. */
  timeOf(instant: string): string;
}

export function clinicClock(timeZone: string): ClinicClock {
  const offsets = new Map<string, number | null>();
  const offsetAt = (ms: number) => {
    const shown = new Date(ms);
    return Date.parse(`${clinicDate(shown, timeZone)}T${clinicTime(shown, timeZone)}:00Z`) - (ms - (ms % minute));
  };
  const offsetOf = (instant: string): number | null => {
    const utcDay = instant.slice(0, 10);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      const start = Date.parse(`${utcDay}T00:00:00Z`);
      const first = offsetAt(start);
      offset = Number.isNaN(first) || first !== offsetAt(start + day - minute) ? null : first;
      offsets.set(utcDay, offset);
    }
    return offset;
  };
  const local = (instant: string): string | undefined => {
    const offset = offsetOf(instant);
    const ms = Date.parse(instant);
    return offset === null || Number.isNaN(ms) ? undefined : new Date(ms + offset).toISOString();
  };
  return {
    dayOf: (instant) => local(instant)?.slice(0, 10) ?? clinicDate(new Date(instant), timeZone),
    timeOf: (instant) => local(instant)?.slice(11, 16) ?? clinicTime(new Date(instant), timeZone),
  };
}
