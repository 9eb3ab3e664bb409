// The back-office surface, mounted at /api/admin.
// Contract: every route answers only a staff session whose second factor is verified. The guard
// below is applied here, once, to every route a feature folder contributes: without a live staff
// session a route answers 401 AUTH_001 (a patient's session is no staff session), and with one whose
// second factor is not verified, 403 AUTH_003. The staff member is resolved here too
// (`resolveStaff`): routes read it from `c.get('staff')` (`staffId`, `role`) and never check the
// session themselves. Each feature's routes are mounted at their resource's path; a resource served
// by several feature folders (`/patients`, `/appointments`) is mounted once per folder. Typed client:
// `createAdminClient()`; `surfaces/access.test.ts` calls every route here to hold this contract,
// `surfaces/route-table.snap.txt` lists them.
import { loadClinicSettings } from '../clinic/public';
import { invoicingRoutes } from '../clinic/invoicing/admin-routes';
import { configurationRoutes } from '../clinic/configuration/admin-routes';
import { Hono } from 'hono';
import { emailTemplateRoutes } from '../clinic/email-templates/admin-routes';
import { siteTextRoutes } from '../clinic/site-texts/admin-routes';
import { staffMeRoutes } from '../accounts/staff/admin-routes';
import { auditCsvRoutes, auditRoutes, type ClinicTimeZone, patientAuditRoutes } from '../platform/audit/admin-routes';
import { rebookingAdminRoutes } from '../scheduling/rebooking/admin-routes';
import { staffSessionRoutes } from '../accounts/sessions/admin-routes';
import { calendarFeedRoutes } from '../scheduling/calendar-feed/admin-routes';
import { textInboxRoutes } from '../scheduling/texts/text-inbox-routes';
import type { AppDeps } from '../deps';
import { requireSession } from '../accounts/sessions/require-session';
import type { AdminEnv } from '../platform/http/subject';
import { resolveStaff } from './resolve-staff';
import { adminSecondFactorRoutes } from '../accounts/staff/admin-second-factor-routes';
import { slotOfferRoutes, waitlistStaffRoutes } from '../scheduling/waitlist/admin-routes';
import { waitlistExit } from '../scheduling/waitlist/end-waitlist-entries';
import { adminDayRoutes, appointmentRequestAdminRoutes, appointmentStatusRoutes } from '../scheduling/day/admin-routes';
import {
  adminAppointmentRoutes,
  adminCalendarRoutes,
  blockedTimeRoutes,
  staffAvailabilityRoutes,
} from '../scheduling/calendar/admin-routes';
import { adminPatientRoutes, globalSearchRoutes } from '../patients/admin-routes';
import { adminFamilyLinkRoutes, adminPatientFamilyRoutes } from '../patients/families/admin-routes';
import { patientImportRoutes } from '../patients/import/admin-routes';
import { clinicalNoteRoutes, notePatientRoutes, patientNoteRoutes } from '../clinical/notes/admin-routes';
import { accessRequestRoutes, attachmentRoutes, episodeRoutes, patientRecordRoutes } from '../clinical/record/admin-routes';
import { outcomeRoutes, questionnaireListRoutes, questionnaireRequestRoutes } from '../clinical/outcomes/admin-routes';
import { intakeFormRoutes, patientIntakeRoutes } from '../clinical/intake/routes';
import { intakesForPortability } from '../clinical/intake/intake-submissions';
import { intakeFormConfiguration } from '../clinical/intake/intake-forms';
import { soapTemplateRoutes } from '../clinical/templates/admin-routes';
import { serviceRoutes } from '../clinic/services/admin-routes';
import { productRoutes } from '../clinic/products/admin-routes';
import { teamRoutes } from '../accounts/team/team-routes';
import { clinicSettingsRoutes } from '../clinic/settings/admin-routes';
import { appointmentArrivalRoutes, creditNoteRoutes, invoiceRoutes } from '../billing/invoices/admin-routes';
import { cashClosingRoutes } from '../billing/cash-closing/admin-routes';
import { receivablePatientRoutes, receivableRoutes } from '../billing/receivables/admin-routes';
import { paymentCsvRoutes, paymentListRoutes } from '../billing/payment-list/admin-routes';
import { patientAccountRoutes } from '../billing/account/admin-routes';
import { checkoutRoutes, paymentVoidRoutes } from '../billing/checkout/admin-routes';
import { refundRoutes } from '../billing/refunds/admin-routes';
import { depositRoutes } from '../billing/deposits/admin-routes';
import { claimRoutes, patientCaseRoutes, payerPaymentRoutes } from '../billing/claims/admin-routes';
import { insuranceRoutes, patientInsuranceRoutes } from '../billing/insurance/admin-routes';
import { patientYearlyStatementRoutes } from '../billing/statements/admin-routes';
import { yearlyStatementBatchRoutes } from '../automation/statements/admin-routes';
import { taxReportCsvRoutes, taxReportRoutes } from '../billing/tax-report/admin-routes';
import { financialReportRoutes } from '../billing/financial-reports/admin-routes';
import { automationRuleRoutes } from '../automation/rules/admin-routes';
import { batchRoutes } from '../automation/batches/batch-routes';
import { actionableRoutes } from '../automation/actionable/actionable-routes';
import { oneClickRoutes } from '../automation/one-click/one-click-routes';
import { monitoringRoutes } from '../automation/monitoring/admin-routes';
import { cancellationAutomationRoutes } from '../automation/cancellations/admin-routes';
import { scheduledJobs } from '../jobs';
import { automationJobRoutes, automationMessageRoutes, automationTextRoutes } from '../automation/health/admin-routes';
import { processHolder } from '../platform/jobs/scheduler';
import { consentTextRoutes, patientConsentRoutes } from '../privacy/consents/admin-routes';
import { privacyIncidentRoutes } from '../privacy/incidents/admin-routes';
import { privacyRequestRoutes } from '../privacy/requests/admin-routes';
import { retentionReviewRoutes } from '../privacy/retention/admin-routes';
import { recordHoldRoutes } from '../privacy/retention/record-hold-routes';
import { backupKeyRoutes } from '../privacy/backups/backup-key-routes';
import { staffMyDataRoutes } from '../privacy/portability/portability-routes';
import { analysisRoutes } from '../analytics/figures/admin-routes';
import { progressRoutes } from '../analytics/progress/admin-routes';

