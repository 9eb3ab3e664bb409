// The appointments list: dated appointments filtered by date range, status, source,
// patient and text, in date and time order, a page at a time. The cursor is the last row's
// (date, time, id): a page reads only its rows through the schedule index however deep it is,
// and a row booked meanwhile cannot shift the pages after it.
import { and, asc, eq, gte, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { AppDeps } from '../../deps';
import { appointments, serviceTypes } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { type AdminAppointment, adminAppointmentColumns, adminAppointmentJoin, describeAdminAppointment } from './appointment-view';
import { type AppointmentListFilters, calendarMessages } from 'shared-domain/scheduling/calendar-input';

export const appointmentsPerPage = 50;

interface Position {
  date: string;
  time: string;
  id: string;
}

export function encodeCursor({ date, time, id }: Position): string {
  return Buffer.from(JSON.stringify([date, time, id])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string')) {
      const [date, time, id] = value as [string, string, string];
      return { date, time, id };
    }
  } catch {
    // Falls through to the refusal: a cursor is only ever one this API wrote.
  }
  throw fieldRefusal({ cursor: calendarMessages.invalidCursor });
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `searchReasons`: whether the text searched includes the visits' reasons (the roles that read them). */
function filterConditions(filters: AppointmentListFilters, searchReasons: boolean): SQL | undefined {
  const pattern = filters.q === undefined ? undefined : containing(filters.q);
  const matches = (column: SQL | SQLiteColumn) => sql`lower(${column}) like ${pattern} escape '\\'`;
  return and(
    isNotNull(appointments.scheduledDate),
    isNotNull(appointments.scheduledTime),
    filters.from === undefined ? undefined : gte(appointments.scheduledDate, filters.from),
    filters.to === undefined ? undefined : lte(appointments.scheduledDate, filters.to),
    filters.status === undefined ? undefined : eq(appointments.status, filters.status),
    filters.source === undefined ? undefined : eq(appointments.bookingSource, filters.source),
    filters.patientId === undefined ? undefined : eq(appointments.patientId, filters.patientId),
    pattern === undefined
      ? undefined
      : or(
          matches(appointments.name),
          matches(appointments.email),
          matches(appointments.phone),
          searchReasons ? matches(sql`coalesce(${appointments.reason}, '')`) : undefined,
        ),
  );
}

function after(position: Position | undefined): SQL | undefined {
  if (!position) return undefined;
  // A row value, which SQLite compares in the schedule index's order and can seek to.
  return sql`(${appointments.scheduledDate}, ${appointments.scheduledTime}, ${appointments.id}) > (${position.date}, ${position.time}, ${position.id})`;
}

/** One page of the list after `cursor`, and the cursor of the next page (null on the last one). */
export async function listAppointments(
  db: AppDeps['db'],
  filters: AppointmentListFilters,
  cursor: string | undefined,
  { searchReasons, pageSize = appointmentsPerPage }: { searchReasons: boolean; pageSize?: number },
): Promise<{ appointments: AdminAppointment[]; nextCursor: string | null }> {
  const rows = await db
    .select(adminAppointmentColumns)
    .from(appointments)
    .leftJoin(serviceTypes, adminAppointmentJoin)
    .where(and(filterConditions(filters, searchReasons), after(cursor === undefined ? undefined : decodeCursor(cursor))))
    .orderBy(asc(appointments.scheduledDate), asc(appointments.scheduledTime), asc(appointments.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize).map(describeAdminAppointment);
  const last = page.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor({ date: last.scheduledDate ?? '', time: last.scheduledTime ?? '', id: last.id }) : null;
  return { appointments: page, nextCursor };
}

/** Every row the filters match, read page by page so a long export never holds one huge query open. */
export async function* allAppointments(db: AppDeps['db'], filters: AppointmentListFilters): AsyncGenerator<AdminAppointment[]> {
  let cursor: string | undefined;
  do {
    const page = await listAppointments(db, filters, cursor, { searchReasons: true, pageSize: 1000 });
    yield page.appointments;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
