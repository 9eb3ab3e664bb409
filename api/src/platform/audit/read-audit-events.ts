// One page of the audit trail, newest first, filtered by patient, staff member, action and period.
// The cursor names the last event shown (its instant and id), so a page boundary falling among
// events of the same instant loses and repeats none. Each event comes with who did it (a staff
// member's current name), whom or what it concerns (the patient by name, else the record:
// audit-subject.ts) and its details in French (`auditDetailLines`): the raw details stay in the
// database, so nothing the screen does not list (a typed reason, health text) is ever sent.
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { auditDetailLines } from 'shared-domain/platform/audit-detail-lines';
import type { AuditFilter } from 'shared-domain/platform/audit-event-query';
import { addDays, startOfClinicDay } from 'shared-domain/platform/clinic-time';
import type { AppDeps } from '../../deps';
import { auditEvents, patients, staffUsers } from '../db/schema';
import { fieldRefusal } from '../http/app-error';
import { eventPatientId, eventRecordName, eventRecordReference } from './audit-subject';

const cursorSeparator = '_';

export function auditCursor(event: { createdAt: string; id: string }): string {
  return `${event.createdAt}${cursorSeparator}${event.id}`;
}

function parseCursor(cursor: string): { createdAt: string; id: string } {
  const at = cursor.indexOf(cursorSeparator);
  const createdAt = cursor.slice(0, at);
  if (at < 0 || Number.isNaN(Date.parse(createdAt))) {
    throw fieldRefusal({ before: 'Curseur a un format invalide' });
  }
  return { createdAt, id: cursor.slice(at + 1) };
}

/** The filters as SQL; the period's days are the clinic's (`timeZone`), from the first instant of `from` to the last of `to`. */
function filterConditions(filter: AuditFilter, timeZone: string): (SQL | undefined)[] {
  return [
    filter.patientId === undefined ? undefined : eq(eventPatientId, filter.patientId),
    filter.staffId === undefined ? undefined : and(eq(auditEvents.actorType, 'staff'), eq(auditEvents.actorId, filter.staffId)),
    filter.action === undefined ? undefined : eq(auditEvents.action, filter.action),
    filter.from === undefined ? undefined : gte(auditEvents.createdAt, startOfClinicDay(filter.from, timeZone).toISOString()),
    filter.to === undefined ? undefined : lt(auditEvents.createdAt, startOfClinicDay(addDays(filter.to, 1), timeZone).toISOString()),
  ];
}

const concerned = alias(patients, 'concerned_patient');

export type AuditPageQuery = AuditFilter & { before?: string | undefined; limit: number };

export async function readAuditEvents(deps: Pick<AppDeps, 'db'>, query: AuditPageQuery, timeZone: string) {
  const cursor = query.before ? parseCursor(query.before) : undefined;
  const rows = await deps.db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      actorType: auditEvents.actorType,
      actorId: auditEvents.actorId,
      /** The staff member's name today (null for other actors, or an account since removed). */
      actorName: staffUsers.fullName,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      patientId: eventPatientId,
      /** The patient's name today (null when the event concerns no patient, or a record since removed). */
      patientName: sql<string | null>`${concerned.firstName} || ' ' || ${concerned.lastName}`,
      reference: eventRecordReference,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(staffUsers, and(eq(auditEvents.actorType, 'staff'), eq(auditEvents.actorId, staffUsers.id)))
    .leftJoin(concerned, eq(concerned.id, eventPatientId))
    .where(
      and(
        ...filterConditions(query, timeZone),
        cursor
          ? or(lt(auditEvents.createdAt, cursor.createdAt), and(eq(auditEvents.createdAt, cursor.createdAt), lt(auditEvents.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    // One more than asked says whether there is a next page.
    .limit(query.limit + 1);
  const events = rows.slice(0, query.limit).map(({ reference, details, ...event }) => ({
    ...event,
    /** What the event concerns when it is not a patient: an invoice, a setting, a staff member. */
    record: event.patientId ? null : eventRecordName({ action: event.action, entity: event.entity, reference }),
    detailLines: auditDetailLines(event.action, details),
  }));
  const last = events.at(-1);
  return { events, nextBefore: rows.length > query.limit && last ? auditCursor(last) : null };
}

export type AuditEventView = Awaited<ReturnType<typeof readAuditEvents>>['events'][number];

/** Every event the filter keeps, newest first, a page at a time: the export's. */
export async function* allAuditEvents(deps: Pick<AppDeps, 'db'>, filter: AuditFilter, timeZone: string) {
  let before: string | undefined;
  do {
    const page = await readAuditEvents(deps, { ...filter, before, limit: 500 }, timeZone);
    yield page.events;
    before = page.nextBefore ?? undefined;
  } while (before);
}
