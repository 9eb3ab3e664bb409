// The audit trail (DESIGN §5): who signed in or failed to, changed a second factor, used a backup
// code, ended a session — and, for every staff screen, each read or change of a patient's health
// record. Rows are only ever inserted: no route updates or deletes them.
import type { AuditActorType } from 'shared-domain/audit-actor';
import type { AppDeps } from '../../deps';
import { auditEvents } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';

export interface AuditEvent {
  actor: { type: AuditActorType; id?: string | null };
  /** What happened, as a dotted verb: `staff.sign_in`, `staff.sign_in_failed`, `patient_record.read`. */
  action: string;
  /** What it happened to: a table's name and row. */
  entity: string;
  entityId?: string | null;
  /** Never a secret, a password, a code or a link token. */
  details?: Record<string, unknown>;
}

export async function recordAuditEvent(deps: Pick<AppDeps, 'db' | 'clock'>, event: AuditEvent): Promise<void> {
  await deps.db.insert(auditEvents).values({
    actorType: event.actor.type,
    actorId: event.actor.id ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    details: event.details ?? null,
    ...createdTimestamp(deps.clock),
  });
}

/**
 * What the signed-in staff member did, from a route on the admin surface (the actor is the
 * session's staff member): each read or change of patient data on a staff screen.
 */
export function recordStaffAuditEvent(
  c: { get(key: 'session'): { subjectId: string } },
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: Omit<AuditEvent, 'actor'>,
): Promise<void> {
  return recordAuditEvent(deps, { actor: { type: 'staff', id: c.get('session').subjectId }, ...event });
}
