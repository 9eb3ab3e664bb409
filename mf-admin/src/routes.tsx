// What the shell loads for /admin paths.
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { Route, Routes } from 'shared-ui/router';
import { DashboardPage } from './dashboard/DashboardPage';
import { AdminLoginPage } from './login/AdminLoginPage';
import { AdminSignupPage } from './signup/AdminSignupPage';

export default function AdminRoutes({ breadcrumb }: RemoteRoutesProps) {
  return (
    <>
      {breadcrumb}
      <Routes>
        <Route path="/admin" element={<AdminLoginPage />} />
        <Route path="/admin/signup" element={<AdminSignupPage />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
      </Routes>
    </>
  );
}
