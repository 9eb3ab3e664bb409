// What the shell loads for /patient-portal paths. Each page is fetched when first visited. The
// portal sits behind the session guard (a layout route asking GET /api/portal/me), then the
// portal's frame (another layout route): moving between tabs changes only the tab's page, so the
// sidebar keeps its state and the focus. The printable invoice is behind the guard but outside the
// frame.
import { lazy, Suspense, type ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { ErrorBoundary, PageError } from 'shared-ui/ErrorBoundary';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { PageNotFound } from 'shared-ui/PageNotFound';
import { QueryProvider } from 'shared-ui/QueryProvider';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { RequireSession } from 'shared-ui/RequireSession';
import { Navigate, Route, Routes } from 'shared-ui/router';
import { meQueryOptions } from './features/session/api/me';
import { renderSessionProblem } from './features/session/SessionProblem';

const PatientLoginPage = lazy(() => import('./features/login/PatientLoginPage').then((m) => ({ default: m.PatientLoginPage })));
const PortalLayout = lazy(() => import('./features/portal/PortalLayout').then((m) => ({ default: m.PortalLayout })));
const PaymentsPage = lazy(() => import('./features/payments/PaymentsPage').then((m) => ({ default: m.PaymentsPage })));
const AppointmentsPage = lazy(() => import('./features/appointments/AppointmentsPage').then((m) => ({ default: m.AppointmentsPage })));
const DocumentsPage = lazy(() => import('./features/documents/DocumentsPage').then((m) => ({ default: m.DocumentsPage })));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const InvoicePage = lazy(() => import('./features/invoice/InvoicePage').then((m) => ({ default: m.InvoicePage })));

/**
 * The signed-in area's boundary. Unlike PageBoundary it does not start afresh on every path (that
 * would rebuild the frame at each tab); the frame puts a PageBoundary around the tab's page.
 */
function AreaBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={PageError}>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export default function PortalRoutes({ breadcrumb }: RemoteRoutesProps) {
  return (
    <QueryProvider>
      {breadcrumb}
      <Routes>
        <Route
          path={paths.patientLogin.pattern}
          element={
            <PageBoundary>
              <PatientLoginPage />
            </PageBoundary>
          }
        />
        <Route
          element={
            <AreaBoundary>
              <RequireSession
                session={meQueryOptions()}
                loginPath={paths.patientLogin.build()}
                title="Portail Patient"
                renderProblem={renderSessionProblem}
              />
            </AreaBoundary>
          }
        >
          <Route path={paths.patientPortal.pattern} element={<Navigate to={paths.portalAppointments.build()} replace />} />
          <Route element={<PortalLayout />}>
            <Route path={paths.portalPayments.pattern} element={<PaymentsPage />} />
            <Route path={paths.portalAppointments.pattern} element={<AppointmentsPage />} />
            <Route path={paths.portalDocuments.pattern} element={<DocumentsPage />} />
            <Route path={paths.portalProfile.pattern} element={<ProfilePage />} />
            {/* An address of the portal that names no page: said in the portal, never the public site. */}
            <Route path="*" element={<PageNotFound backTo={paths.portalAppointments.build()} backLabel="Retour à mes rendez-vous" />} />
          </Route>
          {/* The printable invoice is a page of its own, outside the frame: what shows is what prints. */}
          <Route
            path={paths.portalInvoice.pattern}
            element={
              <PageBoundary>
                <InvoicePage />
              </PageBoundary>
            }
          />
        </Route>
      </Routes>
    </QueryProvider>
  );
}
