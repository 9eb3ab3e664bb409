// A patient's SAAQ (road accident) or CNESST (work injury) case: its claim number, the event's date,
// the prescribing doctor and the prescription's date. The case's claims carry its claim number, and
// its receipts print it and flag care given before the prescription. Opened at the desk, audited.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { InsuranceCase } from 'shared-domain/billing/insurance-claim';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { insuranceCases, patients } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { notFound } from '../../platform/http/app-error';

const caseColumns = {
  id: insuranceCases.id,
  patientId: insuranceCases.patientId,
  payer: insuranceCases.payer,
  claimNumber: insuranceCases.claimNumber,
  eventDate: insuranceCases.eventDate,
  prescribingDoctor: insuranceCases.prescribingDoctor,
  prescriptionDate: insuranceCases.prescriptionDate,
};

export async function listInsuranceCases(deps: Pick<AppDeps, 'db'>, patientId: string) {
  const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  return deps.db
    .select(caseColumns)
    .from(insuranceCases)
    .where(eq(insuranceCases.patientId, patientId))
    .orderBy(desc(insuranceCases.eventDate), desc(insuranceCases.createdAt));
}

export type InsuranceCaseRow = Awaited<ReturnType<typeof listInsuranceCases>>[number];

export async function openInsuranceCase(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staffId: string,
  patientId: string,
  wanted: InsuranceCase,
): Promise<InsuranceCaseRow> {
  const [patient] = await deps.db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  const id = randomUUID();
  await deps.db.batch([
    deps.db.insert(insuranceCases).values({ id, patientId, ...wanted, createdBy: staffId, ...timestamps(deps.clock) }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'insurance_case.created',
      entity: 'insurance_cases',
      entityId: id,
      details: { patientId, caseId: id, payer: wanted.payer },
    }),
  ]);
  return { id, patientId, ...wanted };
}
