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

export interface RateLimitOptions {
  /** Names the limit, so each endpoint has its own counters. */
  name: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowSeconds: number;
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

export function rateLimit(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, options: RateLimitOptions): MiddlewareHandler {
  const windowMs = options.windowSeconds * 1000;
  const keyOf = options.key ?? ((c: Context) => clientAddress(c, deps.config.trustProxy));
  return async (c, next) => {
    const now = deps.clock.now().getTime();
    // Windows are aligned on the epoch, so every instance computes the same start for a moment.
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const key = `${options.name}:${keyOf(c)}`.slice(0, maxKeyLength);
    const [bucket] = await deps.db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, windowStartedAt: new Date(windowStart).toISOString() })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          // A row left from an earlier window starts over; the current one counts up.
          count: sql`case when ${rateLimitBuckets.windowStartedAt} = excluded.window_started_at then ${rateLimitBuckets.count} + 1 else 1 end`,
          windowStartedAt: sql`excluded.window_started_at`,
        },
      })
      .returning({ count: rateLimitBuckets.count });
    if (bucket && bucket.count > options.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      throw new AppError(errorCodes.rateLimited, errorMessages.rateLimited, undefined, {
        'Retry-After': String(retryAfterSeconds),
      });
    }
    await next();
  };
}
