// Where a public appointment request is kept: an appointment awaiting a slot while the agenda is
// open, a waitlist entry while it is full. A second identical submission within a short window
// (a double click, a retry after a lost answer) finds the first instead of adding another; the
// caller answers both the same way, so a repeat cannot be told from a first request.
import { and, eq, getTableColumns, gte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppointmentRequest, PreferredTime } from 'shared-domain/scheduling/appointment-request';
import { appointmentRequestLabels } from 'shared-domain/scheduling/appointment-request';
import type { AppDeps } from '../../deps';
import { appointments, waitlistEntries } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';

export type RequestKind = 'appointment' | 'waitlist';

export interface RecordedRequest {
  /** An identical request was found within the window, and nothing was added. */
  duplicate: boolean;
}

export const duplicateWindowMinutes = 10;

// The modal's periods, in the waitlist form's words (specification §3); Flexible means any.
const waitlistPeriods: Partial<Record<PreferredTime, string>> = {
  Matin: 'Matin (8h-12h)',
  'Après-midi': 'Après-midi (12h-17h)',
  'Fin de journée': 'Soir (17h-20h)',
};

const reasonLine = (reason: string) => `${appointmentRequestLabels.reason} : ${reason}`;

/** The request's details in readable French, the reason first so a repeat can be recognised. */
export function waitlistNotes(request: AppointmentRequest): string {
  const lines = [reasonLine(request.reason)];
  if (request.patient_age) lines.push(`${appointmentRequestLabels.patient_age} : ${request.patient_age}`);
  if (request.preferred_time) lines.push(`${appointmentRequestLabels.preferred_time} : ${request.preferred_time}`);
  lines.push('Demande reçue par le formulaire de rendez-vous du site.');
  return lines.join('\n');
}

/** Conditions matching an earlier submission of the same request, by kind. */
function sameRequest(request: AppointmentRequest, since: string) {
  const email = request.email.toLowerCase();
  const line = reasonLine(request.reason);
  return {
    appointment: and(
      eq(sql`lower(${appointments.email})`, email),
      eq(appointments.reason, request.reason),
      eq(appointments.bookingSource, 'site'),
      gte(appointments.createdAt, since),
    ),
    waitlist: and(
      eq(sql`lower(${waitlistEntries.email})`, email),
      eq(waitlistEntries.source, 'site'),
      gte(waitlistEntries.createdAt, since),
      // The reason is the notes' first line (it may itself span several).
      or(eq(waitlistEntries.notes, line), sql`substr(${waitlistEntries.notes}, 1, length(${line}) + 1) = ${`${line}\n`}`),
    ),
  };
}

/**
 * `insert … select … where not (blocker)`: one statement, so the check and the write cannot be
 * split by another request, whether in this process or another instance. (An interactive
 * transaction would do the same, but the file driver waits for locks synchronously, so two of
 * them in one process block each other until the busy timeout.)
 */
async function insertUnless<Table extends SQLiteTable>(
  db: AppDeps['db'],
  table: Table,
  row: Table['$inferInsert'],
  blocker: SQL,
): Promise<boolean> {
  const columns = getTableColumns(table) as Record<string, Table['_']['columns'][string]>;
  const entries = Object.entries(row).flatMap(([key, value]) => {
    const column = columns[key];
    return column && value !== undefined ? [{ column, value }] : [];
  });
  const names = sql.join(
    entries.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    entries.map(({ column, value }) => sql.param(value, column)),
    sql`, `,
  );
  const inserted = await db.all(sql`insert into ${table} (${names}) select ${values} where not (${blocker}) returning 1`);
  return inserted.length > 0;
}

export async function recordAppointmentRequest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: AppointmentRequest,
  kind: RequestKind,
): Promise<RecordedRequest> {
  const { db } = deps;
  const stamped = timestamps(deps.clock);
  const same = sameRequest(request, new Date(Date.parse(stamped.createdAt) - duplicateWindowMinutes * 60_000).toISOString());

  // drizzle puts an embedded select in parentheses itself.
  const blocker = sql`exists ${db.select({ one: sql`1` }).from(appointments).where(same.appointment)}
    or exists ${db.select({ one: sql`1` }).from(waitlistEntries).where(same.waitlist)}`;
  const inserted =
    kind === 'appointment'
      ? await insertUnless(
          db,
          appointments,
          {
            name: request.name,
            email: request.email,
            phone: request.phone,
            reason: request.reason,
            patientAge: request.patient_age || null,
            preferredTime: request.preferred_time || null,
            status: 'pending',
            bookingSource: 'site',
            id: crypto.randomUUID(),
            ...stamped,
          },
          blocker,
        )
      : await insertUnless(
          db,
          waitlistEntries,
          {
            fullName: request.name,
            email: request.email,
            phone: request.phone,
            preferredDays: [],
            preferredTimes: waitlistPeriodsOf(request.preferred_time),
            notes: waitlistNotes(request),
            status: 'waiting',
            source: 'site',
            id: crypto.randomUUID(),
            ...stamped,
          },
          blocker,
        );
  // Nothing inserted: an identical submission came first.
  return { duplicate: !inserted };
}

/** The waitlist's time periods matching the request form's preferred time, if it names one. */
function waitlistPeriodsOf(preferredTime: PreferredTime | '' | undefined): string[] {
  const period = preferredTime ? waitlistPeriods[preferredTime] : undefined;
  return period ? [period] : [];
}
