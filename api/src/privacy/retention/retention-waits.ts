// What keeps a record past its period from being anonymised or destroyed, read two ways from the
// same rules: `recordWaits`, the SQL condition the decision's batch and the `retention` job re-check
// when they run (so a request recorded or a hold placed meanwhile is never overtaken), and
// `waitsOfRecords`, the reasons the review lists beside each record (shared-domain's `RetentionWait`).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { owedInvoiceStatuses } from 'shared-domain/billing/invoice-ledger';
import type { RetentionWait } from 'shared-domain/privacy/privacy-retention';
import type { AppDeps } from '../../deps';
import { invoices, privacyIncidents, privacyRequests, recordHolds, staffUsers } from '../../platform/db/schema';

type Db = AppDeps['db'];

/** What an invoice still owes: its total less what was credited and paid. */
const openCents = sql<number>`(${invoices.totalAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount})`;
const owedStatuses = sql.join(
  owedInvoiceStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * True while the record of `patient` (a qualified column or a value: inside these subqueries a bare
 * `patient_id` would be the subquery's own) must be kept: an open privacy request about her, an
 * unreleased hold (a legal hold or an incident naming her), or an invoice she still owes.
 */
export function recordWaits(patient: SQL): SQL {
  return sql`(exists (select 1 from ${privacyRequests} where ${privacyRequests.patientId} = ${patient} and ${privacyRequests.status} = 'open')
    or exists (select 1 from ${recordHolds} where ${recordHolds.patientId} = ${patient} and ${recordHolds.releasedAt} is null)
    or exists (select 1 from ${invoices} where ${invoices.patientId} = ${patient}
      and ${invoices.paymentStatus} in (${owedStatuses}) and ${openCents} > 0))`;
}

/** Why each of `patientIds` must be kept for now; a record absent from the map may be decided freely. */
export async function waitsOfRecords(db: Db, patientIds: string[]): Promise<Map<string, RetentionWait[]>> {
  const waits = new Map<string, RetentionWait[]>();
  if (patientIds.length === 0) return waits;
  const add = (patientId: string | null, wait: RetentionWait) => {
    if (!patientId) return;
    waits.set(patientId, [...(waits.get(patientId) ?? []), wait]);
  };
  const [requests, holds, owed] = await Promise.all([
    db
      .select({ patientId: privacyRequests.patientId, reference: privacyRequests.reference, dueOn: privacyRequests.dueOn })
      .from(privacyRequests)
      .where(and(inArray(privacyRequests.patientId, patientIds), eq(privacyRequests.status, 'open')))
      .orderBy(privacyRequests.dueOn),
    db
      .select({
        holdId: recordHolds.id,
        patientId: recordHolds.patientId,
        reason: recordHolds.reason,
        placedAt: recordHolds.placedAt,
        placedBy: staffUsers.fullName,
        incident: privacyIncidents.reference,
      })
      .from(recordHolds)
      .leftJoin(staffUsers, eq(staffUsers.id, recordHolds.placedBy))
      .leftJoin(privacyIncidents, eq(privacyIncidents.id, recordHolds.incidentId))
      .where(and(inArray(recordHolds.patientId, patientIds), isNull(recordHolds.releasedAt)))
      .orderBy(recordHolds.placedAt),
    db
      .select({ patientId: invoices.patientId, owedCents: sql<number>`sum(${openCents})` })
      .from(invoices)
      .where(and(inArray(invoices.patientId, patientIds), inArray(invoices.paymentStatus, [...owedInvoiceStatuses]), sql`${openCents} > 0`))
      .groupBy(invoices.patientId),
  ]);
  for (const request of requests) add(request.patientId, { kind: 'privacy_request', reference: request.reference, dueOn: request.dueOn });
  for (const hold of holds) {
    add(
      hold.patientId,
      hold.incident
        ? { kind: 'incident', holdId: hold.holdId, reference: hold.incident, reason: hold.reason }
        : { kind: 'legal_hold', holdId: hold.holdId, reason: hold.reason, placedBy: hold.placedBy ?? null, placedAt: hold.placedAt },
    );
  }
  for (const row of owed) add(row.patientId, { kind: 'balance', owedCents: Number(row.owedCents) });
  return waits;
}
