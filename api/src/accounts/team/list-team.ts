// « Équipe »: the clinic's staff members and the invitations sent, as the team screen
// shows them. Never an invitation's code or hash, a password hash or a second-factor secret.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { InvitationState } from 'shared-domain/accounts/staff-team';
import type { AppDeps } from '../../deps';
import { auditEvents, clinicSettings, sessions, staffInvitations, staffUsers, user2faSettings } from '../../platform/db/schema';

const inviter = alias(staffUsers, 'inviter');

/** Where an invitation stands at `now`: used and revoked stay so; a pending one past its date is expired. */
export function invitationState(row: { usedAt: string | null; revokedAt: string | null; expiresAt: string }, now: string): InvitationState {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export async function listTeam(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const now = deps.clock.now().toISOString();
  // The latest accepted password, from the trail; a session opened later (after the second factor) counts too.
  const lastSignIn = sql<string | null>`max(
    coalesce((select max(${auditEvents.createdAt}) from ${auditEvents}
      where ${auditEvents.action} = 'staff.signed_in' and ${auditEvents.entityId} = ${staffUsers.id}), ''),
    coalesce((select max(${sessions.createdAt}) from ${sessions}
      where ${sessions.subjectType} = 'staff' and ${sessions.subjectId} = ${staffUsers.id}), '')
  )`;
  const [settings] = await deps.db.select({ ownerId: clinicSettings.ownerId }).from(clinicSettings);
  const memberRows = await deps.db
    .select({
      id: staffUsers.id,
      fullName: staffUsers.fullName,
      email: staffUsers.email,
      role: staffUsers.role,
      createdAt: staffUsers.createdAt,
      deactivatedAt: staffUsers.deactivatedAt,
      secondFactorEnabled: user2faSettings.isEnabled,
      secondFactorLockedAt: user2faSettings.lockedAt,
      lastSignInAt: lastSignIn,
    })
    .from(staffUsers)
    .leftJoin(user2faSettings, eq(user2faSettings.userId, staffUsers.id))
    .orderBy(asc(sql`${staffUsers.deactivatedAt} is not null`), asc(staffUsers.fullName));
  const invitationRows = await deps.db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedByName: inviter.fullName,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
      revokedAt: staffInvitations.revokedAt,
    })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .orderBy(desc(staffInvitations.createdAt));
  return {
    members: memberRows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt,
      active: row.deactivatedAt === null,
      deactivatedAt: row.deactivatedAt,
      secondFactorEnabled: Boolean(row.secondFactorEnabled),
      secondFactorLocked: row.secondFactorLockedAt !== null && row.secondFactorLockedAt !== undefined,
      lastSignInAt: row.lastSignInAt ? row.lastSignInAt : null,
      owner: settings?.ownerId === row.id,
    })),
    invitations: invitationRows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedByName: row.invitedByName ?? null,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      usedAt: row.usedAt,
      revokedAt: row.revokedAt,
      state: invitationState(row, now),
    })),
  };
}
