import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { noPatientRecordFor, patientAccountMessages } from 'shared-domain/patient-account';
import type { AppDeps } from '../deps';
import { patientAccounts, patients } from '../platform/db/schema';
import { notFound } from '../platform/http/app-error';
import { paymentMethodRoutes } from '../billing/payments/payment-method-portal-routes';
import type { SessionEnv } from '../accounts/sessions/require-session';
import { portalAppointmentRoutes } from '../scheduling/portal-booking/portal-routes';
import { portalPaymentRoutes } from '../billing/payments/portal-routes';
import { portalDocumentRoutes } from '../billing/documents/portal-routes';
import { correctionRequestRoutes } from '../patients/corrections/portal-routes';

/** The patient portal: every query is scoped to the session's own patient. */
export function portalRoutes(deps: AppDeps) {
  return (
    new Hono<SessionEnv>()
      .route('/appointments', portalAppointmentRoutes(deps))
      .route('/payment-methods', paymentMethodRoutes(deps))
      // '/balance', '/transactions', '/payments'
      .route('/', portalPaymentRoutes(deps))
      // '/invoices', '/insurance-receipts'
      .route('/', portalDocumentRoutes(deps))
      .route('/correction-requests', correctionRequestRoutes(deps))
      .get('/me', async (c) => {
        const [row] = await deps.db
          .select({
            accountEmail: patientAccounts.email,
            firstName: patients.firstName,
            lastName: patients.lastName,
            email: patients.email,
            phone: patients.phone,
            address: patients.address,
          })
          .from(patientAccounts)
          // A patient session's subject is the portal account (see the sessions table), not the record.
          .innerJoin(patients, eq(patientAccounts.patientId, patients.id))
          .where(eq(patientAccounts.id, c.get('session').subjectId));
        // The account is matched to the clinic's record by e-mail on every entry (spec section 6): once
        // the clinic gives the record another address, the old one no longer opens it.
        if (!row) throw notFound(patientAccountMessages.noPatientRecord);
        if (row.email?.toLowerCase() !== row.accountEmail) throw notFound(noPatientRecordFor(row.accountEmail));
        const { accountEmail: _account, ...patient } = row;
        return c.json(patient, 200);
      })
  );
}
