// What the shell loads for /admin paths. Each page is fetched when first visited. The sign-in and
// sign-up pages stand alone; the back-office sits behind the session guard, a layout route asking
// GET /api/admin/me (a staff session with a verified second factor; without the factor, the guard
// sends to the sign-in's factor step), and inside the frame with the sidebar. The frame stays
// mounted from one view to the next (the focus stays on the sidebar's link); only the view inside
// it starts afresh on each path (its own boundary). Each view's route opens only for the roles its
// group admits (`AccessGate`, the map the sidebar reads too: back-office/access/view-access.ts);
// the others see « Accès réservé », as they do when a query inside a view is refused for the role.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { ErrorBoundary, PageError } from 'shared-ui/ErrorBoundary';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { PageNotFound } from 'shared-ui/PageNotFound';
import { createQueryClient } from 'shared-ui/query-client';
import { QueryProvider } from 'shared-ui/QueryProvider';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { RequireSession } from 'shared-ui/RequireSession';
import { Outlet, Route, Routes } from 'shared-ui/router';
import { AccessGate } from './features/back-office/access/AccessGate';
import { roleRefusalQueryDefaults } from './features/back-office/access/role-refusal';
import type { AdminView } from './features/back-office/access/view-access';
import { meQueryOptions } from './features/back-office/session/api/me';

