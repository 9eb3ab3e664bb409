// The client error log as staff read it (« Surveillance du système »): what the browser apps
// reported (platform/telemetry/public-routes.ts, already redacted there), newest first. A person
// quotes the id the error screen showed them (« ERR-MHX2K9-3FA1C2D4 »), whole or its start, in any
// case, with or without its « ERR- »: the search finds it by that id first, and only when no id
// starts so, by the code or the message. Each entry names its page and who was signed in.
import { and, count, desc, like, or, type SQL, sql } from 'drizzle-orm';
import type { ClientErrorQuery } from 'shared-domain/automation/automation';
import type { ClientErrorsView } from 'shared-domain/automation/automation-views';
import type { AppDeps } from '../../deps';
import { clientErrorLogs } from '../../platform/db/schema';

/** `text` inside a LIKE pattern, its wildcards taken literally (`escape '\'`). */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function startsWith(column: typeof clientErrorLogs.errorId | typeof clientErrorLogs.errorCode, text: string): SQL {
  return sql`upper(${column}) like ${`${likeText(text.toUpperCase())}%`} escape '\\'`;
}

/**
 * Ids the error screen shows start so; read over the phone, « ERR- » is often left out (the time in
 * base 36, a dash, hex digits): a search that looks like either never falls back to the text.
 */
const errorIdPattern = /^ERR-/i;
const bareErrorIdPattern = /^[0-9A-Z]{6,}-[0-9A-F]{2,}$/i;

export async function listClientErrors(deps: Pick<AppDeps, 'db'>, query: ClientErrorQuery): Promise<ClientErrorsView> {
  const q = query.q?.trim() ?? '';
  if (q === '') return page(deps, undefined, query.limit);
  const idStarts = errorIdPattern.test(q) ? [q] : [q, `ERR-${q}`];
  const byId = await page(deps, or(...idStarts.map((start) => startsWith(clientErrorLogs.errorId, start))), query.limit);
  if (byId.total > 0 || errorIdPattern.test(q) || bareErrorIdPattern.test(q)) return byId;
  return page(
    deps,
    or(startsWith(clientErrorLogs.errorCode, q), like(clientErrorLogs.message, sql`${`%${likeText(q)}%`} escape '\\'`)),
    query.limit,
  );
}

async function page(deps: Pick<AppDeps, 'db'>, where: SQL | undefined, limit: number): Promise<ClientErrorsView> {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        errorId: clientErrorLogs.errorId,
        createdAt: clientErrorLogs.createdAt,
        code: clientErrorLogs.errorCode,
        message: clientErrorLogs.message,
        severity: clientErrorLogs.severity,
        context: clientErrorLogs.context,
        page: clientErrorLogs.page,
        role: clientErrorLogs.role,
      })
      .from(clientErrorLogs)
      .where(and(where))
      .orderBy(desc(clientErrorLogs.createdAt), desc(sql`${clientErrorLogs}.rowid`))
      .limit(limit),
    deps.db.select({ total: count() }).from(clientErrorLogs).where(and(where)),
  ]);
  return { errors: rows.map((row) => ({ ...row, context: row.context ?? null })), total: total?.total ?? 0 };
}
