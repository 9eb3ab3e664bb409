// Whether a text names a real calendar day: apart from the schemas (text-fields.ts) so the screens
// that read a date from their address load no zod.
/** `YYYY-MM-DD` naming a day that exists ('2026-02-30' does not); nothing is not a day. */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
