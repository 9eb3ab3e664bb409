// Leases let several API instances share scheduled work (DESIGN.md §6): a job runs only on the
// instance holding its lease, so two instances never do the same work twice. Taking a lease is
// one upsert, atomic on SQLite and libSQL alike: it succeeds when the lease is free, has expired,
// or is already this holder's (a renewal).
import { and, eq, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobLeases } from '../db/schema';

export interface LeaseRequest {
  name: string;
  holder: string;
  now: Date;
  ttlMs: number;
}

/** True when `holder` now holds the lease `name` until `now + ttlMs`. */
export async function acquireLease(db: Database, { name, holder, now, ttlMs }: LeaseRequest): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: or(lte(jobLeases.expiresAt, now.toISOString()), eq(jobLeases.holder, holder)),
    })
    .returning({ holder: jobLeases.holder });
  return taken.length === 1;
}

/** Gives the lease back so another instance may take it at once (on shutdown). */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
