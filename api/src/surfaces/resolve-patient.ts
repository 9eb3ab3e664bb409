import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { noPatientRecordFor, patientAccountMessages } from 'shared-domain/accounts/patient-account';
import { actingForHeader, actingForQuery, familyMessages } from 'shared-domain/patients/family';
import type { AppDeps } from '../deps';
import { mayActFor } from '../patients/public';
import { patientAccounts, patients } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';
import type { PortalEnv } from '../platform/http/subject';

/**
 * The patient record a portal session may act on, put in the context as `patientId` (after
 * `requireSession(deps, 'patient')`), and the account's own as `accountPatientId`. The session's
 * subject is the portal account; its record is the one it was matched to, and only while the record
 * still carries the account's e-mail (specification §6: once the clinic gives the record another
 * address, the old one no longer opens it). Otherwise every portal route answers 404 with the
 * account's address.
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
    c.set('accountPatientId', row.patientId);
    await next();
  };
}

/** The record the request names (header or `?pour=`), when it names one other than the account's own. */
function otherPersonAsked(c: Context<PortalEnv>): string | null {
  const asked = c.req.header(actingForHeader) || c.req.query(actingForQuery) || null;
  return asked && asked !== c.get('accountPatientId') ? asked : null;
}

/**
 * On a resource a guardian uses for her family (appointments, booking, invoices, payments,
 * documents), the request may act for one of her dependants: checked here, once, against her live
 * links and the dependant's age today, then `patientId` is the dependant's and every route below
 * stays scoped to one record. Another family's id, an ended link or a teen who did not agree: 404.
 */
export function actForFamily(deps: Pick<AppDeps, 'db' | 'clock'>): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    const asked = otherPersonAsked(c);
    if (asked) {
      if (!(await mayActFor(deps, c.get('accountPatientId'), asked))) throw notFound(familyMessages.dependantNotFound);
      c.set('patientId', asked);
    }
    await next();
  };
}

/** Anywhere else (her profile, consents, cards, requests), the portal acts for the account's own record only. */
export function ownRecordElsewhere(): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    if (otherPersonAsked(c) && c.get('patientId') === c.get('accountPatientId')) throw notFound(familyMessages.dependantNotFound);
    await next();
  };
}
