// What the shell loads for public paths. Unknown paths show the home page.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { LoadingState } from 'shared-ui/LoadingState';
import type { ClinicProfile } from 'shared-domain/clinic-profile';
import type { RemoteRoutesProps } from 'shared-ui/remote-frame';
import { BookingRequestProvider } from './booking-request/BookingRequestProvider';
import { ClinicProfileProvider } from './clinic/ClinicProfileProvider';
import { HomePage } from './home/HomePage';
import { PublicLayout } from './layout/PublicLayout';
import { PlaceholderPage } from './placeholder/PlaceholderPage';

// Pages few visitors open are fetched when they do, keeping the home page's first load small.
const PrivacyPage = lazy(() => import('./privacy/PrivacyPage').then((module) => ({ default: module.PrivacyPage })));

function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <main className="ui-page" id="contenu">
          <LoadingState />
        </main>
      }
    >
      {children}
    </Suspense>
  );
}

/** `profile` is given when prerendering; in the browser it is read from the page or the API. */
export default function PublicRoutes({ profile, breadcrumb }: RemoteRoutesProps & { profile?: ClinicProfile }) {
  return (
    <ClinicProfileProvider initial={profile}>
      <BookingRequestProvider>
        <PublicLayout breadcrumb={breadcrumb}>
          <Routes>
            <Route path="/booking" element={<PlaceholderPage path="/booking" />} />
            <Route path="/waitlist" element={<PlaceholderPage path="/waitlist" />} />
            <Route path="/invitation/:token" element={<PlaceholderPage path="/invitation/:token" />} />
            <Route path="/rebook/:token" element={<PlaceholderPage path="/rebook/:token" />} />
            <Route path="/appointment/manage/:token" element={<PlaceholderPage path="/appointment/manage/:token" />} />
            <Route path="/appointment/confirm/:token" element={<PlaceholderPage path="/appointment/confirm/:token" />} />
            <Route
              path="/confidentialite"
              element={
                <LazyPage>
                  <PrivacyPage />
                </LazyPage>
              }
            />
            <Route path="*" element={<HomePage />} />
          </Routes>
        </PublicLayout>
      </BookingRequestProvider>
    </ClinicProfileProvider>
  );
}
