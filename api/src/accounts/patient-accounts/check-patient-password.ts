// The password check of patient sign-in. An unknown address, an account without a password and a
// wrong password all cost one scrypt run and end in the same refusal, so neither the answer nor
// its timing says whether someone is a patient of the clinic (DESIGN §5).
import type { Context } from 'hono';
import { patientAccountMessages } from 'shared-domain/accounts/patient-account';
import { errorCodes } from 'shared-domain/platform/errors';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { verifyAgainstNoAccount, verifyPassword } from '../passwords/password';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/app-error';
import { limitSignIn } from '../devices/limit-sign-in';
import { findPatientAccount } from './find-patient-account';

/** The id of the account `email` and `password` sign in to; otherwise a 401 (or 429 past the limit). */
export async function checkPatientPassword(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  email: string,
  password: string,
): Promise<string> {
  const mailbox = email.toLowerCase();
  const account = await findPatientAccount(deps, mailbox);
  // Per account, or per browser that signed in to this account before.
  const signInTry = await limitSignIn(c, deps, 'patient', mailbox, account);
  const matches = account?.passwordHash ? await verifyPassword(password, account.passwordHash) : await verifyAgainstNoAccount(password);
  if (account?.passwordHash && matches) {
    // Only failures count against the limits.
    await signInTry.succeeded();
    return account.id;
  }
  // Failures are recorded for known and unknown addresses alike; the address itself is not kept.
  await recordAuditEvent(deps, {
    actor: { type: 'public' },
    action: 'patient.sign_in_failed',
    entity: 'patient_accounts',
    entityId: account?.id ?? null,
    details: { method: 'password' },
  });
  throw new AppError(errorCodes.authenticationRequired, patientAccountMessages.invalidCredentials);
}
