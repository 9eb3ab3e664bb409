// Admin sign-up (specification 2.12 and 5, issue 9): the invitation code from configuration,
// a strong password, the `staff_users` row (role admin) and, for the first account, the clinic's
// owner.
import { and, eq, isNull } from 'drizzle-orm';
import { staffAccountMessages as m, type StaffSignUp } from 'shared-domain/staff-account';
import { hashPassword } from '../passwords/password';
import { clinicSettings, staffUsers } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import type { AppDeps } from '../../deps';
import { type AppError, fieldRefusal } from '../../platform/http/app-error';
import { sameSecret } from '../../platform/tokens/tokens';
import { passwordWeakness } from '../passwords/password-strength';

/** In constant time (`sameSecret`), so neither the code's length nor its first wrong character shows. */
export function isInvitationCode(expected: string, given: string): boolean {
  return sameSecret(expected, given);
}

function refused(field: keyof StaffSignUp, message: string): AppError {
  return fieldRefusal({ [field]: message });
}

export async function createStaffAccount(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>, input: StaffSignUp): Promise<{ id: string }> {
  // First, so someone without the code learns nothing else (not even whether the address is taken).
  if (!isInvitationCode(deps.secrets.adminInvitationCode, input.invitationCode)) throw refused('invitationCode', m.invalidInvitationCode);
  const [settings] = await deps.db.select({ clinicName: clinicSettings.clinicName }).from(clinicSettings);
  const weakness = passwordWeakness(input.password, [
    input.fullName,
    ...input.fullName.split(/\s+/),
    input.email,
    input.email.split('@')[0] ?? '',
    ...(settings ? [settings.clinicName, ...settings.clinicName.split(/\s+/)] : []),
  ]);
  if (weakness) throw refused('password', weakness);
  // Hashed before the duplicate check, so a taken address answers in the time of a new one.
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.db
    .insert(staffUsers)
    .values({ email: input.email, fullName: input.fullName, role: 'admin', passwordHash, ...createdTimestamp(deps.clock) })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  // Said as a field error, so the form shows it beside the address.
  if (!created) throw refused('email', m.emailUnavailable);
  await deps.db
    .update(clinicSettings)
    .set({ ownerId: created.id, updatedAt: deps.clock.now().toISOString() })
    .where(and(eq(clinicSettings.id, 1), isNull(clinicSettings.ownerId)));
  return created;
}
