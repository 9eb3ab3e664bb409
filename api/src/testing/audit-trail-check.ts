// What the audit trail holds, checked against the catalogue (shared-domain/platform/audit-actions): every
// row's action is listed and its details have that action's shape. `useTestApp` runs it when a
// suite ends, so the whole API suite checks the rows the routes really write, not a list kept by hand.
import { auditActions, isAuditAction } from 'shared-domain/platform/audit-actions';
import type { Database } from '../platform/db/client';
import { auditEvents } from '../platform/db/schema';

/** How long the end-of-suite check waits for the database before leaving the trail unchecked. */
const checkWaitMs = 3000;

/** One line per row the catalogue does not describe; empty when the trail is sound. */
export async function uncataloguedAuditRows(db: Database): Promise<string[]> {
  let rows: { action: string; details: Record<string, unknown> | null }[] | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const read = db.select({ action: auditEvents.action, details: auditEvents.details }).from(auditEvents);
    rows = await Promise.race([
      read,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), checkWaitMs);
      }),
    ]);
  } catch {
    // A suite that never created the table (an empty database) or closed its database on purpose
    // (the health check's outage) has no trail to check.
    return [];
  } finally {
    clearTimeout(timer);
  }
  // A suite that leaves requests running (a load test past its deadline) is not held up by the check.
  if (!rows) return [];
  return rows.flatMap(({ action, details }) => {
    if (!isAuditAction(action)) return [`${action}: not in the catalogue`];
    const parsed = auditActions[action].details.safeParse(details ?? {});
    return parsed.success ? [] : [`${action}: details ${JSON.stringify(details)} — ${parsed.error.message}`];
  });
}

/** Throws when the trail holds a row the catalogue does not describe. */
export async function expectCataloguedAuditTrail(db: Database): Promise<void> {
  const problems = await uncataloguedAuditRows(db);
  if (problems.length > 0) throw new Error(`audit rows outside the catalogue:\n${[...new Set(problems)].join('\n')}`);
}
