import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { serviceTypes } from '../platform/db/schema';
import { type AgendaFullRule, loadClinicProfile } from './clinic-profile';

/** The practice for the public site, mounted at /api/public/clinic (the agenda-full rule is scheduling's). */
export function publicClinicRoutes(deps: AppDeps, isAgendaFull: AgendaFullRule) {
  return new Hono().get('/', async (c) => c.json(await loadClinicProfile(deps, isAgendaFull), 200));
}

/** The active services for the public site, mounted at /api/public/services. */
export function publicServiceRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    const rows = await deps.db
      .select()
      .from(serviceTypes)
      .where(eq(serviceTypes.isActive, true))
      .orderBy(asc(serviceTypes.displayOrder), asc(serviceTypes.name));
    return c.json(
      rows.map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description,
        priceCents: service.price,
        durationMinutes: service.durationMinutes,
        allowOnlineBooking: service.allowOnlineBooking,
        // The deposit asked at booking (0 when none), so the site shows it beside the price.
        requiresDeposit: service.requiresDeposit,
        depositCents: service.requiresDeposit ? service.depositAmount : 0,
      })),
      200,
    );
  });
}
