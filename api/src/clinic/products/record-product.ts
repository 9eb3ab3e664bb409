// Creating, editing, (de)activating and moving a desk product, each change and its audit
// entry (values before and after) in one batch. Names are unique whatever their case. Never
// deleted: invoices name them.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type CatalogueMoveDirection,
  catalogueMessages,
  type ProductFields,
  type ProductUpdate,
  type ProductView,
} from 'shared-domain/clinic/clinic-catalogue';
import { settingChanges } from 'shared-domain/clinic/setting-changes';
import type { AppDeps } from '../../deps';
import { auditEventInsert } from '../../platform/audit/record-audit-event';
import { products } from '../../platform/db/schema';
import { timestamps } from '../../platform/db/timestamps';
import { fieldRefusal } from '../../platform/http/app-error';
import { moveInList } from '../services/display-order';
import { listProducts, loadProduct } from './list-products';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const entity = 'products';

type StoredProduct = ProductFields & { isActive: boolean };

function stored(product: ProductView): StoredProduct {
  return {
    name: product.name,
    description: product.description,
    price: product.priceCents,
    taxCode: product.taxCode,
    isActive: product.isActive,
  };
}

async function refuseTakenName(db: AppDeps['db'], name: string, excludeId?: string): Promise<void> {
  const sameName = sql`lower(${products.name}) = lower(${name})`;
  const [other] = await db
    .select({ id: products.id })
    .from(products)
    .where(excludeId ? and(sameName, ne(products.id, excludeId)) : sameName)
    .limit(1);
  if (other) throw fieldRefusal({ name: catalogueMessages.productNameTaken });
}

/** A new product is active and goes last in the list. */
export async function createProduct(deps: Deps, actorId: string, input: ProductFields): Promise<ProductView> {
  await refuseTakenName(deps.db, input.name);
  const id = randomUUID();
  const after: StoredProduct = { ...input, isActive: true };
  await deps.db.batch([
    deps.db.insert(products).values({
      id,
      ...after,
      // One statement: two products created at once still get different places.
      displayOrder: sql`(select coalesce(max(${products.displayOrder}), -1) + 1 from ${products})`,
      ...timestamps(deps.clock),
    }),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: actorId },
      action: 'product.created',
      entity,
      entityId: id,
      // Every value is new: none before.
      details: { changes: Object.fromEntries(Object.entries(after).map(([field, value]) => [field, { before: null, after: value }])) },
    }),
  ]);
  return loadProduct(deps.db, id);
}

/** Applies what changed and audits it; nothing written when nothing changed. */
export async function updateProduct(deps: Deps, actorId: string, id: string, input: ProductUpdate): Promise<ProductView> {
  const current = stored(await loadProduct(deps.db, id));
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const after: StoredProduct = { ...current, ...defined };
  const changes = settingChanges(current, after);
  const changed = Object.keys(changes);
  if (changed.length === 0) return loadProduct(deps.db, id);
  if (changes.name) await refuseTakenName(deps.db, after.name, id);

  const onlyActivation = changed.length === 1 && changes.isActive;
  const action = onlyActivation ? (after.isActive ? 'product.reactivated' : 'product.deactivated') : 'product.updated';
  const values = Object.fromEntries(changed.map((field) => [field, after[field as keyof StoredProduct]]));
  await deps.db.batch([
    deps.db
      .update(products)
      .set({ ...values, updatedAt: deps.clock.now().toISOString() })
      .where(eq(products.id, id)),
    auditEventInsert(deps, { actor: { type: 'staff', id: actorId }, action, entity, entityId: id, details: { changes } }),
  ]);
  return loadProduct(deps.db, id);
}

/** One place up or down in the list; answers the list in its new order. */
export async function moveProduct(deps: Deps, actorId: string, id: string, direction: CatalogueMoveDirection): Promise<ProductView[]> {
  await loadProduct(deps.db, id);
  const move = moveInList(await listProducts(deps.db), id, direction);
  const cases = sql.join(
    move.renumbered.map((row) => sql`when ${row.id} then ${row.displayOrder}`),
    sql` `,
  );
  await deps.db.batch([
    deps.db
      .update(products)
      .set({ displayOrder: sql`case ${products.id} ${cases} end`, updatedAt: deps.clock.now().toISOString() })
      .where(
        inArray(
          products.id,
          move.renumbered.map((row) => row.id),
        ),
      ),
    auditEventInsert(deps, {
      actor: { type: 'staff', id: actorId },
      action: 'product.moved',
      entity,
      entityId: id,
      details: { changes: { displayOrder: { before: move.before, after: move.after } } },
    }),
  ]);
  return listProducts(deps.db);
}