/** The audit trail's periods and instants are the clinic's days (platform/audit knows no context). */
const clinicTimeZone: ClinicTimeZone = async (deps) => (await loadClinicSettings(deps.db)).timeZone;

export function adminApi(deps: AppDeps) {
  return (
    new Hono<AdminEnv>()
      .use('*', requireSession(deps, 'staff', { secondFactor: true }))
      .use('*', resolveStaff(deps))
      .route('/me', staffMeRoutes(deps))
      .route('/sessions', staffSessionRoutes(deps))
      .route('/calendar-feed', calendarFeedRoutes(deps))
      .route('/audit-events', auditRoutes(deps, clinicTimeZone))
      .route('/audit-events.csv', auditCsvRoutes(deps, clinicTimeZone))
      .route('/rebooking-requests', rebookingAdminRoutes(deps))
      .route('/second-factor', adminSecondFactorRoutes(deps))
      .route('/waitlist', waitlistStaffRoutes(deps))
      .route('/slot-offers', slotOfferRoutes(deps))
      .route('/day', adminDayRoutes(deps))
      .route('/requests', appointmentRequestAdminRoutes(deps))
      .route('/calendar', adminCalendarRoutes(deps))
      .route('/availability', staffAvailabilityRoutes(deps))
      .route('/appointments', adminAppointmentRoutes(deps))
      .route('/appointments', appointmentStatusRoutes(deps))
      // « Arrivé » makes the visit's draft invoice.
      .route('/appointments', appointmentArrivalRoutes(deps))
      .route('/blocked-times', blockedTimeRoutes(deps))
      .route('/search', globalSearchRoutes(deps))
      // The patient file and what hangs from it ('/patients/:id/notes', '/patients/:id/record'…), one feature folder each.
      .route('/patients', adminPatientRoutes(deps))
      // « Famille »: who is linked to her and who may open her record in the portal.
      .route('/patients', adminPatientFamilyRoutes(deps))
      .route('/family-links', adminFamilyLinkRoutes(deps))
      .route('/patients', patientNoteRoutes(deps))
      .route('/patients', patientRecordRoutes(deps))
      .route('/patients', outcomeRoutes(deps))
      .route('/patients', patientIntakeRoutes(deps))
      .route('/intake-form', intakeFormRoutes(deps))
      // « Qui a consulté ce dossier ? »: the patient's own audit trail.
      .route('/patients', patientAuditRoutes(deps, clinicTimeZone))
      // A spreadsheet of patients brought in, undoable for 7 days.
      .route('/patient-imports', patientImportRoutes(deps))
      // The clinical record.
      .route('/notes', clinicalNoteRoutes(deps))
      .route('/note-patients', notePatientRoutes(deps))
      .route('/episodes', episodeRoutes(deps))
      .route('/attachments', attachmentRoutes(deps))
      .route('/access-requests', accessRequestRoutes(deps))
      .route('/questionnaires', questionnaireListRoutes())
      .route('/questionnaire-requests', questionnaireRequestRoutes(deps))
      .route('/soap-templates', soapTemplateRoutes(deps))
      // The e-mails' words.
      .route('/email-templates', emailTemplateRoutes(deps))
      .route('/site-texts', siteTextRoutes(deps))
      // The services and the desk's products.
      .route('/services', serviceRoutes(deps))
      .route('/products', productRoutes(deps))
      // The clinic's team.
      .route('/team', teamRoutes(deps))
      .route('/invoicing', invoicingRoutes(deps))
      .route('/configuration', configurationRoutes(deps, intakeFormConfiguration))
      // « Paramètres »: the clinic, its hours and closures, booking rules, fees, reminders, site, privacy.
      .route('/settings', clinicSettingsRoutes(deps))
      // Finances at the desk: invoices and their drafts, credit notes.
      .route('/invoices', invoiceRoutes(deps))
      .route('/credit-notes', creditNoteRoutes(deps))
      // The desk's finances: the daily close.
      .route('/cash-closings', cashClosingRoutes(deps))
      // Receivables, a patient's statement and payment reminder.
      .route('/receivables', receivableRoutes(deps))
      .route('/patients', receivablePatientRoutes(deps))
      // « Paiements »: every payment and refund, and its CSV export.
      .route('/payments', paymentListRoutes(deps))
      .route('/payments.csv', paymentCsvRoutes(deps))
      // « Encaisser », its receipts, voiding a payment taken by mistake, the patient's account.
      .route('/checkouts', checkoutRoutes(deps))
      .route('/payments', paymentVoidRoutes(deps))
      .route('/refunds', refundRoutes(deps))
      // « Dépôt »: a future visit's deposit taken at the desk.
      .route('/deposits', depositRoutes(deps))
      .route('/patients', patientAccountRoutes(deps))
      // « Assurances »: the paid visits' insurance receipts, the clinic's network details, a patient's plan.
      .route('/insurance', insuranceRoutes(deps))
      .route('/patients', patientInsuranceRoutes(deps))
      // « Analyses »: the clinic's figures against the previous period, the list behind each, its CSV.
      .route('/analyses', analysisRoutes(deps))
      .route('/progress', progressRoutes(deps))
      // Claims followed to payment: the claims and their follow-ups, a payer's payment, a patient's SAAQ and CNESST cases.
      .route('/insurance-claims', claimRoutes(deps))
      .route('/payer-payments', payerPaymentRoutes(deps))
      .route('/patients', patientCaseRoutes(deps))
      // « Relevé annuel des frais de soins » from the patient file; « Rapport de taxes » and its export.
      .route('/patients', patientYearlyStatementRoutes(deps))
      .route('/tax-report', taxReportRoutes(deps))
      .route('/tax-report.csv', taxReportCsvRoutes(deps))
      // « Rapports financiers »: sales, tenders, credits, ageing and payers against the previous period, each list and its CSV.
      .route('/financial-reports', financialReportRoutes(deps))
      // « Envoyer les relevés annuels »: the January batch, through the outbox at the rate chosen.
      .route('/yearly-statements', yearlyStatementBatchRoutes(deps))
      // A patient's portability export (JSON, CSV, PDF).
      .route('/patients', staffMyDataRoutes(deps, intakesForPortability))
      // « Automatisation »: every automatic message as a rule, its switch, timing and test.
      .route('/automation/rules', automationRuleRoutes(deps))
      // « Opérations groupées » and « Actions en un clic »: each kind declares its own group (batchKindAccess).
      .route('/automation/batches', batchRoutes(deps))
      .route('/automation/one-click', oneClickRoutes(deps))
      // « Analyses actionnables »: five lists of patients, each row's next step in one click.
      .route('/automation/actionable', actionableRoutes(deps))
      // « Surveillance du système » (the job periods from jobs.ts) and « Annulations automatisées ».
      .route('/monitoring', monitoringRoutes(deps, scheduledJobs(deps)))
      .route('/automation/cancellations', cancellationAutomationRoutes(deps))
      // « Santé de l'automatisation »: every e-mail with its state and « Réessayer », every job with its runs.
      .route('/automation/messages', automationMessageRoutes(deps))
      .route('/automation/texts', automationTextRoutes(deps))
      .route('/text-replies', textInboxRoutes(deps))
      // « Consentements »: each text's versions, and a patient's consents given and withdrawn.
      .route('/privacy/consent-texts', consentTextRoutes(deps))
      .route('/patients', patientConsentRoutes(deps, waitlistExit))
      // « Conservation des dossiers »: the records past their period and the officer's decisions.
      .route('/privacy/retention', retentionReviewRoutes(deps))
      .route('/privacy/record-holds', recordHoldRoutes(deps))
      // The backup key's copy kept off the server, confirmed from « Surveillance du système ».
      .route('/privacy/backup-key', backupKeyRoutes(deps))
      // « Registre des incidents de confidentialité »: the register, its exports and the notice to the people.
      .route('/privacy/incidents', privacyIncidentRoutes(deps))
      // « Demandes d'accès et de rectification »: the one queue, its answers and letters.
      .route('/privacy/requests', privacyRequestRoutes(deps))
      .route(
        '/automation/jobs',
        automationJobRoutes(
          deps,
          () => scheduledJobs(deps),
          () => processHolder,
        ),
      )
  );
}

export type AdminApi = ReturnType<typeof adminApi>;
