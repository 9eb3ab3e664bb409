// A forgotten staff password: a single-use link e-mailed to an active staff member (one
// hour, `verifications` type `staff_password_reset`, only its hash kept), asked for on the public
// page or sent by an administrator from « Équipe ». Using it still needs the second factor when the
// account has one: a reset link alone (a mailbox read by someone else) does not open the account.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import { errorCodes } from 'shared-domain/platform/errors';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { teamMessages, staffPasswordResetValidityMinutes, type staffPasswordResetSchema } from 'shared-domain/accounts/staff-team';
import type { z } from 'zod';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { sessions, staffUsers, verifications } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal } from '../../platform/http/app-error';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { rateLimitPolicy } from '../../platform/http/rate-limit-policy';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { outboxInsert } from '../../platform/mail/queue-email';
import { hashToken, mintToken } from '../../platform/tokens/tokens';
import { hashPassword } from '../passwords/password';
import { acceptBackupCode, acceptTotpCode, loadSecondFactor } from './accept-second-factor';
import { passwordWeakness, personalWords } from '../passwords/password-strength';
import { forgetTrustedDevices } from '../devices/trusted-device';
import { limitSecondFactorAttempts, recordSecondFactorAttempt } from './second-factor-attempts';
import { countWrongCode, refuseWhileLocked } from './second-factor-lock';
import type { StaffEnv } from '../../platform/http/subject';
import { wrongCode } from './second-factor-routes';
import { passwordChangedEmail } from './password-changed-email';
import { ofClinic } from 'shared-domain/platform/french-elision';

export const staffPasswordResetType = 'staff_password_reset';

/** The fragment key the reset page reads: a fragment never reaches a server, its logs or a Referer. */
export const staffResetFragmentKey = 'jeton';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;

export function staffPasswordResetUrl(publicUrl: string, token: string): string {
  return `${absoluteUrl(publicUrl, paths.adminPasswordReset.build())}#${staffResetFragmentKey}=${token}`;
}

function resetLinkEmail(options: { to: string; fullName: string; url: string; clinicName: string; byAdmin: boolean }): OutgoingMail {
  const text = [
    `Bonjour ${options.fullName},`,
    '',
    options.byAdmin
      ? `L’administration ${ofClinic(options.clinicName)} vous envoie un lien pour choisir un nouveau mot de passe du back-office :`
      : `Voici le lien pour choisir un nouveau mot de passe du back-office ${ofClinic(options.clinicName)} :`,
    '',
    options.url,
    '',
    `Ce lien ne fonctionne qu'une seule fois et expire dans ${staffPasswordResetValidityMinutes} minutes. Ne le transmettez à personne.`,
    'Le code de votre application d’authentification vous sera aussi demandé.',
    '',
    "Vous n'avez pas fait cette demande? Vous pouvez ignorer ce courriel : votre mot de passe ne change pas.",
    '',
    options.clinicName,
  ].join('\n');
  // Someone is waiting for it: it leaves during the clinic's quiet hours too.
  return { to: options.to, subject: `Réinitialiser votre mot de passe – ${options.clinicName}`, text };
}

/**
 * The statements that replace the member's unused reset links with a new one and queue its e-mail,
 * for the batch of whoever sends it (the public request, or an administrator with her audit row).
 */
export async function staffPasswordResetStatements(
  deps: Deps,
  member: { id: string; email: string; fullName: string },
  options: { byAdmin: boolean },
): Promise<BatchItem<'sqlite'>[]> {
  const token = mintToken('secret');
  const now = deps.clock.now();
  const clinic = await loadClinicSettings(deps.db);
  return [
    deps.db
      .delete(verifications)
      .where(and(eq(verifications.type, staffPasswordResetType), eq(verifications.target, member.id), isNull(verifications.usedAt))),
    deps.db.insert(verifications).values({
      type: staffPasswordResetType,
      target: member.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + staffPasswordResetValidityMinutes * 60_000).toISOString(),
      ...createdTimestamp(deps.clock),
    }),
    outboxInsert(deps, {
      ...resetLinkEmail({
        to: member.email,
        fullName: member.fullName,
        url: staffPasswordResetUrl(deps.config.publicUrl, token),
        clinicName: clinic.clinicName,
        byAdmin: options.byAdmin,
      }),
      kind: 'staff',
    }),
  ];
}

/**
 * What a public reset request does once its answer has left: count the recipient, find an active
 * staff member with that address, e-mail her a link. Anyone else gets nothing; the answer was the
 * same for everyone.
 */
export async function sendStaffPasswordReset(deps: Deps, email: string): Promise<void> {
  const mailbox = email.toLowerCase();
  const verdict = await consumeRateLimit(deps, rateLimitPolicy.staffPasswordResetRecipient, mailbox);
  if (!verdict.allowed) return;
  const [member] = await deps.db
    .select({ id: staffUsers.id, email: staffUsers.email, fullName: staffUsers.fullName })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, mailbox), isNull(staffUsers.deactivatedAt)));
  if (!member) return;
  const [first, ...rest] = await staffPasswordResetStatements(deps, member, { byAdmin: false });
  if (first) await deps.db.batch([first, ...rest]);
  nudgeOutboxSender(deps);
}

