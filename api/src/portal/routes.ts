import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { patientAccountMessages } from 'shared-domain/patient-account';
import type { AppDeps } from '../deps';
import { patientAccounts, patients } from '../db/schema';
import { notFound } from '../http/app-error';
import type { SessionEnv } from '../sessions/require-session';

/** The patient portal: every query is scoped to the session's own patient. */
export function portalRoutes(deps: AppDeps) {
  return new Hono<SessionEnv>().get('/me', async (c) => {
    const [patient] = await deps.db
      .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
      .from(patientAccounts)
      // A patient session's subject is the portal account (see the sessions table), not the record.
      .innerJoin(patients, eq(patientAccounts.patientId, patients.id))
      .where(eq(patientAccounts.id, c.get('session').subjectId));
    if (!patient) throw notFound(patientAccountMessages.noPatientRecord);
    return c.json(patient, 200);
  });
}
