import { asc } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { serviceTypes } from '../platform/db/schema';

/**
 * Every service of the clinic, active or not, in the order the clinic shows them: what staff need
 * to book, offer or schedule one (the public list holds only the active, online ones).
 */
export async function listClinicServices(db: AppDeps['db']) {
  return db
    .select({
      id: serviceTypes.id,
      name: serviceTypes.name,
      color: serviceTypes.color,
      durationMinutes: serviceTypes.durationMinutes,
      priceCents: serviceTypes.price,
      isActive: serviceTypes.isActive,
      allowOnlineBooking: serviceTypes.allowOnlineBooking,
    })
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.displayOrder), asc(serviceTypes.name));
}
