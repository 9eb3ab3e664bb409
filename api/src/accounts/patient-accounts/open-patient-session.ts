// The one way a patient ends up signed in, whichever proof they gave (password, magic link, new
// password): a fresh session, the account's last sign-in, and the audit trail's entry.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { AppDeps } from '../../deps';
import { patientAccounts } from '../../platform/db/schema';
import { startSession } from '../sessions/start-session';
import { trustThisDevice } from '../devices/trusted-device';

export type PatientSignInMethod = 'password' | 'magic_link' | 'password_reset';

export async function openPatientSession(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  accountId: string,
  method: PatientSignInMethod,
): Promise<void> {
  const now = deps.clock.now().toISOString();
  await deps.db.update(patientAccounts).set({ lastSignInAt: now }).where(eq(patientAccounts.id, accountId));
  await startSession(c, deps, { type: 'patient', id: accountId });
  // This browser's later sign-ins escape failures sent from elsewhere.
  await trustThisDevice(c, deps, 'patient', accountId);
  await recordAuditEvent(deps, {
    actor: { type: 'patient', id: accountId },
    action: 'patient.signed_in',
    entity: 'patient_accounts',
    entityId: accountId,
    details: { method },
  });
}
