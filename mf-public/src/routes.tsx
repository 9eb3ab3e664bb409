// What the shell loads for public paths. Unknown paths show the home page.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { LoadingState } from 'shared-ui/LoadingState';
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';
import { paths } from 'shared-domain/platform/paths';
import type { RemoteRoutesComponent, RemoteRoutesProps } from 'shared-ui/remote-frame';
import { BookingRequestProvider } from './features/booking-request/BookingRequestProvider';
import { ClinicProfileProvider } from './lib/clinic/ClinicProfileProvider';
import { preloadable } from './lib/loading/preloadable';
import { PublicLayout } from './features/layout/PublicLayout';

// Pages few visitors open are fetched when they do, keeping the home page's first load small.
const PrivacyPage = lazy(() => import('./features/privacy/PrivacyPage').then((module) => ({ default: module.PrivacyPage })));
const BookingPage = lazy(() => import('./features/booking/BookingPage').then((module) => ({ default: module.BookingPage })));
const WaitlistPage = lazy(() => import('./features/waitlist/WaitlistPage').then((module) => ({ default: module.WaitlistPage })));
const InvitationPage = lazy(() => import('./features/invitation/InvitationPage').then((module) => ({ default: module.InvitationPage })));
const RebookPage = lazy(() => import('./features/rebook/RebookPage').then((module) => ({ default: module.RebookPage })));
const IntakePage = lazy(() => import('./features/intake/IntakePage').then((module) => ({ default: module.IntakePage })));
const ManageAppointmentPage = lazy(() =>
  import('./features/manage-appointment/ManageAppointmentPage').then((module) => ({ default: module.ManageAppointmentPage })),
);

// The home page too: the other pages do not carry its sections. Once its code is there (the shell
// preloads it before hydrating the prerendered `/`, the server's bundle before rendering), it
// renders at once, without a loading state, so the prerendered markup is adopted as it is.
const home = preloadable(() => import('./features/home/HomePage').then((module) => module.HomePage));
const HomePage = home.Component;

/**
 * Loads ahead the code of the page at `path` when it is the home page (the one page the server
 * prerenders); the others load when shown.
 */
export function preloadPage(path: string): Promise<unknown> {
  return path === paths.home.build() ? home.preload() : Promise.resolve();
}

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
function PublicRoutes({ profile, breadcrumb }: RemoteRoutesProps & { profile?: ClinicProfile }) {
  return (
    <ClinicProfileProvider initial={profile}>
      <BookingRequestProvider>
        <PublicLayout breadcrumb={breadcrumb}>
          <Routes>
            <Route
              path={paths.waitlist.pattern}
              element={
                <LazyPage>
                  <WaitlistPage />
                </LazyPage>
              }
            />
            <Route
              path={paths.invitation.pattern}
              element={
                <LazyPage>
                  <InvitationPage />
                </LazyPage>
              }
            />
            <Route
              path={paths.intake.pattern}
              element={
                <LazyPage>
                  <IntakePage />
                </LazyPage>
              }
            />
            <Route
              path={paths.rebook.pattern}
              element={
                <LazyPage>
                  <RebookPage />
                </LazyPage>
              }
            />
            <Route
              path={paths.privacy.pattern}
              element={
                <LazyPage>
                  <PrivacyPage />
                </LazyPage>
              }
            />
            <Route
              path={paths.booking.pattern}
              element={
                <LazyPage>
                  <BookingPage />
                </LazyPage>
              }
            />
            <Route
              path={paths.manageAppointment.pattern}
              element={
                <LazyPage>
                  <ManageAppointmentPage mode="manage" />
                </LazyPage>
              }
            />
            <Route
              path={paths.confirmAppointment.pattern}
              element={
                <LazyPage>
                  <ManageAppointmentPage mode="confirm" />
                </LazyPage>
              }
            />
            <Route
              path="*"
              element={
                <LazyPage>
                  <HomePage />
                </LazyPage>
              }
            />
          </Routes>
        </PublicLayout>
      </BookingRequestProvider>
    </ClinicProfileProvider>
  );
}

const routes: RemoteRoutesComponent & typeof PublicRoutes = Object.assign(PublicRoutes, { preload: preloadPage });
export default routes;
