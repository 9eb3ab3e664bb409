// The demo clinic's « Équipe », so every state shows: a pending invitation, an expired
// one, a revoked one, and a former member whose account is deactivated. Nobody knows the codes
// (only their hashes are written); the former member's password is the admin's, and she cannot
// sign in anyway.
import { randomUUID } from 'node:crypto';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Clock } from 'shared-domain/platform/clinic-time';
import { invitationValidityDays } from 'shared-domain/accounts/staff-team';
import type { Database } from '../platform/db/client';
import { staffInvitations, staffUsers } from '../platform/db/schema';
import { hashToken, mintToken } from '../platform/tokens/tokens';

const day = 86_400_000;

export const demoFormerMember = {
  email: 'marc.ouellet@clinique-tremblay.example',
  fullName: 'Marc Ouellet',
  role: 'reception',
} as const;

export const demoInvitations = [
  // Sent two days ago, good for five more.
  { email: 'sophie.lavoie@courriel.example', role: 'practitioner', sentDaysAgo: 2, state: 'pending' },
  { email: 'jerome.cloutier@courriel.example', role: 'reception', sentDaysAgo: 12, state: 'expired' },
  { email: 'ines.belanger@courriel.example', role: 'reception', sentDaysAgo: 4, state: 'revoked' },
] as const;

export function demoTeamStatements(db: Database, options: { clock: Clock; adminId: string; passwordHash: string }): BatchItem<'sqlite'>[] {
  const now = options.clock.now().getTime();
  const at = (offset: number) => new Date(now + offset).toISOString();
  return [
    db.insert(staffUsers).values({
      id: randomUUID(),
      ...demoFormerMember,
      passwordHash: options.passwordHash,
      createdAt: at(-200 * day),
      deactivatedAt: at(-30 * day),
    }),
    db.insert(staffInvitations).values(
      demoInvitations.map((invitation) => {
        const sentAt = now - invitation.sentDaysAgo * day;
        return {
          id: randomUUID(),
          email: invitation.email,
          role: invitation.role,
          codeHash: hashToken(mintToken('link')),
          invitedBy: options.adminId,
          createdAt: new Date(sentAt).toISOString(),
          expiresAt: new Date(sentAt + invitationValidityDays * day).toISOString(),
          ...(invitation.state === 'revoked' ? { revokedAt: new Date(sentAt + day).toISOString(), revokedBy: options.adminId } : {}),
        };
      }),
    ),
  ];
}
