// A patient's new password, from a password link: as hard to guess as a staff member's (the same
// zxcvbn check, French feedback), stored as a scrypt hash, and every session the
// account had ends (whoever knew the old password or held a session is out).
import { and, eq } from 'drizzle-orm';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { hashPassword } from '../passwords/password';
import { passwordWeakness, personalWords } from '../passwords/password-strength';
import type { AppDeps } from '../../deps';
import { clinicSettings, patientAccounts, patients, sessions } from '../../platform/db/schema';
import { fieldRefusal } from '../../platform/http/app-error';
import { pendingLinkTarget, type PatientLinkKind } from './link-token';
import { redeemPatientLink } from './redeem-patient-link';

/** Refuses (422, beside the field) a password easy to guess, or made of the patient's own name or address. */
async function refuseWeakPassword(deps: Pick<AppDeps, 'db'>, accountId: string, password: string): Promise<void> {
  const [person] = await deps.db
    .select({ email: patientAccounts.email, firstName: patients.firstName, lastName: patients.lastName })
    .from(patientAccounts)
    .innerJoin(patients, eq(patients.id, patientAccounts.patientId))
    .where(eq(patientAccounts.id, accountId));
  const [clinic] = await deps.db.select({ clinicName: clinicSettings.clinicName }).from(clinicSettings);
  const userInputs = person
    ? personalWords({ names: [person.firstName, person.lastName], email: person.email, clinicName: clinic?.clinicName })
    : [];
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw fieldRefusal('password', weakness);
}

/**
 * The password chosen through an e-mailed link: checked before the link is used up, so a refused
 * password leaves the link working; then the link is redeemed and the password set. The account's id.
 */
export async function choosePatientPassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: PatientLinkKind,
  token: string,
  password: string,
): Promise<string> {
  const pending = await pendingLinkTarget(deps, kind, token);
  if (pending) await refuseWeakPassword(deps, pending, password);
  const accountId = await redeemPatientLink(deps, kind, token);
  await setPatientPassword(deps, accountId, password);
  return accountId;
}

export async function setPatientPassword(deps: Pick<AppDeps, 'db' | 'clock'>, accountId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.update(patientAccounts).set({ passwordHash }).where(eq(patientAccounts.id, accountId));
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.subjectType, 'patient'), eq(sessions.subjectId, accountId)))
    .returning({ id: sessions.id });
  await recordAuditEvent(deps, {
    actor: { type: 'patient', id: accountId },
    action: 'patient.password_set',
    entity: 'patient_accounts',
    entityId: accountId,
    details: { sessionsEnded: ended.length },
  });
}
