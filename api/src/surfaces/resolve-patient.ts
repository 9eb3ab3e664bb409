import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { noPatientRecordFor, patientAccountMessages } from 'shared-domain/accounts/patient-account';
import type { AppDeps } from '../deps';
import { patientAccounts, patients } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';
import type { PortalEnv } from '../platform/http/subject';

/**
 * The patient record a portal session may act on, put in the context as `patientId` (after
 * `requireSession(deps, 'patient')`). The session's subject is the portal account; its record is
 * the one it was matched to, and only while the record still carries the account's e-mail
 * (specification §6: once the clinic gives the record another address, the old one no longer
 * opens it). Otherwise every portal route answers 404 with the account's address.
 */
export function resolvePatient(deps: Pick<AppDeps, 'db'>): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    const [row] = await deps.db
      .select({ patientId: patients.id, email: patients.email, accountEmail: patientAccounts.email })
      .from(patientAccounts)
      .innerJoin(patients, eq(patientAccounts.patientId, patients.id))
      .where(eq(patientAccounts.id, c.get('session').subjectId));
    if (!row) throw notFound(patientAccountMessages.noPatientRecord);
    if (row.email?.toLowerCase() !== row.accountEmail) throw notFound(noPatientRecordFor(row.accountEmail));
    c.set('patientId', row.patientId);
    await next();
  };
}
