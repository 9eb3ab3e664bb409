// What the shell loads for /patient-portal paths. Each page is fetched when first visited; the
// portal itself sits behind the session guard, a layout route asking GET /api/portal/me.
import { lazy } from 'react';
import { paths } from 'shared-domain/paths';
import { PageBoundary } from 'shared-ui/PageBoundary';
import { QueryProvider } from 'shared-ui/QueryProvider';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { RequireSession } from 'shared-ui/RequireSession';
import { Route, Routes } from 'shared-ui/router';
import { meQueryOptions } from './features/session/api/me';

const PatientLoginPage = lazy(() => import('./features/login/PatientLoginPage').then((m) => ({ default: m.PatientLoginPage })));
const PortalPage = lazy(() => import('./features/portal/PortalPage').then((m) => ({ default: m.PortalPage })));

export default function PortalRoutes({ breadcrumb }: RemoteRoutesProps) {
  return (
    <QueryProvider>
      {breadcrumb}
      <PageBoundary>
        <Routes>
          <Route path={paths.patientLogin.pattern} element={<PatientLoginPage />} />
          <Route element={<RequireSession session={meQueryOptions()} loginPath={paths.patientLogin.build()} title="Portail Patient" />}>
            <Route path={paths.patientPortal.pattern} element={<PortalPage />} />
          </Route>
        </Routes>
      </PageBoundary>
    </QueryProvider>
  );
}
