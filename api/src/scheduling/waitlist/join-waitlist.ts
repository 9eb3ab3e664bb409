// Joining the waitlist (specification §2.6, §7 join-waitlist). One live entry per
// e-mail: someone waiting is told so (WAIT_001), someone holding an invitation too (WAIT_002);
// after a booking or a removal they may join again. The position is the rank among the people
// waiting, by sign-up.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { errorCodes } from 'shared-domain/platform/errors';
import { type WaitlistEntry, waitlistMessages } from 'shared-domain/scheduling/waitlist';
import type { AppDeps } from '../../deps';
import { insertWhere } from '../../platform/db/insert-where';
import {
  formConsentsCurrent,
  formConsentsStale,
  refuseStaleFormConsents,
  staleConsentText,
  waitlistConsentStatements,
} from '../../privacy/public';
import { waitlistEntries } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { AppError } from '../../platform/http/app-error';

type JoinDeps = Pick<AppDeps, 'db' | 'clock'>;

const sameAddress = (email: string) => eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase());

/** Adds `entry` as waiting and returns its position (1 = next to be offered a matching slot). */
export async function joinWaitlist(deps: JoinDeps, entry: WaitlistEntry): Promise<{ id: string; position: number }> {
  await refuseStaleFormConsents(deps, entry.consentVersions);
  const id = randomUUID();
  // Checked in the statement that writes, so two submissions at once make one entry; the consent
  // text shown must still be the current one, its version recorded in the same batch.
  const [inserted] = await deps.db.batch([
    deps.db.run(
      insertWhere(
        waitlistEntries,
        {
          id,
          fullName: entry.fullName,
          email: entry.email,
          phone: entry.phone,
          preferredDays: entry.preferredDays,
          preferredTimes: entry.preferredTimes,
          notes: entry.notes === '' ? null : entry.notes,
          contactConsentAt: deps.clock.now().toISOString(),
          status: 'waiting',
          source: 'site',
          ...timestamps(deps.clock),
        },
        and(
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(waitlistEntries)
              .where(and(sameAddress(entry.email), inArray(waitlistEntries.status, ['waiting', 'invited']))),
          ),
          formConsentsCurrent(entry.consentVersions),
        ),
      ),
    ),
    ...waitlistConsentStatements(deps, { entryId: id, email: entry.email, versions: entry.consentVersions }),
  ]);
  if (inserted.rowsAffected !== 1) {
    if (await formConsentsStale(deps, entry.consentVersions)) throw staleConsentText();
    const [existing] = await deps.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(sameAddress(entry.email), inArray(waitlistEntries.status, ['waiting', 'invited'])))
      .limit(1);
    if (existing?.status === 'invited') throw new AppError(errorCodes.alreadyInvited, waitlistMessages.alreadyInvited);
    throw new AppError(errorCodes.alreadyOnWaitlist, waitlistMessages.alreadyRegistered);
  }
  return { id, position: await waitlistPosition(deps, id) };
}

/** Rank of a waiting entry among waiting entries by sign-up (ties by insertion); null when not waiting. */
export async function waitlistPosition(deps: Pick<AppDeps, 'db'>, entryId: string): Promise<number> {
  const [mine] = await deps.db
    .select({ createdAt: waitlistEntries.createdAt, rowid: sql<number>`${waitlistEntries}.rowid` })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entryId));
  if (!mine) return 0;
  const [ahead] = await deps.db
    .select({ count: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        or(
          sql`${waitlistEntries.createdAt} < ${mine.createdAt}`,
          and(eq(waitlistEntries.createdAt, mine.createdAt), sql`${waitlistEntries}.rowid <= ${mine.rowid}`),
        ),
      ),
    );
  return ahead?.count ?? 0;
}