type StaffPasswordReset = z.output<typeof staffPasswordResetSchema>;

/**
 * The request as the second factor lock's helpers read it: they also count a session's own wrong codes (which a
 * right code of that session forgives), and a reset link has no session, so only the account's
 * count grows.
 */
function withoutSession(c: Context): Context<StaffEnv> {
  const get = (key: string) => (key === 'session' ? { id: '' } : c.get(key as never));
  // A proxy, not a copy: Hono's context keeps its state in private fields, read through the real object.
  return new Proxy(c, {
    get(target, property) {
      if (property === 'get') return get;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Context<StaffEnv>;
}

function invalidLink(): AppError {
  return new AppError(errorCodes.invalidLink, teamMessages.invalidResetLink);
}

/**
 * The new password from a reset link: the link must be pending, the member active, the password
 * strong, and — with a second factor enrolled — a current authenticator code or a backup code (a
 * replayed code is refused). The link is used up only once all of that holds, then the password
 * changes, every session of hers ends, and she is told by e-mail.
 */
export async function completeStaffPasswordReset(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  input: StaffPasswordReset,
): Promise<void> {
  const now = deps.clock.now().toISOString();
  const tokenHash = hashToken(input.token);
  const pending = and(
    eq(verifications.tokenHash, tokenHash),
    eq(verifications.type, staffPasswordResetType),
    isNull(verifications.usedAt),
    gt(verifications.expiresAt, now),
  );
  const [link] = await deps.db.select({ id: verifications.id, staffId: verifications.target }).from(verifications).where(pending);
  const [member] = link
    ? await deps.db
        .select({ id: staffUsers.id, email: staffUsers.email, fullName: staffUsers.fullName })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, link.staffId), isNull(staffUsers.deactivatedAt)))
    : [];
  if (!link || !member) throw invalidLink();

  const clinic = await loadClinicSettings(deps.db);
  const weakness = passwordWeakness(
    input.password,
    personalWords({ names: [member.fullName], email: member.email, clinicName: clinic.clinicName }),
  );
  if (weakness) throw fieldRefusal({ password: weakness });

  const factor = await loadSecondFactor(deps, member.id);
  const secondFactor = Boolean(factor?.isEnabled);
  if (secondFactor) {
    const code = input.code ?? '';
    if (code === '') throw fieldRefusal({ code: teamMessages.codeRequired });
    const backup = code.replace(/[\s-]/g, '').toLowerCase();
    const attemptType = /^\d{6}$/.test(code) ? 'totp' : 'backup_code';
    await limitSecondFactorAttempts(c, deps, member.id, attemptType);
    // A factor locked after too many wrong codes takes no code here either (423, the unlock link re-sent).
    await refuseWhileLocked(withoutSession(c), deps, member.id, attemptType);
    const accepted =
      attemptType === 'totp'
        ? await acceptTotpCode(deps, member.id, code)
        : /^[0-9a-f]{8}$/.test(backup)
          ? await acceptBackupCode(deps, member.id, backup)
          : ({ ok: false, reason: 'invalid_backup_code' } as const);
    if (!accepted.ok) {
      await recordSecondFactorAttempt(c, deps, { staffId: member.id, attemptType, success: false, reason: accepted.reason });
      // Counted towards the lock like a wrong code at sign-in: the reset page is no other door for guessing.
      await countWrongCode(withoutSession(c), deps, member.id);
      throw wrongCode();
    }
    const action = attemptType === 'totp' ? 'staff.second_factor_verified' : 'staff.backup_code_used';
    await recordSecondFactorAttempt(c, deps, { staffId: member.id, attemptType, success: true, action });
  }

  const passwordHash = await hashPassword(input.password);
  // One statement uses the link up: of two requests racing with it, one changes the password.
  const used = await deps.db
    .update(verifications)
    .set({ usedAt: now })
    .where(and(eq(verifications.id, link.id), pending))
    .returning({ id: verifications.id });
  if (used.length === 0) throw invalidLink();
  const open = await deps.db.$count(sessions, and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, member.id)));
  await deps.db.batch([
    deps.db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, member.id)),
    deps.db.delete(sessions).where(and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, member.id))),
    // Browsers trusted with the old password are not any more.
    forgetTrustedDevices(deps, 'staff', member.id),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: member.id },
      action: 'staff.password_reset_completed',
      entity: 'staff_users',
      entityId: member.id,
      details: { sessionsEnded: open, secondFactor },
    }),
    outboxInsert(deps, {
      ...passwordChangedEmail({ to: member.email, fullName: member.fullName, clinicName: clinic.clinicName }),
      kind: 'staff',
    }),
  ]);
  nudgeOutboxSender(deps);
}
