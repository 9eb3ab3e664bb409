// The patient portal surface, mounted at /api/portal.
// Contract: every route answers only a live patient session; without one (a staff session
// included) it answers 401 AUTH_001. The guard below is applied here, once, to every route a feature
// folder contributes, and the patient record the session opens is resolved here too
// (`resolvePatient`: a 404 when the account no longer matches a record), or the dependant a guardian
// acts for on her family's resources (`actForFamily`); each route scopes its
// queries to `c.get('patientId')` and never checks the session itself. Each feature's routes are
// mounted at their resource's path. Typed client: `createPortalClient()`; `surfaces/access.test.ts`
// calls every route here to hold this contract, `surfaces/route-table.snap.txt` lists them.
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { portalQuestionnaireRoutes } from '../clinical/outcomes/portal-routes';
import { portalIntakeRoutes } from '../clinical/intake/routes';
import { intakesForPortability } from '../clinical/intake/intake-submissions';
import { requireSession } from '../accounts/sessions/require-session';
import { patientMeRoutes } from '../accounts/patient-accounts/portal-routes';
import { portalAppointmentRoutes } from '../scheduling/portal-booking/portal-routes';
import { waitlistExit } from '../scheduling/waitlist/end-waitlist-entries';
import { paymentMethodRoutes } from '../billing/payments/payment-method-portal-routes';
import {
  portalBalanceRoutes,
  portalFamilyPaymentRoutes,
  portalPaymentRoutes,
  portalTransactionRoutes,
} from '../billing/payments/portal-routes';
import {
  portalCreditNoteRoutes,
  portalInsuranceReceiptRoutes,
  portalInvoiceRoutes,
  portalYearlyStatementRoutes,
} from '../billing/documents/portal-routes';
import { correctionRequestRoutes } from '../patients/corrections/portal-routes';
import type { PortalEnv } from '../platform/http/subject';
import { portalMyDataRoutes } from '../privacy/portability/portability-routes';
import { portalConsentRoutes } from '../privacy/consents/portal-routes';
import { portalPrivacyRequestRoutes } from '../privacy/requests/portal-routes';
import { portalFamilyRoutes } from '../patients/families/portal-routes';
import { familyPeople } from '../patients/public';
import { actForFamily, ownRecordElsewhere, resolvePatient } from './resolve-patient';

/**
 * The resources a guardian uses for her family: a request to them may name a dependant (header
 * `x-patient` or `?pour=`), checked once by `actForFamily`; every other route acts for the account's
 * own record only (a dependant named there: 404).
 */
export const familyResources = [
  '/appointments',
  '/balance',
  '/transactions',
  '/payments',
  // A card is saved on the record it pays for: a guardian saves one on her child's to pay his invoices.
  '/payment-methods',
  '/invoices',
  '/credit-notes',
  '/insurance-receipts',
  '/yearly-statements',
  // « Télécharger mes données » for a child she may act for: the child's own data, her intake forms included.
  '/my-data.json',
  '/my-data.csv',
  '/my-data.pdf',
] as const;

export function portalApi(deps: AppDeps) {
  const surface = new Hono<PortalEnv>().use('*', requireSession(deps, 'patient')).use('*', resolvePatient(deps));
  for (const resource of familyResources) surface.use(`${resource}/*`, actForFamily(deps));
  return (
    surface
      .use('*', ownRecordElsewhere())
      .route('/me', patientMeRoutes(deps))
      // « Pour qui ? »: herself and the dependants she may act for today.
      .route('/family', portalFamilyRoutes(deps))
      .route('/appointments', portalAppointmentRoutes(deps))
      .route('/payment-methods', paymentMethodRoutes(deps))
      .route('/balance', portalBalanceRoutes(deps))
      .route('/transactions', portalTransactionRoutes(deps))
      .route('/payments', portalPaymentRoutes(deps))
      // « Payer pour la famille »: her own and her dependants' invoices in one payment, from her own portal.
      .route('/family-payments', portalFamilyPaymentRoutes(deps, familyPeople))
      .route('/invoices', portalInvoiceRoutes(deps))
      .route('/credit-notes', portalCreditNoteRoutes(deps))
      .route('/insurance-receipts', portalInsuranceReceiptRoutes(deps))
      .route('/yearly-statements', portalYearlyStatementRoutes(deps))
      .route('/correction-requests', correctionRequestRoutes(deps))
      // Access, portability, cessation or de-indexation, into the clinic's one queue.
      .route('/privacy-requests', portalPrivacyRequestRoutes(deps))
      .route('/questionnaires', portalQuestionnaireRoutes(deps))
      .route('/intake', portalIntakeRoutes(deps))
      // Her consents, and the withdrawals she makes herself.
      .route('/consents', portalConsentRoutes(deps, waitlistExit))
      // « Télécharger mes données »: her portability export (or a dependant's), each download a request answered at once.
      // Her signed intake forms come from the clinical record, handed to privacy here.
      .route('/my-data.json', portalMyDataRoutes(deps, 'json', intakesForPortability))
      .route('/my-data.csv', portalMyDataRoutes(deps, 'csv', intakesForPortability))
      .route('/my-data.pdf', portalMyDataRoutes(deps, 'pdf', intakesForPortability))
  );
}

export type PortalApi = ReturnType<typeof portalApi>;
