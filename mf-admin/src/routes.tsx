// What the shell loads for /admin paths. Each page is fetched when first visited. The sign-in and
// sign-up pages stand alone; the back-office sits behind the session guard, a layout route asking
// GET /api/admin/me (a staff session with a verified second factor; without the factor, the guard
// sends to the sign-in's factor step), and inside the frame with the sidebar. The frame stays
// mounted from one view to the next (the focus stays on the sidebar's link); only the view inside
// it starts afresh on each path (its own PageBoundary).
import { lazy, Suspense, type ReactNode } from 'react';
import { paths } from 'shared-domain/paths';
import { ErrorBoundary, PageError } from 'shared-ui/ErrorBoundary';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { QueryProvider } from 'shared-ui/QueryProvider';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { RequireSession } from 'shared-ui/RequireSession';
import { Outlet, Route, Routes } from 'shared-ui/router';
import { meQueryOptions } from './features/session/api/me';

const AdminLoginPage = lazy(() => import('./features/login/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));
const AdminSignupPage = lazy(() => import('./features/signup/AdminSignupPage').then((m) => ({ default: m.AdminSignupPage })));
const AdminFrame = lazy(() => import('./features/frame/AdminFrame').then((m) => ({ default: m.AdminFrame })));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const SecurityPage = lazy(() => import('./features/security/SecurityPage').then((m) => ({ default: m.SecurityPage })));
const AuditPage = lazy(() => import('./features/audit/AuditPage').then((m) => ({ default: m.AuditPage })));

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
  return (
    <QueryProvider>
      <Routes>
        <Route element={<StandalonePage breadcrumb={breadcrumb} />}>
          <Route path={paths.adminLogin.pattern} element={<AdminLoginPage />} />
          <Route path={paths.adminSignup.pattern} element={<AdminSignupPage />} />
        </Route>
        <Route element={<SignedInArea />}>
          <Route element={<AdminFrame breadcrumb={breadcrumb} />}>
            <Route path={paths.adminDashboard.pattern} element={<DashboardPage />} />
            <Route path={paths.adminSecurity.pattern} element={<SecurityPage />} />
            <Route path={paths.adminAudit.pattern} element={<AuditPage />} />
          </Route>
        </Route>
      </Routes>
    </QueryProvider>
  );
}
