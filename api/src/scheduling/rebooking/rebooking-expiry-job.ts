// Pending rebooking requests past their end become 'expired' (DESIGN §6), so the back-office
// sees them as such. One conditional UPDATE: a run repeated, or racing the patient's answer, does
// no harm (an answer re-checks the end itself, and a request answered first is no longer pending).
import { and, eq, lte } from 'drizzle-orm';
import { rebookingRequests } from '../../platform/db/schema';
import type { JobDeps, JobWork } from '../../platform/jobs/scheduler';

export async function expireRebookingRequests(deps: JobDeps): Promise<{ expired: number }> {
  const now = deps.clock.now().toISOString();
  const expired = await deps.db
    .update(rebookingRequests)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(rebookingRequests.status, 'pending'), lte(rebookingRequests.expiresAt, now)));
  return { expired: expired.rowsAffected };
}

export const rebookingExpiryJob: JobWork = {
  name: 'rebooking-expiry',
  run: expireRebookingRequests,
};
