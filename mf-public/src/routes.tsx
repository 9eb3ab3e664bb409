// What the shell loads for public paths. Unknown paths show the home page.
import { Route, Routes } from 'react-router-dom';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import { ClinicProfileProvider } from './clinic/ClinicProfileProvider';
import { HomePage } from './home/HomePage';
import { PlaceholderPage } from './placeholder/PlaceholderPage';

/** `profile` is given when prerendering; in the browser it is read from the page or the API. */
export default function PublicRoutes({ profile }: { profile?: ClinicProfile }) {
  return (
    <ClinicProfileProvider initial={profile}>
      <Routes>
        <Route path="/booking" element={<PlaceholderPage path="/booking" />} />
        <Route path="/waitlist" element={<PlaceholderPage path="/waitlist" />} />
        <Route path="/invitation/:token" element={<PlaceholderPage path="/invitation/:token" />} />
        <Route path="/rebook/:token" element={<PlaceholderPage path="/rebook/:token" />} />
        <Route path="/appointment/manage/:token" element={<PlaceholderPage path="/appointment/manage/:token" />} />
        <Route path="/appointment/confirm/:token" element={<PlaceholderPage path="/appointment/confirm/:token" />} />
        <Route path="*" element={<HomePage />} />
      </Routes>
    </ClinicProfileProvider>
  );
}
