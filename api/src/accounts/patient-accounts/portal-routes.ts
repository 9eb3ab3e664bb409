import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { patients } from '../../platform/db/schema';
import { notFound } from '../../platform/http/app-error';
import type { PortalEnv } from '../../platform/http/subject';

/** The signed-in patient's own record (what the profile tab shows), mounted at /api/portal/me. */
export function patientMeRoutes(deps: AppDeps) {
  return new Hono<PortalEnv>().get('/', async (c) => {
    const [patient] = await deps.db
      .select({
        firstName: patients.firstName,
        lastName: patients.lastName,
        email: patients.email,
        phone: patients.phone,
        address: patients.address,
      })
      .from(patients)
      .where(eq(patients.id, c.get('patientId')));
    // The portal surface found this record a moment ago; a record gone since is as unknown.
    if (!patient) throw notFound();
    return c.json(patient, 200);
  });
}
