// Fixed-window rate limits on anonymous endpoints (DESIGN §5). Counters live in the database, not
// in memory, so a limit holds however many API instances share it; one atomic upsert per request
// both counts and reads, so concurrent requests cannot slip past the limit between two queries.
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { errorCodes, errorMessages } from 'shared-domain/errors';
import type { AppDeps } from '../deps';
import { rateLimitBuckets } from '../db/schema';
import { AppError } from './app-error';

export interface RateLimitOptions extends RateLimitWindow {
  /** Whom to count; by default the client's address. */
  key?: (c: Context) => string;
}

// Keys come partly from request headers: bound their size in the table.
const maxKeyLength = 200;

/** The connecting address, or with `trustProxy` the first `X-Forwarded-For` entry the proxy set. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket behind the request (app.request in tests, other runtimes).
    return 'unknown';
  }
}

export interface RateLimitWindow {
  /** Names the limit, so each use has its own counters. */
  name: string;
  /** Requests allowed per window and key. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** When the key may try again, if not allowed. */
  retryAfterSeconds: number;
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
  const windowMs = window.windowSeconds * 1000;
  const now = deps.clock.now().getTime();
  // Windows are aligned on the epoch, so every instance computes the same start for a moment.
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const bucketKey = `${window.name}:${key}`.slice(0, maxKeyLength);
  const [bucket] = await deps.db
    .insert(rateLimitBuckets)
    .values({ key: bucketKey, count: 1, windowStartedAt: new Date(windowStart).toISOString() })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        // A row left from an earlier window starts over; the current one counts up.
        count: sql`case when ${rateLimitBuckets.windowStartedAt} = excluded.window_started_at then ${rateLimitBuckets.count} + 1 else 1 end`,
        windowStartedAt: sql`excluded.window_started_at`,
      },
    })
    .returning({ count: rateLimitBuckets.count });
  const allowed = !bucket || bucket.count <= window.limit;
  return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** Middleware refusing a client (by default its address) past the limit with 429 and Retry-After. */
export function rateLimit(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, options: RateLimitOptions): MiddlewareHandler {
  const keyOf = options.key ?? ((c: Context) => clientAddress(c, deps.config.trustProxy));
  return async (c, next) => {
    const verdict = await consumeRateLimit(deps, options, keyOf(c));
    if (!verdict.allowed) {
      throw new AppError(errorCodes.rateLimited, errorMessages.rateLimited, undefined, {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    await next();
  };
}
