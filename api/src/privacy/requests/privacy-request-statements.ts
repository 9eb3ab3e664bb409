// The write of one request into the queue, as a statement for the caller's `db.batch`: its
// reference (« DEM-2026-0007 ») is numbered in the same statement that writes it, from the highest
// of its year, so two requests written at once never share one (the unique index refuses the
// loser rather than letting it through) and the request, its audit row and whatever caused it are
// kept or lost together.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import { sql } from 'drizzle-orm';
import type { PrivacyRequestChannel, PrivacyRequestKind } from 'shared-domain/privacy/privacy';
import { privacyRequestDueOn, privacyRequestReferencePrefix } from 'shared-domain/privacy/privacy-requests';
import type { AppDeps } from '../../deps';
import { privacyRequests } from '../../platform/db/schema';

export interface PrivacyRequestToRecord {
  /** The row's id, when the caller's other statements name it; random otherwise. */
  id?: string;
  /** The patient the request is about; null for a person without a record. */
  patientId: string | null;
  requesterName: string;
  requesterEmail: string | null;
  kind: PrivacyRequestKind;
  channel: PrivacyRequestChannel;
  details: string | null;
  /** The clinic's day it was received ('YYYY-MM-DD'); the deadline is counted from it. */
  receivedOn: string;
  /** The staff member who recorded it; null when the person sent it herself (portal, public form). */
  createdBy: string | null;
  /** Already answered as it is recorded (a portability export the patient downloaded herself). */
  answered?: { status: 'answered' | 'refused'; answer: string; answeredOn: string; answeredBy: string | null };
}

/**
 * The insert of one request into `privacy_requests`, its reference numbered by the statement
 * itself, its deadline from `privacyRequestAnswerDays`. Run it in the batch of the change that
 * causes it, beside its audit row (`entity: 'privacy_requests', entityId: id`).
 */
export function recordPrivacyRequestStatements(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: PrivacyRequestToRecord,
): { id: string; dueOn: string; statements: [BatchItem<'sqlite'>] } {
  const id = request.id ?? randomUUID();
  const dueOn = privacyRequestDueOn(request.kind, request.receivedOn);
  const now = deps.clock.now().toISOString();
  const yearPrefix = `${privacyRequestReferencePrefix}-${request.receivedOn.slice(0, 4)}-`;
  const answered = request.answered;
  const statement = deps.db.run(sql`
    insert into ${privacyRequests} (
      id, reference, patient_id, requester_name, requester_email, kind, channel, details, received_on, due_on,
      status, answer, answered_on, answered_by, created_by, created_at, updated_at
    )
    select ${id},
      ${yearPrefix} || printf('%04d', coalesce(max(cast(substr(reference, ${yearPrefix.length + 1}) as integer)), 0) + 1),
      ${request.patientId}, ${request.requesterName}, ${request.requesterEmail}, ${request.kind}, ${request.channel},
      ${request.details}, ${request.receivedOn}, ${dueOn},
      ${answered?.status ?? 'open'}, ${answered?.answer ?? null}, ${answered?.answeredOn ?? null}, ${answered?.answeredBy ?? null},
      ${request.createdBy}, ${now}, ${now}
    from ${privacyRequests} where reference like ${`${yearPrefix}%`}
  `);
  return { id, dueOn, statements: [statement] };
}
