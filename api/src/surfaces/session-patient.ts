import { eq } from 'drizzle-orm';
import { noPatientRecordFor, patientAccountMessages } from 'shared-domain/patient-account';
import type { AppDeps } from '../deps';
import { patientAccounts, patients } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';

/**
 * The patient record a portal session may act on. The session's subject is the portal account;
 * its record is the one it was matched to, and only while the record still carries the account's
 * e-mail (specification §6, the same rule and answers as `GET /api/portal/me`).
 */
export async function sessionPatientId(deps: Pick<AppDeps, 'db'>, accountId: string): Promise<string> {
  const [row] = await deps.db
    .select({ patientId: patients.id, email: patients.email, accountEmail: patientAccounts.email })
    .from(patientAccounts)
    .innerJoin(patients, eq(patientAccounts.patientId, patients.id))
    .where(eq(patientAccounts.id, accountId));
  if (!row) throw notFound(patientAccountMessages.noPatientRecord);
  if (row.email?.toLowerCase() !== row.accountEmail) throw notFound(noPatientRecordFor(row.accountEmail));
  return row.patientId;
}
