// The instant a clinic-local day begins, for ends expressed in the clinic's calendar.
import { clinicDate, clinicTime } from 'shared-domain/clinic-time';

/** The first instant of `date` (`YYYY-MM-DD`) in `timeZone`, daylight-saving changes included. */
export function startOfClinicDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, day);
  let instant = wanted;
  // Two corrections: the zone's offset can differ between the first guess and the answer.
  for (let step = 0; step < 2; step += 1) {
    const shown = new Date(instant);
    const [hours, minutes] = clinicTime(shown, timeZone).split(':').map(Number) as [number, number];
    const [shownYear, shownMonth, shownDay] = clinicDate(shown, timeZone).split('-').map(Number) as [number, number, number];
    instant += wanted - Date.UTC(shownYear, shownMonth - 1, shownDay, hours, minutes);
  }
  return new Date(instant);
}
