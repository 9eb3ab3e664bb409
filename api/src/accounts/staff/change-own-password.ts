// A staff member changing her own password from the back-office: the current password
// and a fresh code (authenticator or backup code, counted by the second factor's lock) are both required, so
// a session left open is not enough. The new password passes the same strength check as sign-up.
// Success ends every other session of hers and forgets every trusted browser but this one.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { type OwnPasswordChangeInput, staffAccountMessages as m } from 'shared-domain/accounts/staff-account';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { staffUsers } from '../../platform/db/schema';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { consumeRateLimit, rateLimitedError } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import type { AdminEnv } from '../../platform/http/subject';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { outboxInsert } from '../../platform/mail/queue-email';
import { forgetTrustedDevices, trustThisDevice } from '../devices/trusted-device';
import { hashPassword, verifyPassword } from '../passwords/password';
import { passwordWeakness, personalWords } from '../passwords/password-strength';
import { countOtherSessions, endOtherSessions } from '../sessions/end-other-sessions';
import { proveFreshCode } from './fresh-code';
import { ownPasswordChangedEmail } from './own-password-changed-email';

export async function changeOwnPassword(
  c: Context<AdminEnv>,
  deps: AppDeps,
  input: OwnPasswordChangeInput & { code: string },
): Promise<void> {
  const { staffId } = c.get('staff');
  const sessionId = c.get('session').id;
  const [staff] = await deps.db
    .select({ email: staffUsers.email, fullName: staffUsers.fullName, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  if (!staff) throw notFound();
  // A stolen session guessing the current password is slowed like a sign-in of that account.
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.staffSignInAccount, staff.email);
  if (!verdict.allowed) throw rateLimitedError(verdict);
  if (!(await verifyPassword(input.currentPassword, staff.passwordHash))) throw fieldRefusal({ currentPassword: m.wrongCurrentPassword });
  const clinic = await loadClinicSettings(deps.db);
  const weakness = passwordWeakness(
    input.newPassword,
    personalWords({ names: [staff.fullName], email: staff.email, clinicName: clinic.clinicName }),
  );
  if (weakness) throw fieldRefusal({ newPassword: weakness });
  // Last, so a refusal above does not use the code up.
  if (!(await proveFreshCode(c, deps, staffId, input.code, 'staff.second_factor_verified'))) throw fieldRefusal({ code: m.wrongCode });

  const passwordHash = await hashPassword(input.newPassword);
  const sessionsEnded = await countOtherSessions(deps, 'staff', staffId, sessionId);
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffId)),
    endOtherSessions(deps, 'staff', staffId, sessionId),
    forgetTrustedDevices(deps, 'staff', staffId),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: staffId },
      action: 'staff.password_changed',
      entity: 'staff_users',
      entityId: staffId,
      details: { sessionsEnded },
    }),
    outboxInsert(deps, { ...ownPasswordChangedEmail({ to: staff.email, fullName: staff.fullName, at: now, clinic }), kind: 'staff' }),
  ]);
  nudgeOutboxSender(deps);
  // She proved both factors in this browser just now: it stays trusted, with a new token.
  await trustThisDevice(c, deps, 'staff', staffId);
}