const AdminLoginPage = lazy(() => import('./features/account/login/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));
const AdminSignupPage = lazy(() => import('./features/account/signup/AdminSignupPage').then((m) => ({ default: m.AdminSignupPage })));
const StaffPasswordResetPage = lazy(() =>
  import('./features/account/password-reset/StaffPasswordResetPage').then((m) => ({ default: m.StaffPasswordResetPage })),
);
const StaffUnlockPage = lazy(() => import('./features/account/unlock/StaffUnlockPage').then((m) => ({ default: m.StaffUnlockPage })));
const BackOfficeFrame = lazy(() => import('./BackOfficeFrame').then((m) => ({ default: m.BackOfficeFrame })));
const DashboardPage = lazy(() => import('./features/scheduling/day/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const SecurityPage = lazy(() => import('./features/account/security/SecurityPage').then((m) => ({ default: m.SecurityPage })));
const AuditPage = lazy(() => import('./features/configuration/audit/AuditPage').then((m) => ({ default: m.AuditPage })));
const SettingsPage = lazy(() => import('./features/configuration/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const AdvancedSettingsPage = lazy(() =>
  import('./features/configuration/advanced-settings/AdvancedSettingsPage').then((m) => ({ default: m.AdvancedSettingsPage })),
);
const RequestsPage = lazy(() => import('./features/scheduling/requests/RequestsPage').then((m) => ({ default: m.RequestsPage })));
const CalendarPage = lazy(() => import('./features/scheduling/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })));
const AppointmentsPage = lazy(() =>
  import('./features/scheduling/appointments/AppointmentsPage').then((m) => ({ default: m.AppointmentsPage })),
);
const PatientsPage = lazy(() => import('./features/patients/PatientsPage').then((m) => ({ default: m.PatientsPage })));
const PatientImportPage = lazy(() =>
  import('./features/patients/import/PatientImportPage').then((m) => ({ default: m.PatientImportPage })),
);
const PatientFileView = lazy(() => import('./PatientFileView').then((m) => ({ default: m.PatientFileView })));
const WaitlistPage = lazy(() => import('./features/scheduling/waitlist/WaitlistPage').then((m) => ({ default: m.WaitlistPage })));
const RebookingPage = lazy(() => import('./features/scheduling/rebooking/RebookingPage').then((m) => ({ default: m.RebookingPage })));
const TeamPage = lazy(() => import('./features/configuration/team/TeamPage').then((m) => ({ default: m.TeamPage })));
const PaymentsPage = lazy(() => import('./features/billing/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage })));
const InvoicesPage = lazy(() => import('./features/billing/invoices/InvoicesPage').then((m) => ({ default: m.InvoicesPage })));
const AutomationRulesPage = lazy(() =>
  import('./features/automation/rules/AutomationRulesPage').then((m) => ({ default: m.AutomationRulesPage })),
);
const AutomationHealthPage = lazy(() =>
  import('./features/automation/health/AutomationHealthPage').then((m) => ({ default: m.AutomationHealthPage })),
);
const CancellationAutomationPage = lazy(() =>
  import('./features/automation/cancellations/CancellationAutomationPage').then((m) => ({ default: m.CancellationAutomationPage })),
);
const OneClickPage = lazy(() => import('./features/automation/one-click/OneClickPage').then((m) => ({ default: m.OneClickPage })));
const BatchOperationsPage = lazy(() =>
  import('./features/automation/batches/BatchOperationsPage').then((m) => ({ default: m.BatchOperationsPage })),
);
const QuickActionsPage = lazy(() =>
  import('./features/automation/quick-actions/QuickActionsPage').then((m) => ({ default: m.QuickActionsPage })),
);
const MonitoringPage = lazy(() => import('./features/automation/monitoring/MonitoringPage').then((m) => ({ default: m.MonitoringPage })));
const PrivacyRequestsPage = lazy(() =>
  import('./features/privacy/requests/PrivacyRequestsPage').then((m) => ({ default: m.PrivacyRequestsPage })),
);
const IncidentRegisterPage = lazy(() =>
  import('./features/privacy/incidents/IncidentRegisterPage').then((m) => ({ default: m.IncidentRegisterPage })),
);
const RetentionReviewPage = lazy(() =>
  import('./features/privacy/retention/RetentionReviewPage').then((m) => ({ default: m.RetentionReviewPage })),
);
const ActionablePage = lazy(() => import('./features/automation/actionable/ActionablePage').then((m) => ({ default: m.ActionablePage })));
const AnalysesPage = lazy(() => import('./features/analytics/AnalysesPage').then((m) => ({ default: m.AnalysesPage })));
const ProgressPage = lazy(() => import('./features/analytics/ProgressPage').then((m) => ({ default: m.ProgressPage })));
const ConsentsPage = lazy(() => import('./features/privacy/consents/ConsentsPage').then((m) => ({ default: m.ConsentsPage })));
const InsurancePage = lazy(() => import('./features/billing/insurance/InsurancePage').then((m) => ({ default: m.InsurancePage })));
const TaxesPage = lazy(() => import('./features/billing/taxes/TaxesPage').then((m) => ({ default: m.TaxesPage })));
const FinancialReportsPage = lazy(() =>
  import('./features/analytics/financial-reports/FinancialReportsPage').then((m) => ({ default: m.FinancialReportsPage })),
);

/** A view's page, for the roles its group admits; « Accès réservé » for the others. */
const gated = (view: AdminView, page: ReactNode) => <AccessGate view={view}>{page}</AccessGate>;

/** A page without the frame: the breadcrumb above it, a fresh boundary for each path. */
function StandalonePage({ breadcrumb }: { breadcrumb: ReactNode }) {
  return (
    <>
      {breadcrumb}
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </>
  );
}

/** The signed-in area: the guard, then the frame (fetched once), which places the breadcrumb. */
function SignedInArea() {
  return (
    <ErrorBoundary fallback={PageError}>
      <Suspense fallback={<LoadingState />}>
        <RequireSession
          session={meQueryOptions()}
          loginPath={paths.adminLogin.build()}
          secondFactorPath={paths.adminSecondFactor.build()}
          title="Espace Admin"
        />
      </Suspense>
    </ErrorBoundary>
  );
}

export default function AdminRoutes({ breadcrumb = null }: RemoteRoutesProps) {
  // Once per mounted remote: a query refused for the role throws to the view's boundary, which says why.
  const [queryClient] = useState(() => createQueryClient(roleRefusalQueryDefaults));
  return (
    <QueryProvider client={queryClient}>
      <Routes>
        <Route element={<StandalonePage breadcrumb={breadcrumb} />}>
          <Route path={paths.adminLogin.pattern} element={<AdminLoginPage />} />
          <Route path={paths.adminSignup.pattern} element={<AdminSignupPage />} />
          <Route path={paths.adminUnlock.pattern} element={<StaffUnlockPage />} />
          <Route path={paths.adminPasswordReset.pattern} element={<StaffPasswordResetPage />} />
        </Route>
        <Route element={<SignedInArea />}>
          <Route element={<BackOfficeFrame breadcrumb={breadcrumb} />}>
            <Route path={paths.adminDashboard.pattern} element={gated('adminDashboard', <DashboardPage />)} />
            <Route path={paths.adminSecurity.pattern} element={gated('adminSecurity', <SecurityPage />)} />
            <Route path={paths.adminAudit.pattern} element={gated('adminAudit', <AuditPage />)} />
            <Route path={paths.adminSettings.pattern} element={gated('adminSettings', <SettingsPage />)} />
            <Route path={paths.adminAdvancedSettings.pattern} element={gated('adminAdvancedSettings', <AdvancedSettingsPage />)} />
            <Route path={paths.adminRequests.pattern} element={gated('adminRequests', <RequestsPage />)} />
            <Route path={paths.adminCalendar.pattern} element={gated('adminCalendar', <CalendarPage />)} />
            <Route path={paths.adminAppointments.pattern} element={gated('adminAppointments', <AppointmentsPage />)} />
            <Route path={paths.adminPatients.pattern} element={gated('adminPatients', <PatientsPage />)} />
            <Route path={paths.adminPatientImport.pattern} element={gated('adminPatientImport', <PatientImportPage />)} />
            <Route path={paths.adminPatient.pattern} element={gated('adminPatient', <PatientFileView />)} />
            <Route path={paths.adminWaitlist.pattern} element={gated('adminWaitlist', <WaitlistPage />)} />
            <Route path={paths.adminRebooking.pattern} element={gated('adminRebooking', <RebookingPage />)} />
            <Route path={paths.adminPayments.pattern} element={gated('adminPayments', <PaymentsPage />)} />
            <Route path={paths.adminBilling.pattern} element={gated('adminBilling', <InvoicesPage />)} />
            <Route path={paths.adminInsurance.pattern} element={gated('adminInsurance', <InsurancePage />)} />
            <Route path={paths.adminTaxes.pattern} element={gated('adminTaxes', <TaxesPage />)} />
            <Route path={paths.adminFinancialReports.pattern} element={gated('adminFinancialReports', <FinancialReportsPage />)} />
            <Route
              path={paths.adminTeam.pattern}
              element={
                <AccessGate view="adminTeam">
                  <TeamPage />
                </AccessGate>
              }
            />
            <Route path={paths.adminAutomation.pattern} element={gated('adminAutomation', <AutomationRulesPage />)} />
            <Route path={paths.adminAutomationHealth.pattern} element={gated('adminAutomationHealth', <AutomationHealthPage />)} />
            <Route
              path={paths.adminCancellationAutomation.pattern}
              element={gated('adminCancellationAutomation', <CancellationAutomationPage />)}
            />
            <Route path={paths.adminOneClickBatch.pattern} element={gated('adminOneClickBatch', <OneClickPage />)} />
            <Route path={paths.adminBatch.pattern} element={gated('adminBatch', <BatchOperationsPage />)} />
            <Route path={paths.adminQuickActions.pattern} element={gated('adminQuickActions', <QuickActionsPage />)} />
            <Route path={paths.adminMonitoring.pattern} element={gated('adminMonitoring', <MonitoringPage />)} />
            <Route path={paths.adminPrivacyRequests.pattern} element={gated('adminPrivacyRequests', <PrivacyRequestsPage />)} />
            <Route path={paths.adminPrivacyIncidents.pattern} element={gated('adminPrivacyIncidents', <IncidentRegisterPage />)} />
            <Route path={paths.adminRetentionReview.pattern} element={gated('adminRetentionReview', <RetentionReviewPage />)} />
            <Route path={paths.adminConsents.pattern} element={gated('adminConsents', <ConsentsPage />)} />
            <Route path={paths.adminAnalytics.pattern} element={gated('adminAnalytics', <AnalysesPage />)} />
            <Route path={paths.adminProgress.pattern} element={gated('adminProgress', <ProgressPage />)} />
            <Route path={paths.adminActionableAnalytics.pattern} element={gated('adminActionableAnalytics', <ActionablePage />)} />
            {/* An address of the back-office that names no view: said in the frame, never the public site. */}
            <Route path="*" element={<PageNotFound backTo={paths.adminDashboard.build()} backLabel="Retour à Ma Journée" />} />
          </Route>
        </Route>
      </Routes>
    </QueryProvider>
  );
}
