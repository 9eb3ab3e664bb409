// One page of the audit trail, newest first. The cursor names the last event shown (its instant
// and id), so a page boundary falling among events of the same instant loses and repeats none.
// A staff actor comes with the account's current name (a left join), so the screen can say who
// without a request per row; for a patient or a visitor the screen shows the kind of actor only.
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { auditEvents, staffUsers } from '../db/schema';
import { fieldRefusal } from '../http/app-error';

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

export async function readAuditEvents(deps: Pick<AppDeps, 'db'>, query: { before?: string | undefined; limit: number }) {
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
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(staffUsers, and(eq(auditEvents.actorType, 'staff'), eq(auditEvents.actorId, staffUsers.id)))
    .where(
      cursor
        ? or(lt(auditEvents.createdAt, cursor.createdAt), and(eq(auditEvents.createdAt, cursor.createdAt), lt(auditEvents.id, cursor.id)))
        : undefined,
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    // One more than asked says whether there is a next page.
    .limit(query.limit + 1);
  const events = rows.slice(0, query.limit);
  const last = events.at(-1);
  return { events, nextBefore: rows.length > query.limit && last ? auditCursor(last) : null };
}
