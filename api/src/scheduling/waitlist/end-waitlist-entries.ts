// A person who withdraws her consent to be contacted about freed slots leaves the
// waitlist at once: her waiting or invited entries end (as « Me retirer de la liste » does) and a
// pending invitation is declined, so no further offer reaches her. Statements for the caller's batch:
// the surfaces hand `waitlistExit` to privacy's consent routes, which record the withdrawal.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { AppDeps } from '../../deps';
import { slotOfferInvitations, waitlistEntries } from '../../platform/db/schema';

const activeStatuses = ['waiting', 'invited'] as const;
const activeEntriesOf = (email: string) =>
  and(eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()), inArray(waitlistEntries.status, [...activeStatuses]));

/** How many entries under `email` are waiting or invited. */
export async function activeWaitlistEntryCount(db: AppDeps['db'], email: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(waitlistEntries).where(activeEntriesOf(email));
  return row?.count ?? 0;
}

/** Declines the pending invitations of `email`'s active entries, then ends those entries. */
export function endWaitlistEntriesStatements(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  email: string,
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  const stamp = deps.clock.now().toISOString();
  return [
    deps.db
      .update(slotOfferInvitations)
      .set({ status: 'declined', respondedAt: stamp })
      .where(
        and(
          eq(slotOfferInvitations.status, 'pending'),
          inArray(
            slotOfferInvitations.waitlistEntryId,
            deps.db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(activeEntriesOf(email)),
          ),
        ),
      ),
    deps.db.update(waitlistEntries).set({ status: 'removed', updatedAt: stamp }).where(activeEntriesOf(email)),
  ];
}

/** What privacy's withdrawal of waitlist contact asks of the waitlist (its `WaitlistExit`). */
export const waitlistExit = { activeEntryCount: activeWaitlistEntryCount, endEntriesStatements: endWaitlistEntriesStatements };
