import { type Context, Hono } from 'hono';
import { type ClientErrorRole, errorLogEntrySchema } from 'shared-domain/platform/error-log';
import { safeErrorLogEntry } from 'shared-domain/platform/safe-error-log-entry';
import type { AppDeps } from '../../deps';
import { clientErrorLogs } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';
import { limitBody } from '../http/limit-body';
import { rateLimit } from '../http/rate-limit';
import { rateLimitPolicy } from '../http/rate-limit-policy';
import { validate } from '../http/validate';

const maxEntryBytes = 16 * 1024;

/** Who is signed in on a request (the accounts' sessions, which this folder does not import), given by the surface. */
export type SignedInRole = (c: Context) => Promise<ClientErrorRole | null>;

/**
 * Errors reported by the browser apps, kept so staff can see what patients ran into: on which page
 * (its path only) and who was signed in, read from the request's session, never from the report.
 */
export function telemetryRoutes(deps: AppDeps, roleOf: SignedInRole) {
  return new Hono().post(
    '/errors',
    rateLimit(deps, rateLimitPolicy.telemetry),
    limitBody(maxEntryBytes),
    validate('json', errorLogEntrySchema),
    async (c) => {
      // Redacted and bounded again: the browser's copy is a courtesy, this one is the guarantee.
      const entry = safeErrorLogEntry(c.req.valid('json'));
      await deps.db.insert(clientErrorLogs).values({
        errorId: entry.id,
        errorCode: entry.errorCode,
        message: entry.message,
        stack: entry.stack ?? null,
        severity: entry.severity,
        context: entry.context ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
        page: entry.page ?? null,
        role: await roleOf(c),
        ...createdTimestamp(deps.clock),
      });
      return c.json({ stored: true as const }, 202);
    },
  );
}
