// Staff sign-up (specification 2.12 and 5). The configured invitation code creates
// only the clinic's first account (an admin, its owner) while it has none; after that each person
// signs up with the single-use code of their own invitation (`staff_invitations`), bound to their
// e-mail, unexpired, unrevoked, and gets the invitation's role.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffAccountMessages as m, type StaffSignUp } from 'shared-domain/accounts/staff-account';
import { hashPassword } from '../passwords/password';
import { clinicSettings, staffInvitations, staffUsers } from '../../platform/db/schema';
import { insertWhere } from '../../platform/db/insert-where';
import { createdTimestamp } from '../../platform/db/timestamps';
import type { AppDeps } from '../../deps';
import { type AppError, fieldRefusal } from '../../platform/http/app-error';
import { hashToken, sameSecret } from '../../platform/tokens/tokens';
import { passwordWeakness, personalWords } from '../passwords/password-strength';
import type { StaffRole } from 'shared-domain/accounts/staff-role';

/** In constant time (`sameSecret`), so neither the code's length nor its first wrong character shows. */
export function isInvitationCode(expected: string, given: string): boolean {
  return sameSecret(expected, given);
}

function refused(field: keyof StaffSignUp, message: string): AppError {
  return fieldRefusal({ [field]: message });
}

/** What a code opens: the first account of the clinic, or one person's invitation. */
type Admission = { kind: 'first' } | { kind: 'invitation'; invitationId: string; role: StaffRole };

/**
 * The same refusal whatever is wrong with the code (unknown, used, expired, revoked, another
 * address's, or the configured code once the clinic has an account), so a guess learns nothing.
 */
async function admissionFor(deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>, input: StaffSignUp): Promise<Admission> {
  // Both looked at whatever the code is, so the answer's timing does not say which kind it was.
  const configured = isInvitationCode(deps.secrets.adminInvitationCode, input.invitationCode);
  const [invitation] = await deps.db
    .select({ id: staffInvitations.id, role: staffInvitations.role })
    .from(staffInvitations)
    .where(pendingInvitation(deps, { codeHash: hashToken(input.invitationCode), email: input.email }));
  if (invitation) return { kind: 'invitation', invitationId: invitation.id, role: invitation.role };
  if (configured && (await deps.db.$count(staffUsers)) === 0) return { kind: 'first' };
  throw refused('invitationCode', m.invalidInvitationCode);
}

/** An invitation that can still be used: not used, not revoked, not expired, for this address. */
function pendingInvitation(deps: Pick<AppDeps, 'clock'>, by: { codeHash: string; email: string } | { id: string }) {
  return and(
    'id' in by
      ? eq(staffInvitations.id, by.id)
      : and(eq(staffInvitations.codeHash, by.codeHash), eq(sql`lower(${staffInvitations.email})`, by.email)),
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, deps.clock.now().toISOString()),
  );
}

export async function createStaffAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  input: StaffSignUp,
): Promise<{ id: string; invitationId?: string }> {
  // First, so someone without a valid code learns nothing else (not even whether the address is taken).
  const admission = await admissionFor(deps, input);
  const [settings] = await deps.db.select({ clinicName: clinicSettings.clinicName }).from(clinicSettings);
  const weakness = passwordWeakness(
    input.password,
    personalWords({ names: [input.fullName], email: input.email, clinicName: settings?.clinicName }),
  );
  if (weakness) throw refused('password', weakness);
  // Hashed before the duplicate check, so a taken address answers in the time of a new one.
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const row = {
    id,
    email: input.email,
    fullName: input.fullName,
    role: admission.kind === 'first' ? ('admin' as const) : admission.role,
    passwordHash,
    ...createdTimestamp(deps.clock),
  };
  const addressFree = sql`not exists (select 1 from ${staffUsers} where ${staffUsers.email} = ${input.email})`;
  if (admission.kind === 'first') {
    // Guarded in the statement: two sign-ups racing on an empty clinic make one account.
    await deps.db.run(insertWhere(staffUsers, row, sql`not exists (select 1 from ${staffUsers})`));
  } else {
    // One batch (one transaction): the account is written only while the invitation is still
    // pending, and the invitation is marked used by it, so two sign-ups racing on one code make one account.
    const stillPending = sql`exists (select 1 from ${staffInvitations} where ${pendingInvitation(deps, { id: admission.invitationId })})`;
    await deps.db.batch([
      deps.db.run(insertWhere(staffUsers, row, and(stillPending, addressFree))),
      deps.db
        .update(staffInvitations)
        .set({ usedAt: deps.clock.now().toISOString(), usedBy: id })
        .where(
          and(
            eq(staffInvitations.id, admission.invitationId),
            isNull(staffInvitations.usedAt),
            sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${id})`,
          ),
        ),
    ]);
  }
  const [created] = await deps.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, id));
  if (!created) {
    // Said as a field error, so the form shows it beside the address; a code another sign-up used meanwhile is just invalid.
    const [taken] = await deps.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, input.email));
    throw taken ? refused('email', m.emailUnavailable) : refused('invitationCode', m.invalidInvitationCode);
  }
  if (admission.kind === 'invitation') return { id, invitationId: admission.invitationId };
  await deps.db
    .update(clinicSettings)
    .set({ ownerId: id, updatedAt: deps.clock.now().toISOString() })
    .where(and(eq(clinicSettings.id, 1), isNull(clinicSettings.ownerId)));
  return { id };
}
