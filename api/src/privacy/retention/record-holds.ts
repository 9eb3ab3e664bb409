// « Suspension légale »: placing and lifting a hold on a record, each with its audit row in one
// batch. A hold placed for an incident of the register names that incident. A hold is released,
// never deleted, and released once: the second release is refused (PRIV_042).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { recordHoldMessages, type recordHoldSchema } from 'shared-domain/privacy/privacy-retention';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { patients, privacyIncidents, recordHolds } from '../../platform/db/schema';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';

type HoldDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function placeRecordHold(deps: HoldDeps, staffId: string, input: z.output<typeof recordHoldSchema>) {
  const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, input.patientId));
  if (!patient) throw fieldRefusal('patientId', recordHoldMessages.patientNotFound);
  const incidentId = input.incidentId ?? null;
  if (incidentId) {
    const [incident] = await deps.db.select({ id: privacyIncidents.id }).from(privacyIncidents).where(eq(privacyIncidents.id, incidentId));
    if (!incident) throw fieldRefusal('incidentId', recordHoldMessages.incidentNotFound);
  }
  const id = randomUUID();
  const placedAt = deps.clock.now().toISOString();
  // The record still there (not destroyed meanwhile) is the anchor of the batch.
  const recordThere = sql`exists (select 1 from ${patients} where ${patients.id} = ${input.patientId} and ${patients.recordDestroyedAt} is null)`;
  const [placed] = await deps.db.batch([
    deps.db.run(
      insertWhere(
        recordHolds,
        { id, patientId: input.patientId, reason: input.reason, incidentId, placedBy: staffId, placedAt },
        recordThere,
      ),
    ),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'retention.hold_placed',
        entity: 'record_holds',
        entityId: id,
        details: { patientId: input.patientId, holdId: id, incidentId },
      },
      sql`exists (select 1 from ${recordHolds} where ${recordHolds.id} = ${id})`,
    ),
  ]);
  if (placed.rowsAffected !== 1) throw notFound(recordHoldMessages.patientNotFound);
  return { id, patientId: input.patientId, reason: input.reason, incidentId, placedAt };
}

export async function releaseRecordHold(deps: HoldDeps, staffId: string, holdId: string) {
  const [hold] = await deps.db
    .select({ patientId: recordHolds.patientId, releasedAt: recordHolds.releasedAt })
    .from(recordHolds)
    .where(eq(recordHolds.id, holdId));
  if (!hold) throw notFound(recordHoldMessages.notFound);
  const released = () => new AppError(errorCodes.recordHoldReleased, recordHoldMessages.alreadyReleased);
  if (hold.releasedAt) throw released();
  const releasedAt = deps.clock.now().toISOString();
  const [audited] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'retention.hold_released',
        entity: 'record_holds',
        entityId: holdId,
        details: { patientId: hold.patientId, holdId },
      },
      sql`exists (select 1 from ${recordHolds} where ${recordHolds.id} = ${holdId} and ${recordHolds.releasedAt} is null)`,
    ),
    deps.db
      .update(recordHolds)
      .set({ releasedAt, releasedBy: staffId })
      .where(and(eq(recordHolds.id, holdId), isNull(recordHolds.releasedAt))),
  ]);
  if (audited.rowsAffected !== 1) throw released();
  return { id: holdId, patientId: hold.patientId, releasedAt };
}
