// The clinic's services as the back-office reads them (settings, booking by staff, calendar,
// waitlist): every one, active or not, in the clinic's order (the name breaks a tie, so the order
// is always the same). The public list holds only the active ones (public-routes.ts).
import { asc, eq } from 'drizzle-orm';
import { catalogueMessages, type ServiceView } from 'shared-domain/clinic/clinic-catalogue';
import type { AppDeps } from '../../deps';
import { serviceTypes } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';

const viewColumns = {
  id: serviceTypes.id,
  name: serviceTypes.name,
  description: serviceTypes.description,
  priceCents: serviceTypes.price,
  durationMinutes: serviceTypes.durationMinutes,
  color: serviceTypes.color,
  isActive: serviceTypes.isActive,
  allowOnlineBooking: serviceTypes.allowOnlineBooking,
  requiresDeposit: serviceTypes.requiresDeposit,
  depositCents: serviceTypes.depositAmount,
  taxCode: serviceTypes.taxCode,
  visitKind: serviceTypes.visitKind,
  displayOrder: serviceTypes.displayOrder,
};

export const serviceOrder = [asc(serviceTypes.displayOrder), asc(serviceTypes.name)] as const;

export async function listServices(db: AppDeps['db']): Promise<ServiceView[]> {
  return db
    .select(viewColumns)
    .from(serviceTypes)
    .orderBy(...serviceOrder);
}

/** One service, or the 404 an unknown id gets. */
export async function loadService(db: AppDeps['db'], id: string): Promise<ServiceView> {
  const [service] = await db.select(viewColumns).from(serviceTypes).where(eq(serviceTypes.id, id)).limit(1);
  if (!service) throw notFound(catalogueMessages.serviceNotFound);
  return service;
}
