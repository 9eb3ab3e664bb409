// Inviting a person to the team: a single-use code bound to the address, with a role,
// good for 7 days; only its hash is kept. The row, its audit event and its e-mail are written in one
// batch, each on the condition that the address has neither an account nor a pending invitation, so
// two administrators inviting the same person at once send one invitation.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { formatDate } from 'shared-domain/platform/format';
import { absoluteUrl, paths } from 'shared-domain/platform/paths';
import { staffRoleLabels, type StaffRole } from 'shared-domain/accounts/staff-role';
import { invitationValidityDays, teamMessages } from 'shared-domain/accounts/staff-team';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { staffInvitations, staffUsers } from '../../platform/db/schema';
import { createdTimestamp } from '../../platform/db/timestamps';
import { AppError, fieldRefusal, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import type { OutgoingMail } from '../../platform/mail/outgoing-mail';
import { outboxInsert } from '../../platform/mail/queue-email';
import { hashToken, mintToken } from '../../platform/tokens/tokens';
import { ofClinic } from 'shared-domain/platform/french-elision';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>;
type StaffContext = { get(key: 'staff'): { staffId: string } };

/**
 * The sign-up page with the address filled in. The code is not in the URL: it would sit in proxies'
 * and servers' logs and in the browser's history; the person copies it from the e-mail.
 */
export function invitationSignupUrl(publicUrl: string, email: string): string {
  return `${absoluteUrl(publicUrl, paths.adminSignup.build())}?courriel=${encodeURIComponent(email)}`;
}

export function invitationEmail(options: {
  to: string;
  inviterName: string;
  role: StaffRole;
  code: string;
  expiresAt: Date;
  clinicName: string;
  timeZone: string;
  publicUrl: string;
}): OutgoingMail {
  const text = [
    'Bonjour,',
    '',
    `${options.inviterName} vous invite à rejoindre l’équipe ${ofClinic(options.clinicName)} dans son back-office, avec le rôle « ${staffRoleLabels[options.role]} ».`,
    '',
    'Pour créer votre compte, ouvrez cette page avec ce courriel :',
    invitationSignupUrl(options.publicUrl, options.to),
    '',
    'puis entrez ce code d’invitation :',
    '',
    `    ${options.code}`,
    '',
    `Ce code ne fonctionne qu’une seule fois, seulement avec votre courriel, et expire le ${formatDate(options.expiresAt, options.timeZone)}. Ne le transmettez à personne.`,
    '',
    'Vous ne vous attendiez pas à cette invitation? Ignorez ce courriel : aucun compte ne sera créé.',
    '',
    options.clinicName,
  ].join('\n');
  // Someone is waiting for it: it leaves during the clinic's quiet hours too.
  return { to: options.to, subject: `Invitation à rejoindre l’équipe – ${options.clinicName}`, text };
}

function inviteRefusal(field: string, message: string): AppError {
  return fieldRefusal({ [field]: message });
}

export async function inviteStaffMember(c: StaffContext, deps: Deps, input: { email: string; role: StaffRole }) {
  const actorId = c.get('staff').staffId;
  const now = deps.clock.now();
  const stamp = now.toISOString();
  const addressFree = sql`not exists (select 1 from ${staffUsers} where lower(${staffUsers.email}) = ${input.email})`;
  const notInvited = sql`not exists (select 1 from ${staffInvitations} where lower(${staffInvitations.email}) = ${input.email}
    and ${staffInvitations.usedAt} is null and ${staffInvitations.revokedAt} is null and ${staffInvitations.expiresAt} > ${stamp})`;
  // Checked first for the field's message; the batch checks again, in its statements.
  const [verdict] = await deps.db.all<{ address_free: number; not_invited: number }>(
    sql`select ${addressFree} as address_free, ${notInvited} as not_invited`,
  );
  if (!verdict?.address_free) throw inviteRefusal('email', teamMessages.emailHasAccount);
  if (!verdict.not_invited) throw inviteRefusal('email', teamMessages.emailAlreadyInvited);

  const [clinic, [inviter]] = await Promise.all([
    loadClinicSettings(deps.db),
    deps.db.select({ fullName: staffUsers.fullName }).from(staffUsers).where(eq(staffUsers.id, actorId)),
  ]);
  const id = randomUUID();
  const code = mintToken('link');
  const expiresAt = new Date(now.getTime() + invitationValidityDays * 86_400_000);
  const written = sql`exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${id})`;
  await deps.db.batch([
    deps.db.run(
      insertWhere(
        staffInvitations,
        {
          id,
          email: input.email,
          role: input.role,
          codeHash: hashToken(code),
          invitedBy: actorId,
          expiresAt: expiresAt.toISOString(),
          ...createdTimestamp(deps.clock),
        },
        sql`${addressFree} and ${notInvited}`,
      ),
    ),
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: actorId },
        action: 'staff.invited',
        entity: 'staff_invitations',
        entityId: id,
        details: { role: input.role },
      },
      written,
    ),
    outboxInsert(
      deps,
      {
        ...invitationEmail({
          to: input.email,
          inviterName: inviter?.fullName ?? clinic.clinicName,
          role: input.role,
          code,
          expiresAt,
          clinicName: clinic.clinicName,
          timeZone: clinic.timeZone,
          publicUrl: deps.config.publicUrl,
        }),
        kind: 'staff',
      },
      { onlyIf: written },
    ),
  ]);
  const [invitation] = await deps.db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(eq(staffInvitations.id, id));
  // Another administrator invited the same address, or it signed up, between the check and the batch.
  if (!invitation) throw inviteRefusal('email', teamMessages.emailAlreadyInvited);
  nudgeOutboxSender(deps);
  return invitation;
}

/** Only a pending invitation can be revoked: a used one made an account (deactivate it instead). */
export async function revokeInvitation(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, invitationId: string): Promise<void> {
  const actorId = c.get('staff').staffId;
  const stamp = deps.clock.now().toISOString();
  const pending = and(
    eq(staffInvitations.id, invitationId),
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, stamp),
  );
  const [, [changed]] = await deps.db.batch([
    // Before the update, on its condition: the trail records only a revocation that happens.
    auditEventInsertWhere(
      deps,
      { actor: { type: 'staff', id: actorId }, action: 'staff.invitation_revoked', entity: 'staff_invitations', entityId: invitationId },
      sql`exists (select 1 from ${staffInvitations} where ${pending})`,
    ),
    deps.db.update(staffInvitations).set({ revokedAt: stamp, revokedBy: actorId }).where(pending).returning({ id: staffInvitations.id }),
  ]);
  if (changed) return;
  const [exists] = await deps.db.select({ id: staffInvitations.id }).from(staffInvitations).where(eq(staffInvitations.id, invitationId));
  if (!exists) throw notFound();
  throw new AppError(errorCodes.teamConflict, teamMessages.invitationNotPending);
}
