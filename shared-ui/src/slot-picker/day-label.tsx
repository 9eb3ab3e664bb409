// A bookable day as the pickers show it: 'lundi 23 novembre' (fr-CA). The days offered are at
// most 30 days ahead, so the year would only lengthen a phone's buttons; shared-domain's
// formatDate (with the year) serves summaries and e-mails. (A .tsx: shared-ui exports `./src/*.tsx`.)
import { once } from 'shared-domain/platform/once';

const dayFormat = once(() => new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));

/** '2026-11-23' → 'lundi 23 novembre'; anything that is not a calendar date is returned as given. */
export function dayLabel(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  // Read at midnight UTC, formatted in UTC: no time zone can move it to another day.
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : dayFormat().format(instant);
}
