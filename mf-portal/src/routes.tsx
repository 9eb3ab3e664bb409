// What the shell loads for /patient-portal paths.
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { Route, Routes } from 'shared-ui/router';
import { PatientLoginPage } from './login/PatientLoginPage';
import { PortalPage } from './portal/PortalPage';

export default function PortalRoutes({ breadcrumb }: RemoteRoutesProps) {
  return (
    <>
      {breadcrumb}
      <Routes>
        <Route path="/patient-portal/login" element={<PatientLoginPage />} />
        <Route path="/patient-portal" element={<PortalPage />} />
      </Routes>
    </>
  );
}
