// The password step of staff sign-in. An unknown address and a wrong password give the same
// answer in about the same time (a check against a dummy hash), so sign-in does not tell who has
// an account.
import { eq } from 'drizzle-orm';
import type { StaffSignIn } from 'shared-domain/accounts/staff-account';
import { verifyAgainstNoAccount, verifyPassword } from '../passwords/password';
import { staffUsers, user2faSettings } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import type { SecondFactorStep } from 'shared-domain/accounts/staff-account';

export type CredentialCheck =
  | { ok: true; staffId: string; secondFactor: SecondFactorStep }
  | { ok: false; staffId: string | null; reason: 'unknown_email' | 'wrong_password' | 'deactivated' };

export async function checkStaffCredentials(deps: Pick<AppDeps, 'db'>, input: StaffSignIn): Promise<CredentialCheck> {
  const [staff] = await deps.db
    .select({
      id: staffUsers.id,
      passwordHash: staffUsers.passwordHash,
      deactivatedAt: staffUsers.deactivatedAt,
      factorEnabled: user2faSettings.isEnabled,
    })
    .from(staffUsers)
    .leftJoin(user2faSettings, eq(user2faSettings.userId, staffUsers.id))
    .where(eq(staffUsers.email, input.email));
  if (!staff) {
    await verifyAgainstNoAccount(input.password);
    return { ok: false, staffId: null, reason: 'unknown_email' };
  }
  if (!(await verifyPassword(input.password, staff.passwordHash))) return { ok: false, staffId: staff.id, reason: 'wrong_password' };
  // A deactivated member gets the answer of a wrong password, after the same work: the
  // refusal does not tell a former member's address, nor confirm her password.
  if (staff.deactivatedAt !== null) return { ok: false, staffId: staff.id, reason: 'deactivated' };
  return { ok: true, staffId: staff.id, secondFactor: staff.factorEnabled ? 'verify' : 'setup' };
}
