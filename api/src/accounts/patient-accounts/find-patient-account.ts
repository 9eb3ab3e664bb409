// Matching an address to the clinic's patient record (spec section 7, sync-patient-portal-user):
// the portal account is the record's, created the first time a link is asked for it.
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { patientAccounts, patients } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';

/** The account signed in with `mailbox` (lower-cased), if there is one. */
export async function findPatientAccount(deps: Pick<AppDeps, 'db'>, mailbox: string) {
  const [account] = await deps.db
    .select({ id: patientAccounts.id, email: patientAccounts.email, passwordHash: patientAccounts.passwordHash })
    .from(patientAccounts)
    .where(eq(patientAccounts.email, mailbox));
  return account;
}

/**
 * The account for `mailbox`: the existing one, or a new one for the one patient record with that
 * address (case-insensitive). Undefined when no record has it, and when several do (a family
 * sharing an address): picking one would open a relative's file, so the clinic has to sort it out.
 */
export async function findOrCreatePatientAccount(deps: Pick<AppDeps, 'db' | 'clock'>, mailbox: string) {
  const existing = await findPatientAccount(deps, mailbox);
  if (existing) return existing;
  const records = await deps.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(sql`lower(${patients.email})`, mailbox))
    .limit(2);
  const [record] = records;
  if (!record || records.length > 1) return undefined;
  // A concurrent request may create it first (email and patient_id are unique): keep theirs.
  await deps.db
    .insert(patientAccounts)
    .values({ patientId: record.id, email: mailbox, ...createdTimestamp(deps.clock) })
    .onConflictDoNothing();
  return findPatientAccount(deps, mailbox);
}
