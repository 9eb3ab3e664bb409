// « Heures d'ouverture »: each weekday open or closed, its hours and its breaks, read and
// saved as one week. The save rewrites the seven days and their breaks with the audit entry in one
// batch; each changed day is recorded before and after. The tables' triggers bump the site's
// version, so the public hours and the booking engine see the new week on their next request.
import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type HoursSection, type OpeningDay, weekdayKeys } from 'shared-domain/clinic/clinic-settings';
import { settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { bookingHourBreaks, bookingHours } from '../../platform/db/schema';
import { changesDetails, type SavedSection } from './save-settings-section';

type StaffContext = Parameters<typeof staffAuditEventInsert>[0];

/** A weekday without a row (never set up) reads as closed, with ordinary hours ready to open. */
const unsetDay = (weekday: number): OpeningDay => ({ weekday, enabled: false, start: '09:00', end: '17:00', breaks: [] });

export async function loadWeekHours(db: AppDeps['db']): Promise<HoursSection> {
  const [days, breaks] = await Promise.all([
    db.select().from(bookingHours).orderBy(asc(bookingHours.weekday)),
    db.select().from(bookingHourBreaks).orderBy(asc(bookingHourBreaks.weekday), asc(bookingHourBreaks.startTime)),
  ]);
  return {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const day = days.find((row) => row.weekday === weekday);
      if (!day) return unsetDay(weekday);
      return {
        weekday,
        enabled: day.enabled,
        start: day.startTime,
        end: day.endTime,
        breaks: breaks.filter((row) => row.weekday === weekday).map((row) => ({ start: row.startTime, end: row.endTime })),
      };
    }),
  };
}

/** The week by weekday key, breaks in time order: what is compared and audited. */
export function byWeekday(hours: HoursSection) {
  return Object.fromEntries(
    hours.days.map((day) => [
      weekdayKeys[day.weekday] ?? String(day.weekday),
      { enabled: day.enabled, start: day.start, end: day.end, breaks: [...day.breaks].sort((a, b) => a.start.localeCompare(b.start)) },
    ]),
  );
}

export async function saveWeekHours(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  hours: HoursSection,
): Promise<SavedSection<HoursSection>> {
  const before = await loadWeekHours(deps.db);
  const changes = settingChanges(byWeekday(before), byWeekday(hours));
  const changed = Object.keys(changes);
  if (changed.length === 0) return { values: before, changed };
  await deps.db.batch([
    ...weekHoursWrites(deps.db, hours),
    staffAuditEventInsert(c, deps, { action: 'settings.hours_updated', entity: 'booking_hours', details: changesDetails(changes) }),
  ]);
  return { values: await loadWeekHours(deps.db), changed };
}

/** The statements that write `hours` as the whole week (days and breaks), for a batch (the configuration import's too). */
export function weekHoursWrites(db: AppDeps['db'], hours: HoursSection): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const breaks = hours.days.flatMap((day) =>
    day.breaks.map((pause) => ({ id: randomUUID(), weekday: day.weekday, startTime: pause.start, endTime: pause.end })),
  );
  return [
    db
      .insert(bookingHours)
      .values(hours.days.map((day) => ({ weekday: day.weekday, enabled: day.enabled, startTime: day.start, endTime: day.end })))
      .onConflictDoUpdate({
        target: bookingHours.weekday,
        set: { enabled: sql`excluded.enabled`, startTime: sql`excluded.start_time`, endTime: sql`excluded.end_time` },
      }),
    db.delete(bookingHourBreaks),
    ...(breaks.length > 0 ? [db.insert(bookingHourBreaks).values(breaks)] : []),
  ];
}
