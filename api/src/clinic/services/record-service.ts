// Creating, editing, (de)activating and moving a service. Each change and its audit
// entry (the values before and after) are one batch: kept or lost together. Names are unique
// whatever their case: two services « Suivi » and « suivi » would be told apart by no one.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type CatalogueMoveDirection,
  catalogueMessages,
  depositRefusal,
  type ServiceFields,
  type ServiceUpdate,
  type ServiceView,
} from 'shared-domain/clinic/clinic-catalogue';
import { settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { serviceTypes } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal } from '../../platform/http/app-error';
import { moveInList } from './display-order';
import { listServices, loadService } from './list-services';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const entity = 'service_types';

/** A service as it is stored and audited: the columns staff set. */
type StoredService = ServiceFields & { isActive: boolean };

function stored(service: ServiceView): StoredService {
  return {
    name: service.name,
    description: service.description,
    price: service.priceCents,
    durationMinutes: service.durationMinutes,
    visitKind: service.visitKind,
    taxCode: service.taxCode,
    color: service.color,
    allowOnlineBooking: service.allowOnlineBooking,
    requiresDeposit: service.requiresDeposit,
    depositAmount: service.depositCents,
    isActive: service.isActive,
  };
}

async function refuseTakenName(db: AppDeps['db'], name: string, excludeId?: string): Promise<void> {
  const sameName = sql`lower(${serviceTypes.name}) = lower(${name})`;
  const [other] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(excludeId ? and(sameName, ne(serviceTypes.id, excludeId)) : sameName)
    .limit(1);
  if (other) throw fieldRefusal({ name: catalogueMessages.serviceNameTaken });
}

/** A new service is active and goes last in the list. */
export async function createService(deps: Deps, actorId: string, input: ServiceFields): Promise<ServiceView> {
  await refuseTakenName(deps.db, input.name);
  const id = randomUUID();
  const after: StoredService = { ...input, isActive: true };
  await deps.db.batch([
    deps.db.insert(serviceTypes).values({
      id,
      ...after,
      // One statement: two services created at once still get different places.
      displayOrder: sql`(select coalesce(max(${serviceTypes.displayOrder}), -1) + 1 from ${serviceTypes})`,
      ...timestamps(deps.clock),
    }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: actorId },
      action: 'service.created',
      entity,
      entityId: id,
      // Every value is new: none before.
      details: { changes: Object.fromEntries(Object.entries(after).map(([field, value]) => [field, { before: null, after: value }])) },
    }),
  ]);
  return loadService(deps.db, id);
}

/**
 * Applies what changed (the settings form sends the whole form again) and audits it; nothing
 * written when nothing changed. The deposit is checked on the service as it would be after.
 */
export async function updateService(deps: Deps, actorId: string, id: string, input: ServiceUpdate): Promise<ServiceView> {
  const current = stored(await loadService(deps.db, id));
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const after: StoredService = { ...current, ...defined };
  const changes = settingChanges(current, after);
  const changed = Object.keys(changes);
  if (changed.length === 0) return loadService(deps.db, id);

  const deposit = depositRefusal(after);
  if (Object.keys(deposit).length > 0) throw fieldRefusal(deposit);
  if (changes.name) await refuseTakenName(deps.db, after.name, id);

  const onlyActivation = changed.length === 1 && changes.isActive;
  const action = onlyActivation ? (after.isActive ? 'service.reactivated' : 'service.deactivated') : 'service.updated';
  const values = Object.fromEntries(changed.map((field) => [field, after[field as keyof StoredService]]));
  await deps.db.batch([
    deps.db
      .update(serviceTypes)
      .set({ ...values, updatedAt: deps.clock.now().toISOString() })
      .where(eq(serviceTypes.id, id)),
    auditEventInsert(deps, { actor: { type: 'staff', id: actorId }, action, entity, entityId: id, details: { changes } }),
  ]);
  return loadService(deps.db, id);
}

/** One place up or down in the list every screen shows; answers the list in its new order. */
export async function moveService(deps: Deps, actorId: string, id: string, direction: CatalogueMoveDirection): Promise<ServiceView[]> {
  await loadService(deps.db, id);
  const move = moveInList(await listServices(deps.db), id, direction);
  const cases = sql.join(
    move.renumbered.map((row) => sql`when ${row.id} then ${row.displayOrder}`),
    sql` `,
  );
  const audit = auditEventInsert(deps, {
    actor: { type: 'staff', id: actorId },
    action: 'service.moved',
    entity,
    entityId: id,
    details: { changes: { displayOrder: { before: move.before, after: move.after } } },
  });
  const renumber = deps.db
    .update(serviceTypes)
    .set({ displayOrder: sql`case ${serviceTypes.id} ${cases} end`, updatedAt: deps.clock.now().toISOString() })
    .where(
      inArray(
        serviceTypes.id,
        move.renumbered.map((row) => row.id),
      ),
    );
  await deps.db.batch([renumber, audit]);
  return listServices(deps.db);
}
