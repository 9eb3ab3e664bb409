// The clinic's services for the back-office: all of them, with what staff need to book, offer or
// schedule one (duration, price in cents) and whether each is active and bookable online.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { allow } from '../platform/http/allow';
import type { AdminEnv } from '../platform/http/subject';
import { listClinicServices } from './list-clinic-services';

export function clinicAdminRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('everyone'), async (c) => c.json({ services: await listClinicServices(deps.db) }, 200));
}
