// A patient's new password, from a password link: stored as a scrypt hash, and every session the
// account had ends (whoever knew the old password or held a session is out).
import { and, eq } from 'drizzle-orm';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { hashPassword } from '../passwords/password';
import type { AppDeps } from '../../deps';
import { patientAccounts, sessions } from '../../platform/db/schema';

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
