// What an administrator does to a team member: deactivate (her sessions end in the same
// batch, sign-in is refused), reactivate, change the role, reset the second factor (she enrols again
// at her next sign-in; her sessions end), e-mail her a password reset link. Each change and its audit
// row are one batch. The last active admin is kept by the statement that changes the account: its
// condition counts the active admins as it runs, so two admins demoting each other at once leave one.
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import type { StaffRole } from 'shared-domain/accounts/staff-role';
import { teamMessages } from 'shared-domain/accounts/staff-team';
import type { AppDeps } from '../../deps';
import { auditEventInsert, auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { sessions, staffUsers, user2faSettings } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import { nudgeOutboxSender } from '../../platform/mail/outbox-sender';
import { staffPasswordResetStatements } from '../staff/staff-password-reset';
import { forgetTrustedDevices } from '../devices/trusted-device';

type StaffContext = { get(key: 'staff'): { staffId: string } };

function conflict(message: string): AppError {
  return new AppError(errorCodes.teamConflict, message);
}

/** True in SQL while another active admin than `memberId` remains. */
function anotherActiveAdmin(memberId: string): SQL {
  return sql`exists (select 1 from ${staffUsers} as other where other.role = 'admin' and other.deactivated_at is null and other.id <> ${memberId})`;
}

async function loadMember(deps: Pick<AppDeps, 'db'>, memberId: string) {
  const [member] = await deps.db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      fullName: staffUsers.fullName,
      role: staffUsers.role,
      deactivatedAt: staffUsers.deactivatedAt,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, memberId));
  if (!member) throw notFound();
  return member;
}

function sessionsOf(memberId: string) {
  return and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, memberId));
}

function actorOf(c: StaffContext) {
  return { type: 'staff' as const, id: c.get('staff').staffId };
}

export async function deactivateMember(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, memberId: string): Promise<void> {
  if (memberId === c.get('staff').staffId) throw conflict(teamMessages.notYourself);
  const member = await loadMember(deps, memberId);
  if (member.deactivatedAt !== null) throw conflict(teamMessages.alreadyDeactivated);
  const stamp = deps.clock.now().toISOString();
  const open = await deps.db.$count(sessions, sessionsOf(memberId));
  const deactivatable = and(
    eq(staffUsers.id, memberId),
    isNull(staffUsers.deactivatedAt),
    sql`(${staffUsers.role} <> 'admin' or ${anotherActiveAdmin(memberId)})`,
  );
  const done = sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${memberId} and ${staffUsers.deactivatedAt} is not null)`;
  const [, [changed]] = await deps.db.batch([
    // Before the update, on its own condition: the trail records only a deactivation that happens.
    auditEventInsertWhere(
      deps,
      { actor: actorOf(c), action: 'staff.deactivated', entity: 'staff_users', entityId: memberId, details: { sessionsEnded: open } },
      sql`exists (select 1 from ${staffUsers} where ${deactivatable})`,
    ),
    deps.db.update(staffUsers).set({ deactivatedAt: stamp }).where(deactivatable).returning({ id: staffUsers.id }),
    // Signed out on her next request: the sessions are gone, and `resolveStaff` refuses a deactivated member anyway.
    deps.db.delete(sessions).where(and(sessionsOf(memberId), done)),
    // Her trusted browsers too: were she reactivated, they would otherwise escape the account's sign-in limit again.
    forgetTrustedDevices(deps, 'staff', memberId, done),
  ]);
  if (!changed) throw conflict(member.role === 'admin' ? teamMessages.lastAdmin : teamMessages.alreadyDeactivated);
}

export async function reactivateMember(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, memberId: string): Promise<void> {
  await loadMember(deps, memberId);
  const [, [changed]] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      { actor: actorOf(c), action: 'staff.reactivated', entity: 'staff_users', entityId: memberId },
      // Before the update runs: written only if there is a deactivation to undo.
      sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${memberId} and ${staffUsers.deactivatedAt} is not null)`,
    ),
    deps.db
      .update(staffUsers)
      .set({ deactivatedAt: null })
      .where(and(eq(staffUsers.id, memberId), isNotNull(staffUsers.deactivatedAt)))
      .returning({ id: staffUsers.id }),
  ]);
  if (!changed) throw conflict(teamMessages.notDeactivated);
}

export async function changeMemberRole(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: string,
  role: StaffRole,
): Promise<{ changed: boolean }> {
  const member = await loadMember(deps, memberId);
  if (member.role === role) return { changed: false };
  // Demoting an active admin only while another active admin remains, decided in the update itself.
  const keepsAnAdmin =
    role === 'admin'
      ? sql`1`
      : sql`(${staffUsers.role} <> 'admin' or ${staffUsers.deactivatedAt} is not null or ${anotherActiveAdmin(memberId)})`;
  const [, [changed]] = await deps.db.batch([
    auditEventInsertWhere(
      deps,
      {
        actor: actorOf(c),
        action: 'staff.role_changed',
        entity: 'staff_users',
        entityId: memberId,
        details: { from: member.role, to: role },
      },
      // Before the update: the same condition as the update's, read on the same rows.
      sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${memberId} and ${staffUsers.role} = ${member.role} and ${keepsAnAdmin})`,
    ),
    deps.db
      .update(staffUsers)
      .set({ role })
      .where(and(eq(staffUsers.id, memberId), eq(staffUsers.role, member.role), keepsAnAdmin))
      .returning({ id: staffUsers.id }),
  ]);
  if (changed) return { changed: true };
  const now = await loadMember(deps, memberId);
  // Someone else changed it meanwhile to what was asked: nothing left to do.
  if (now.role === role) return { changed: false };
  throw conflict(now.role === 'admin' ? teamMessages.lastAdmin : teamMessages.changedMeanwhile);
}

export async function resetMemberSecondFactor(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, memberId: string): Promise<void> {
  await loadMember(deps, memberId);
  const open = await deps.db.$count(sessions, sessionsOf(memberId));
  await deps.db.batch([
    deps.db.delete(user2faSettings).where(eq(user2faSettings.userId, memberId)),
    deps.db.delete(sessions).where(sessionsOf(memberId)),
    // Browsers trusted after the old factor are not any more.
    forgetTrustedDevices(deps, 'staff', memberId),
    auditEventInsert(deps, {
      actor: actorOf(c),
      action: 'staff.second_factor_reset_by_admin',
      entity: 'staff_users',
      entityId: memberId,
      details: { sessionsEnded: open },
    }),
  ]);
}

export async function sendMemberPasswordReset(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets'>,
  memberId: string,
) {
  const member = await loadMember(deps, memberId);
  if (member.deactivatedAt !== null) throw conflict(teamMessages.memberDeactivated);
  const statements = await staffPasswordResetStatements(deps, member, { byAdmin: true });
  await deps.db.batch([
    auditEventInsert(deps, { actor: actorOf(c), action: 'staff.password_reset_sent', entity: 'staff_users', entityId: memberId }),
    ...statements,
  ]);
  nudgeOutboxSender(deps);
}
