// The audit trail (DESIGN §5): who signed in or failed to, changed a second factor, used a backup
// code, ended a session — and, for every staff screen, each read or change of a patient's health
// record. Rows are only ever inserted: no route updates or deletes them. The actions and their
// details are the catalogue's (`shared-domain/platform/audit-actions`): a free string does not compile.
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { AuditActorType } from 'shared-domain/platform/audit-actor';
import type { AuditAction, AuditDetails } from 'shared-domain/platform/audit-actions';
import type { AppDeps } from '../../deps';
import { auditEvents } from '../db/schema';
import type { StaffSubject } from '../http/subject';
import { insertWhere } from '../db/insert-where';
import { createdTimestamp } from '../db/timestamps';

/** Details are required when the action has some that must be given, optional otherwise. */
type DetailsOf<A extends AuditAction> = [keyof AuditDetails<A>] extends [never]
  ? { details?: undefined }
  : Record<string, never> extends AuditDetails<A>
    ? { details?: AuditDetails<A> }
    : { details: AuditDetails<A> };

type AuditEventOf<A extends AuditAction> = {
  actor: { type: AuditActorType; id?: string | null };
  /** What happened: `staff.signed_in`, `clinical_note.signed`… */
  action: A;
  /** What it happened to: a table's name and row. */
  entity: string;
  entityId?: string | null;
  /** The row's id when the batch must refer to it (a later statement guarded on it); random otherwise. */
  id?: string;
} & DetailsOf<A>;

/** One audit event, its details checked against its action. Never a secret, a password, a code or a link token. */
export type AuditEvent = { [A in AuditAction]: AuditEventOf<A> }[AuditAction];

/** An event written by the signed-in staff member (the actor is the member the surface resolved). */
export type StaffAuditEvent = { [A in AuditAction]: Omit<AuditEventOf<A>, 'actor'> }[AuditAction];

/**
 * The audit row as a query not yet run, for the `db.batch([...])` that makes the change it records:
 * libSQL runs a batch as one transaction, so the change and its row are kept or lost together.
 */
export function auditEventInsert(deps: Pick<AppDeps, 'db' | 'clock'>, event: AuditEvent) {
  return deps.db.insert(auditEvents).values(auditRow(deps, event));
}

/**
 * The same, written only if `condition` holds when the batch reaches it: for a change that may
 * find nothing to change (an entry already removed, a questionnaire already answered), so the
 * trail never records what did not happen. Put it before the statements that change the condition.
 */
export function auditEventInsertWhere(deps: Pick<AppDeps, 'db' | 'clock'>, event: AuditEvent, condition: SQL) {
  return deps.db.run(insertWhere(auditEvents, auditRow(deps, event), condition));
}

function auditRow(deps: Pick<AppDeps, 'clock'>, event: AuditEvent): typeof auditEvents.$inferInsert {
  return {
    // Given here: `insertWhere` writes the values it is given, without the column's default.
    id: event.id ?? randomUUID(),
    actorType: event.actor.type,
    actorId: event.actor.id ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    details: event.details ?? null,
    ...createdTimestamp(deps.clock),
  };
}

/** Writes the row on its own: for reads, refusals, and changes not made in one batch. */
export async function recordAuditEvent(deps: Pick<AppDeps, 'db' | 'clock'>, event: AuditEvent): Promise<void> {
  await auditEventInsert(deps, event);
}

/** A staff surface's request: the staff member its surface resolved (`c.get('staff')`, platform/http/subject). */
type StaffContext = { get(key: 'staff'): Pick<StaffSubject, 'staffId'> };

/** The signed-in staff member's event, from a route on a staff surface: the actor is the member the surface handed over. */
export function staffAuditEvent(c: StaffContext, event: StaffAuditEvent): AuditEvent {
  return { actor: { type: 'staff', id: c.get('staff').staffId }, ...event };
}

/** The signed-in staff member's event as a query, for the batch of the change it records. */
export function staffAuditEventInsert(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, event: StaffAuditEvent) {
  return auditEventInsert(deps, staffAuditEvent(c, event));
}

/** The same, written only if `condition` holds when the batch reaches it (see `auditEventInsertWhere`). */
export function staffAuditEventInsertWhere(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, event: StaffAuditEvent, condition: SQL) {
  return auditEventInsertWhere(deps, staffAuditEvent(c, event), condition);
}

/**
 * What the signed-in staff member did, from a route on the admin surface (the actor is the
 * session's staff member): each read or change of patient data on a staff screen.
 */
export async function recordStaffAuditEvent(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, event: StaffAuditEvent): Promise<void> {
  await staffAuditEventInsert(c, deps, event);
}
