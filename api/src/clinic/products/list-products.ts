// The items sold at the desk (pillows, orthoses, reports), active or not, in the
// clinic's order (the name breaks a tie, so the order is always the same).
import { asc, eq } from 'drizzle-orm';
import { catalogueMessages, type ProductView } from 'shared-domain/clinic/clinic-catalogue';
import type { AppDeps } from '../../deps';
import { products } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

const viewColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.price,
  taxCode: products.taxCode,
  isActive: products.isActive,
  displayOrder: products.displayOrder,
};

export async function listProducts(db: AppDeps['db']): Promise<ProductView[]> {
  return db.select(viewColumns).from(products).orderBy(asc(products.displayOrder), asc(products.name));
}

/** One product, or the 404 an unknown id gets. */
export async function loadProduct(db: AppDeps['db'], id: string): Promise<ProductView> {
  const [product] = await db.select(viewColumns).from(products).where(eq(products.id, id)).limit(1);
  if (!product) throw notFound(catalogueMessages.productNotFound);
  return product;
}
