// The clinic's closures: holidays and vacations, whole days kept as `blocked_times`
// without times, each with its reason. Listed from today on; added (never in the past) and removed
// with an audit entry in the same batch. The booking engine and the calendar already refuse blocked
// time, and the table's triggers bump the site's version for the public hours.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { slotHoldingStatuses } from 'shared-domain/scheduling/availability';
import { type ClosureInput, clinicSettingsMessages } from 'shared-domain/clinic/clinic-settings';
import type { AppDeps } from '../../deps';
import { auditEventInsert, auditEventInsertWhere } from '../../platform/audit/record-audit-event';
import { insertWhere } from '../../platform/db/insert-where';
import { appointments, blockedTimes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal, notFound } from '../../platform/http/app-error';
import { clinicToday } from '../clinic-now';

type StaffContext = { get(key: 'staff'): { staffId: string } };

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

/**
 * A closure's row and its audit entry, for the caller's batch: « Paramètres »'s closures, and a
 * cancellation batch that closes its days (its closure carries the batch's id, and goes with its undo).
 */
export function closureAddedStatements(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, closure: Closure, onlyIf?: SQL) {
  const values = { ...closure, startTime: null, endTime: null, createdBy: staffId, ...timestamps(deps.clock) };
  const event = {
    actor: { type: 'staff', id: staffId },
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
  } as const;
  return onlyIf
    ? ([deps.db.run(insertWhere(blockedTimes, values, onlyIf)), auditEventInsertWhere(deps, event, onlyIf)] as const)
    : ([deps.db.insert(blockedTimes).values(values), auditEventInsert(deps, event)] as const);
}

/** The whole-day closures sharing at least one day with `startDate`–`endDate`, soonest first. */
export function overlappingClosures(deps: Pick<AppDeps, 'db'>, period: Pick<Closure, 'startDate' | 'endDate'>): Promise<Closure[]> {
  return deps.db
    .select(closureColumns)
    .from(blockedTimes)
    .where(and(wholeDays, lte(blockedTimes.startDate, period.endDate), gte(blockedTimes.endDate, period.startDate)))
    .orderBy(asc(blockedTimes.startDate), asc(blockedTimes.endDate));
}

/**
 * Adds a closure; answers with the appointments still booked during it, which staff must move, and
 * the closures it overlaps. An overlap is allowed, with that warning: a public holiday inside a
 * vacation, or days added to a vacation already entered, are what a clinic does, and the booking
 * engine closes a day once whatever the number of closures on it; refusing would make staff remove
 * a closure (and its announcement) to enter a longer one. The warning lets them remove a duplicate.
 */
export async function addClosure(
  c: StaffContext,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: ClosureInput,
): Promise<{ closure: Closure; appointmentsDuring: number; overlapping: Closure[] }> {
  if (input.endDate < (await clinicToday(deps))) throw fieldRefusal('endDate', clinicSettingsMessages.closurePast);
  const closure: Closure = { id: randomUUID(), ...input };
  const overlapping = await overlappingClosures(deps, closure);
  await deps.db.batch(closureAddedStatements(deps, c.get('staff').staffId, closure));
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
  return { closure, appointmentsDuring: booked?.n ?? 0, overlapping };
}

/**
 * Removing a closure, for the caller's batch: its audit entry, written only while the row is there
 * (and `onlyIf` holds), before it goes — two removals at once record one — then the row.
 */
export function closureRemovedStatements(deps: Pick<AppDeps, 'db' | 'clock'>, staffId: string, closure: Closure, onlyIf?: SQL) {
  const stillThere = and(eq(blockedTimes.id, closure.id), wholeDays, onlyIf) as SQL;
  return [
    auditEventInsertWhere(
      deps,
      {
        actor: { type: 'staff', id: staffId },
        action: 'settings.closure_removed',
        entity: 'blocked_times',
        entityId: closure.id,
        details: {
          changes: {
            startDate: { before: closure.startDate, after: null },
            endDate: { before: closure.endDate, after: null },
            reason: { before: closure.reason, after: null },
          },
        },
      },
      sql`exists (select 1 from ${blockedTimes} where ${stillThere})`,
    ),
    deps.db.delete(blockedTimes).where(stillThere),
  ] as const;
}

/** The whole-day closure of this id, if it is still there. */
export async function findClosure(deps: Pick<AppDeps, 'db'>, id: string): Promise<Closure | undefined> {
  const [closure] = await deps.db
    .select(closureColumns)
    .from(blockedTimes)
    .where(and(eq(blockedTimes.id, id), wholeDays));
  return closure;
}

/** Removes a closure (its days are offered again at once); 404 when it is gone or is no closure. */
export async function removeClosure(c: StaffContext, deps: Pick<AppDeps, 'db' | 'clock'>, id: string): Promise<void> {
  const closure = await findClosure(deps, id);
  if (!closure) throw notFound(clinicSettingsMessages.closureNotFound);
  const [audit] = await deps.db.batch(closureRemovedStatements(deps, c.get('staff').staffId, closure));
  if (audit.rowsAffected === 0) throw notFound(clinicSettingsMessages.closureNotFound);
}
