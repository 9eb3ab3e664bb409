// What the shell loads for /patient-portal paths.
import { Route, Routes } from 'shared-ui/router';
import { PatientLoginPage } from './login/PatientLoginPage';
import { PortalPage } from './portal/PortalPage';

export default function PortalRoutes() {
  return (
    <Routes>
      <Route path="/patient-portal/login" element={<PatientLoginPage />} />
      <Route path="/patient-portal" element={<PortalPage />} />
    </Routes>
  );
}
