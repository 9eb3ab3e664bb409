// The identity fields the regulation adds to a patient's record (name at birth, sex, the day the
// record was opened, reason for consultation). Only what changed is written; `changedFields`
// names them for the audit trail, never their values.
import { eq } from 'drizzle-orm';
import { type RecordIdentity, recordIdentityFields, recordLabels, recordMessages } from 'shared-domain/clinical/clinical-record';
import type { AppDeps } from '../../deps';
import { clinicNow } from '../../clinic/public';
import { patients } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { readRecordIdentity } from './read-record';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function updateRecordIdentity(deps: Deps, patientId: string, input: RecordIdentity) {
  const current = await readRecordIdentity(deps.db, patientId);
  if (input.recordOpenedOn && input.recordOpenedOn > (await clinicNow(deps)).today) {
    throw fieldRefusal({
      recordOpenedOn: recordMessages.dateInFuture(recordLabels.recordOpenedOn),
    });
  }
  const changes: Partial<Pick<typeof patients.$inferInsert, (typeof recordIdentityFields)[number]>> = {};
  for (const field of recordIdentityFields) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  const changedFields = recordIdentityFields.filter((field) => field in changes);
  if (changedFields.length > 0) {
    await deps.db
      .update(patients)
      .set({ ...changes, updatedAt: deps.clock.now().toISOString() })
      .where(eq(patients.id, patientId));
  }
  return { identity: await readRecordIdentity(deps.db, patientId), changedFields };
}
