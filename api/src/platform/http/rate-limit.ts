// Sliding-window rate limits on anonymous endpoints (DESIGN §5). A key may make `limit` requests
// in any `windowSeconds`-long stretch of time, wherever it falls: fixed windows would let twice
// the limit through around a window's end. Counters live in the database, not in memory, so a
// limit holds however many API instances share it.
//
// Each key has `limit` slots (`rate_limit_buckets` rows `<name>:<key>#0`, `#1`…), each holding
// when it was last used (`window_started_at`: the window that request opened). A request takes
// the oldest slot if that one has left the window, and is refused otherwise; a refusal is recorded
// in a `#refused` row with the oldest slot's time, which says when the next slot frees. One
// statement picks the slot and writes it, so concurrent requests cannot take the same slot.
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/platform/errors';
import type { AppDeps } from '../../deps';
import { rateLimitBuckets } from '../db/schema';
import { digestOf } from '../tokens/tokens';
import { addressBlock } from './address-block';
import { AppError } from './app-error';
import { clientAddress } from './client-address';

export interface RateLimitOptions extends RateLimitWindow {
  /** Whom to count; by default the client's address (its /64 network for IPv6). */
  key?: (c: Context) => string;
}

const refusedSlot = 'refused';

export interface RateLimitWindow {
  /** Names the limit, so each use has its own counters. */
  name: string;
  /** Requests allowed per key in any window of `windowSeconds` (one row each: keep it small). */
  limit: number;
  windowSeconds: number;
}

/**
 * The stored name of `key`'s counters under the limit `name`: a digest of the key, so the table
 * holds no address or e-mail in clear, and keys of any length (some come from request headers)
 * stay apart at a bounded size.
 */
export function bucketKey(name: string, key: string): string {
  return `${name}:${digestOf(key)}`;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** When the key may try again, if not allowed (0 when allowed). */
  retryAfterSeconds: number;
  /** The slot this request took, if allowed: `releaseRateLimitSlot` gives it back. */
  slot?: RateLimitSlot;
}

/** One slot taken by an allowed request: its row and the instant written in it. */
export interface RateLimitSlot {
  key: string;
  usedAt: string;
}

/**
 * Counts one request for `key` under `window` and says whether it is within the limit. For limits
 * on something other than the client (a recipient's address, an account): the caller decides what
 * a refusal looks like, so it can keep the answer the same for everyone.
 */
export async function consumeRateLimit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  window: RateLimitWindow,
  key: string,
): Promise<RateLimitVerdict> {
  const now = deps.clock.now();
  const windowMs = window.windowSeconds * 1000;
  // A slot used at or before this instant has left the window.
  const freedBefore = new Date(now.getTime() - windowMs).toISOString();
  const base = bucketKey(window.name, key);
  const slotKey = sql`${base} || '#' || slot.n`;
  // ISO instants of one format compare as text; an unused slot (null) sorts first.
  const free = sql`oldest.used_at is null or oldest.used_at <= ${freedBefore}`;
  const rows = await deps.db.all<{ key: string; used_at: string }>(sql`
    with recursive
      slot(n) as (select 0 union all select n + 1 from slot where n + 1 < ${window.limit}),
      oldest(key, used_at) as (
        select ${slotKey}, bucket.window_started_at
        from slot left join ${rateLimitBuckets} as bucket on bucket.key = ${slotKey}
        order by bucket.window_started_at, slot.n
        limit 1
      )
    insert into ${rateLimitBuckets} (key, count, window_started_at)
    select
      case when ${free} then oldest.key else ${`${base}#${refusedSlot}`} end,
      1,
      case when ${free} then ${now.toISOString()} else oldest.used_at end
    -- SQLite needs a where clause to tell the upsert's "on conflict" from a join's "on".
    from oldest where true
    on conflict (key) do update set
      count = case when window_started_at = excluded.window_started_at then count + 1 else 1 end,
      window_started_at = excluded.window_started_at
    returning key, window_started_at as used_at
  `);
  const [row] = rows;
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  if (!row.key.endsWith(`#${refusedSlot}`)) return { allowed: true, retryAfterSeconds: 0, slot: { key: row.key, usedAt: row.used_at } };
  // The oldest request leaves the window `windowMs` after it was made.
  const waitMs = new Date(row.used_at).getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Gives back a slot an allowed request took, for limits that count only some outcomes (a sign-in
 * counts its failures: the right password frees its slot). Only if the slot still holds that
 * request's instant: a slot taken again since is left to its new owner.
 */
export async function releaseRateLimitSlot(deps: Pick<AppDeps, 'db'>, slot: RateLimitSlot | undefined): Promise<void> {
  if (!slot) return;
  await deps.db.delete(rateLimitBuckets).where(and(eq(rateLimitBuckets.key, slot.key), eq(rateLimitBuckets.windowStartedAt, slot.usedAt)));
}

/** The 429 refusal for a verdict past its limit, saying when to try again. */
export function rateLimitedError(verdict: RateLimitVerdict, message: string = errorMessages.rateLimited): AppError {
  return new AppError(errorCodes.rateLimited, message, undefined, {
    'Retry-After': String(verdict.retryAfterSeconds),
  });
}

/** The client a per-address limit counts: its address (behind `TRUST_PROXY`, the one the proxies appended), per /64 for IPv6. */
export function clientBlock(c: Context, deps: Pick<AppDeps, 'config'>): string {
  return addressBlock(clientAddress(c, deps.config.trustProxy ? deps.config.proxyHops : 0));
}

/**
 * Middleware refusing a client past the limit with 429 and Retry-After. By default the client is
 * its address (behind `TRUST_PROXY`, the one the proxies appended), counted per /64 for IPv6.
 */
export function rateLimit(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, options: RateLimitOptions): MiddlewareHandler {
  const keyOf = options.key ?? ((c: Context) => clientBlock(c, deps));
  return async (c, next) => {
    const verdict = await consumeRateLimit(deps, options, keyOf(c));
    if (!verdict.allowed) throw rateLimitedError(verdict);
    await next();
  };
}
