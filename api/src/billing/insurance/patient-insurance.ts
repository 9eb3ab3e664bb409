// A patient's plan as her insurer knows it (the insurer, the policy and certificate numbers, the
// plan member and her relationship to the patient)
// and whoever pays for her: printed on her receipts, kept for direct billing to come. Edited from
// her file at the desk; a save writes only what changed, with its audit entry (the fields' names,
// never their values), in one batch.
import { eq } from 'drizzle-orm';
import type { PatientInsurance } from 'shared-domain/billing/insurance-plan';
import { settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { patientInsurance, patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

export async function loadPatientInsurance(deps: Pick<AppDeps, 'db'>, patientId: string): Promise<PatientInsurance> {
  const [row] = await deps.db
    .select({
      id: patients.id,
      insurer: patientInsurance.insurer,
      policyNumber: patientInsurance.policyNumber,
      certificateNumber: patientInsurance.certificateNumber,
      planMemberName: patientInsurance.planMemberName,
      planMemberRelationship: patientInsurance.planMemberRelationship,
      payerName: patientInsurance.payerName,
    })
    .from(patients)
    .leftJoin(patientInsurance, eq(patientInsurance.patientId, patients.id))
    .where(eq(patients.id, patientId));
  if (!row) throw notFound();
  return {
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    certificateNumber: row.certificateNumber,
    planMemberName: row.planMemberName,
    planMemberRelationship: row.planMemberRelationship,
    payerName: row.payerName,
  };
}

export async function savePatientInsurance(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staffId: string,
  patientId: string,
  wanted: PatientInsurance,
) {
  const before = await loadPatientInsurance(deps, patientId);
  const fields = Object.keys(settingChanges(before, wanted));
  if (fields.length === 0) return { insurance: before, changed: fields };
  const values = { ...wanted, updatedAt: deps.clock.now().toISOString() };
  await deps.db.batch([
    deps.db
      .insert(patientInsurance)
      .values({ patientId, ...values })
      .onConflictDoUpdate({ target: patientInsurance.patientId, set: values }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'patient.insurance_updated',
      entity: 'patients',
      entityId: patientId,
      details: { patientId, fields },
    }),
  ]);
  return { insurance: wanted, changed: fields };
}
