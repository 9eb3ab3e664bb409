// A staff member's calendar feed as the database keeps it: one per member, found by the hash of the
// secret in its URL. The URL is handed out once, when the feed is made or reset; only its hash stays.
import { and, eq, isNull } from 'drizzle-orm';
import type { CalendarFeedOptions } from 'shared-domain/scheduling/calendar-feed';
import type { AppDeps } from '../../deps';
import { staffCalendarFeeds, staffUsers } from '../../platform/db/schema';
import { hashToken, mintToken } from '../../platform/tokens/tokens';

export interface FeedStatus {
  fullNames: boolean;
  createdAt: string;
  lastReadAt: string | null;
}

const statusColumns = {
  fullNames: staffCalendarFeeds.fullNames,
  createdAt: staffCalendarFeeds.createdAt,
  lastReadAt: staffCalendarFeeds.lastReadAt,
};

/** The member's feed, or null when she has none. */
export async function feedStatus(deps: Pick<AppDeps, 'db'>, staffId: string): Promise<FeedStatus | null> {
  const [row] = await deps.db.select(statusColumns).from(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffId, staffId));
  return row ?? null;
}

/** The feed's address for `token`: what a phone's calendar subscribes to. */
export function feedUrl(deps: Pick<AppDeps, 'config'>, token: string): string {
  return `${deps.config.publicUrl}/api/links/calendar-feeds/${token}/agenda.ics`;
}

/**
 * Makes the member's feed, or gives it a new secret (the old URL stops working at once); her choice
 * of names is kept. Returns the new secret, to show once, and whether a feed was replaced.
 */
export async function issueFeed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  staffId: string,
): Promise<{ token: string; reset: boolean; feed: FeedStatus }> {
  const token = mintToken('secret');
  const now = deps.clock.now().toISOString();
  const before = await feedStatus(deps, staffId);
  const [feed] = await deps.db
    .insert(staffCalendarFeeds)
    .values({ staffId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({ target: staffCalendarFeeds.staffId, set: { tokenHash: hashToken(token), createdAt: now, lastReadAt: null } })
    .returning(statusColumns);
  if (!feed) throw new Error('calendar feed not stored');
  return { token, reset: before !== null, feed };
}

/** Changes the member's choices; null when she has no feed. */
export async function setFeedOptions(deps: Pick<AppDeps, 'db'>, staffId: string, options: CalendarFeedOptions): Promise<FeedStatus | null> {
  const [changed] = await deps.db
    .update(staffCalendarFeeds)
    .set({ fullNames: options.fullNames })
    .where(eq(staffCalendarFeeds.staffId, staffId))
    .returning(statusColumns);
  return changed ?? null;
}

/** Ends the member's feed; false when she had none. */
export async function removeFeed(deps: Pick<AppDeps, 'db'>, staffId: string): Promise<boolean> {
  const removed = await deps.db
    .delete(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.staffId, staffId))
    .returning({ id: staffCalendarFeeds.id });
  return removed.length > 0;
}

/**
 * The feed a presented secret opens, if any: an active member's, never a deactivated one's. Its
 * last read is noted, so she sees on her security page whether a calendar still follows it.
 */
export async function openFeed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<{ staffId: string; fullNames: boolean } | null> {
  const [feed] = await deps.db
    .select({ id: staffCalendarFeeds.id, staffId: staffCalendarFeeds.staffId, fullNames: staffCalendarFeeds.fullNames })
    .from(staffCalendarFeeds)
    .innerJoin(staffUsers, eq(staffUsers.id, staffCalendarFeeds.staffId))
    .where(and(eq(staffCalendarFeeds.tokenHash, hashToken(token)), isNull(staffUsers.deactivatedAt)));
  if (!feed) return null;
  await deps.db.update(staffCalendarFeeds).set({ lastReadAt: deps.clock.now().toISOString() }).where(eq(staffCalendarFeeds.id, feed.id));
  return { staffId: feed.staffId, fullNames: feed.fullNames };
}
