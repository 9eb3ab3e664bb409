// What the shell loads for /admin paths. Each page is fetched when first visited; the back-office
// sits behind the session guard, a layout route asking GET /api/admin/me (a staff session with a
// verified second factor; without the factor, the guard sends to the sign-in's factor step).
import { lazy } from 'react';
import { paths } from 'shared-domain/paths';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { QueryProvider } from 'shared-ui/QueryProvider';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { RequireSession } from 'shared-ui/RequireSession';
import { Route, Routes } from 'shared-ui/router';
import { meQueryOptions } from './features/session/api/me';

const AdminLoginPage = lazy(() => import('./features/login/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));
const AdminSignupPage = lazy(() => import('./features/signup/AdminSignupPage').then((m) => ({ default: m.AdminSignupPage })));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));

export default function AdminRoutes({ breadcrumb }: RemoteRoutesProps) {
  return (
    <QueryProvider>
      {breadcrumb}
      <PageBoundary>
        <Routes>
          <Route path={paths.adminLogin.pattern} element={<AdminLoginPage />} />
          <Route path={paths.adminSignup.pattern} element={<AdminSignupPage />} />
          <Route
            element={
              <RequireSession
                session={meQueryOptions()}
                loginPath={paths.adminLogin.build()}
                secondFactorPath={paths.adminSecondFactor.build()}
                title="Espace Admin"
              />
            }
          >
            <Route path={paths.adminDashboard.pattern} element={<DashboardPage />} />
          </Route>
        </Routes>
      </PageBoundary>
    </QueryProvider>
  );
}
