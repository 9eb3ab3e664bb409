// The clinic's closures: holidays and vacations, whole days kept as `blocked_times`
// without times, each with its reason. Listed from today on; added (never in the past) and removed
// with an audit entry in the same batch. The booking engine and the calendar already refuse blocked
// time, and the table's triggers bump the site's version for the public hours.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { type ClosureInput, clinicSettingsMessages } from 'shared-domain/clinic/clinic-settings';
import type { AppDeps } from '../../deps';
import { auditEventInsertWhere, staffAuditEvent, staffAuditEventInsert } from '../../platform/audit/record-audit-event';
import { appointments, blockedTimes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { clinicToday } from '../clinic-now';

type StaffContext = Parameters<typeof staffAuditEventInsert>[0] & { get(key: 'staff'): { staffId: string } };

export interface Closure {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
}

const closureColumns = {
  id: blockedTimes.id,
  startDate: blockedTimes.startDate,
  endDate: blockedTimes.endDate,
  reason: blockedTimes.reason,
};

/** A whole-day period: the calendar's blocked hours within a day are not closures. */
const wholeDays = and(isNull(blockedTimes.startTime), isNull(blockedTimes.endTime));

/** The closures not over yet, soonest first. */
export async function listUpcomingClosures(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Closure[]> {
  const today = await clinicToday(deps);
  return deps.db
    .select(closureColumns)
    .from(blockedTimes)
    .where(and(wholeDays, gte(blockedTimes.endDate, today)))
    .orderBy(asc(blockedTimes.startDate), asc(blockedTimes.endDate));
}

/** Adds a closure; answers with the appointments still booked during it, which staff must move. */
export async function addClosure(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: ClosureInput,
): Promise<{ closure: Closure; appointmentsDuring: number }> {
  if (input.endDate < (await clinicToday(deps))) throw fieldRefusal('endDate', clinicSettingsMessages.closurePast);
  const closure: Closure = { id: randomUUID(), ...input };
  await deps.db.batch([
    deps.db
      .insert(blockedTimes)
      .values({ ...closure, startTime: null, endTime: null, createdBy: c.get('staff').staffId, ...timestamps(deps.clock) }),
    staffAuditEventInsert(c, deps, {
      action: 'settings.closure_added',
      entity: 'blocked_times',
      entityId: closure.id,
      details: {
        changes: {
          startDate: { before: null, after: closure.startDate },
          endDate: { before: null, after: closure.endDate },
          reason: { before: null, after: closure.reason },
        },
      },
    }),
  ]);
  const [booked] = await deps.db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        gte(appointments.scheduledDate, closure.startDate),
        lte(appointments.scheduledDate, closure.endDate),
        inArray(appointments.status, [...slotHoldingStatuses]),
      ),
    );
  return { closure, appointmentsDuring: booked?.n ?? 0 };
}

/** Removes a closure (its days are offered again at once); 404 when it is gone or is no closure. */
export async function removeClosure(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<void> {
  const [closure] = await deps.db
    .select(closureColumns)
    .from(blockedTimes)
    .where(and(eq(blockedTimes.id, id), wholeDays));
  if (!closure) throw notFound(clinicSettingsMessages.closureNotFound);
  const stillThere = and(eq(blockedTimes.id, id), wholeDays);
  const [audit] = await deps.db.batch([
    // Written only while the row is there, before it goes: two removals at once record one.
    auditEventInsertWhere(
      deps,
      staffAuditEvent(c, {
        action: 'settings.closure_removed',
        entity: 'blocked_times',
        entityId: id,
        details: {
          changes: {
            startDate: { before: closure.startDate, after: null },
            endDate: { before: closure.endDate, after: null },
            reason: { before: closure.reason, after: null },
          },
        },
      }),
      sql`exists (select 1 from ${blockedTimes} where ${stillThere})`,
    ),
    deps.db.delete(blockedTimes).where(stillThere),
  ]);
  if (audit.rowsAffected === 0) throw notFound(clinicSettingsMessages.closureNotFound);
}
