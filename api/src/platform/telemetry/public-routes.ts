import { Hono } from 'hono';
import { errorLogEntrySchema } from 'shared-domain/platform/error-log';
import { safeErrorLogEntry } from 'shared-domain/platform/safe-error-log-entry';
import type { AppDeps } from '../../deps';
import { clientErrorLogs } from '../db/schema';
import { createdTimestamp } from '../db/timestamps';
import { limitBody } from '../http/limit-body';
import { rateLimit } from '../http/rate-limit';
import { rateLimitPolicy } from '../http/rate-limit-policy';
import { validate } from '../http/validate';

const maxEntryBytes = 16 * 1024;

/** Errors reported by the browser apps, kept so staff can see what patients ran into. */
export function telemetryRoutes(deps: AppDeps) {
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
        ...createdTimestamp(deps.clock),
      });
      return c.json({ stored: true as const }, 202);
    },
  );
}
